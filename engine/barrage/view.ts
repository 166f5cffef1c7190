/**
 * What a seat may see (spec §9): everything on the table is public; the order of the private
 * contract stacks and the technology decks is hidden (counts only), and the generator state is
 * never shown, since it would reveal every future draw.
 */
import type { ScoreLine, Seat } from '../core/types';
import { cloneJson } from './ctx';
import { runner } from './runner';
import type { BarrageState, PlayerState } from './state';

export interface BarrageView {
  you: Seat | null;
  players: number;
  round: number;
  phase: BarrageState['phase'];
  variant: 'intro' | 'normal';
  /** The game's options (energy tie pool for a VP preview on the energy track, rule variants). */
  options: BarrageState['options'];
  turnOrder: number[];
  waitingFor: { seat: number; prompt: string; promptJa: string } | null;
  seats: PlayerState[];
  headstreams: BarrageState['headstreams'];
  dams: BarrageState['dams'];
  conduits: BarrageState['conduits'];
  powerhouses: BarrageState['powerhouses'];
  used: BarrageState['used'];
  contracts: { faceUp: BarrageState['contracts']['faceUp']; national: string[]; stackSizes: Record<string, number> };
  patent: { positions: (string | null)[]; deckSizes: number[] };
  bonusTiles: BarrageState['bonusTiles'];
  objective: BarrageState['objective'];
  extraOfficers: BarrageState['extraOfficers'];
  draft: BarrageState['draft'];
  breakdown: ScoreLine[];
  /**
   * With Automas (Automa spec §2.1): who they are, the tile in the flipped slot (criteria side),
   * the deck's top tile (action side up: the last Automa turn played it; the next flip turns it
   * over), the discard; the deck's order below the top stays hidden.
   */
  automa?: {
    humans: number;
    level: number;
    flipped: number | null;
    top: number | null;
    deckSize: number;
    discard: number[];
    opening: { text: string; ja?: string }[];
  };
}

export function viewOf(s: BarrageState, seat: Seat | null): BarrageView {
  const waiting = runner.pending(s)[0];
  return {
    you: seat,
    players: s.players,
    round: s.round,
    phase: s.phase,
    variant: s.options.intro ? 'intro' : 'normal',
    options: { ...s.options },
    turnOrder: [...s.turnOrder],
    waitingFor: waiting ? { seat: waiting.seat, prompt: waiting.prompt, promptJa: waiting.promptJa ?? waiting.prompt } : null,
    seats: cloneJson(s.seats),
    headstreams: cloneJson(s.headstreams),
    dams: cloneJson(s.dams),
    conduits: { ...s.conduits },
    powerhouses: { ...s.powerhouses },
    used: cloneJson(s.used),
    contracts: {
      faceUp: cloneJson(s.contracts.faceUp),
      national: [...s.contracts.national],
      stackSizes: { green: s.contracts.stacks.green.length, yellow: s.contracts.stacks.yellow.length, red: s.contracts.stacks.red.length },
    },
    patent: { positions: [...s.patent.positions], deckSizes: s.patent.decks.map((d) => d.length) },
    bonusTiles: [...s.bonusTiles],
    objective: s.objective,
    extraOfficers: [...s.extraOfficers],
    draft: s.draft ? cloneJson(s.draft) : null,
    breakdown: [...s.breakdown],
    ...(s.automa
      ? {
          automa: {
            humans: s.automa.humans,
            level: s.automa.level,
            flipped: s.automa.flipped,
            top: s.automa.deck[0] ?? null,
            deckSize: s.automa.deck.length,
            discard: [...s.automa.discard],
            opening: s.round === 1 ? [...(s.automa.opening ?? [])] : [],
          },
        }
      : {}),
  };
}
