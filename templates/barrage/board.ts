/**
 * Barrage board partial: turns a seat's `BarrageView` (engine/barrage/view.ts) into the mustache
 * data of templates/barrage/board.mjml. Only the view is read; the private contract stacks and
 * technology decks reach this code as counts only, so their order cannot leak into an email.
 */
import { OFFICER_NAMES } from '../../engine/barrage/data/companies';
import { PRIVATE_COLOURS } from '../../engine/barrage/data/contracts';
import { BONUS_SECTION, energyCredits, OBJECTIVE_VP, ROUNDS, ZERO_ENERGY } from '../../engine/barrage/data/energy';
import { ADVANCED_BY_ID, BONUS_TILES, OBJECTIVE_TILES, type BonusTile } from '../../engine/barrage/data/tiles';
import type { BarrageView } from '../../engine/barrage/view';
import type { Lang } from '../i18n/index';
import type { PlayerLine } from '../model';
import { mapRows, waterTotals } from './map';
import { COMPANY_NAMES, contractChip, seatCard } from './seat';
import { actionSpaces } from './spaces';
import { badgeClass, seatColour } from './style';

const PHASE_TEXT = { draft: 'choosing companies', actions: 'action phase', over: 'game over' } as const satisfies Record<BarrageView['phase'], string>;

/** Width in px of a full energy bar; fits a phone column beside name and numbers. */
const BAR_PX = 120;
const TRACK_STYLE = `display:inline-block;vertical-align:middle;width:${BAR_PX}px;background:#e4e7eb`;

/** What a round bonus tile counts, in the singular (spec §1.6). */
const BONUS_ITEM = {
  'rb-contract': 'fulfilled contract',
  'rb-base': 'base',
  'rb-elevation': 'elevation',
  'rb-conduit': 'conduit',
  'rb-powerhouse': 'powerhouse',
  'rb-advtech': 'advanced technology tile',
} as const satisfies Record<BonusTile, string>;

function bonusText(tile: BonusTile): string {
  return `${BONUS_TILES[tile].vpEach} VP per ${BONUS_ITEM[tile]}`;
}

/** First word of each name (10 characters at most) for map chips; seat numbers where those clash. */
function shortNames(names: readonly string[]): string[] {
  const first = names.map((n) => (n.trim().split(/\s+/)[0] ?? n).slice(0, 10));
  return first.map((s, i) => (first.filter((t) => t.toLowerCase() === s.toLowerCase()).length > 1 || s === '' ? `P${i + 1}` : s));
}

function energyTrack(view: BarrageView, names: readonly string[]) {
  const order = view.turnOrder.length === view.players ? view.turnOrder : view.seats.map((_, s) => s);
  const ranked = [...order].sort((a, b) => (view.seats[b]?.energy ?? 0) - (view.seats[a]?.energy ?? 0));
  const full = BONUS_SECTION.energy * Math.min(view.round, ROUNDS);
  const scale = Math.max(30, full, ...view.seats.map((p) => p.energy));
  return ranked.map((seat, i) => {
    const energy = view.seats[seat]?.energy ?? 0;
    const previous = i > 0 ? (view.seats[ranked[i - 1] as number]?.energy ?? 0) : null;
    return {
      place: previous === energy ? '=' : String(i + 1),
      name: names[seat],
      badgeClass: badgeClass(seat),
      energy,
      barStyle: `display:block;height:10px;width:${Math.round((BAR_PX * energy) / scale)}px;background:${seatColour(seat).main}`,
      trackStyle: TRACK_STYLE,
      credits: energy > 0 ? `${energyCredits(energy)} cr` : `${ZERO_ENERGY.credits} cr, −${ZERO_ENERGY.vpLoss} VP`,
    };
  });
}

function roundBonus(view: BarrageView) {
  const r = Math.min(view.round, ROUNDS);
  const tile = view.bonusTiles[r - 1];
  return {
    now: tile ? `Round ${r}: ${bonusText(tile)}` : null,
    fullAt: BONUS_SECTION.energy * r,
    penalty: BONUS_SECTION.penalty,
    section: BONUS_SECTION.energy,
    later: view.bonusTiles.map((t, i) => ({ round: i + 1, text: bonusText(t) })).filter((b) => b.round > r),
  };
}

function contracts(view: BarrageView) {
  return {
    rows: PRIVATE_COLOURS.map((colour) => ({
      colour: colour[0]?.toUpperCase() + colour.slice(1),
      items: view.contracts.faceUp[colour].map(contractChip),
      left: view.contracts.stackSizes[colour] ?? 0,
    })),
    national: view.contracts.national.map(contractChip),
    hasNational: view.contracts.national.length > 0,
  };
}

function patentOffice(view: BarrageView) {
  if (view.variant !== 'normal') return null;
  return {
    positions: view.patent.positions.map((t, i) => ({
      n: i + 1,
      tile: t ?? 'empty',
      effect: t ? (ADVANCED_BY_ID.get(t)?.effect ?? '') : '',
      deck: view.patent.deckSizes[i] ?? 0,
    })),
  };
}

function draft(view: BarrageView) {
  if (!view.draft) return null;
  return {
    pairs: view.draft.pairs.map((p) => `${COMPANY_NAMES[p.company]} + ${OFFICER_NAMES[p.officer]}`).join(' · '),
    starting: view.draft.starting.map(contractChip),
  };
}

function pairs<T>(items: readonly T[]): { cards: T[] }[] {
  return Array.from({ length: Math.ceil(items.length / 2) }, (_, i) => ({ cards: items.slice(2 * i, 2 * i + 2) }));
}

export function barrageBoard(view: BarrageView, players: readonly PlayerLine[], _lang: Lang = 'en') {
  const names = Array.from({ length: view.players }, (_, seat) => players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`);
  const short = shortNames(names);
  const shortOf = (seat: number) => (seat < 0 ? 'neutral' : (short[seat] ?? `P${seat + 1}`));
  const water = waterTotals(view);
  return {
    round: Math.min(view.round, ROUNDS),
    rounds: ROUNDS,
    phase: PHASE_TEXT[view.phase],
    variant: view.variant === 'intro' ? 'introductory game' : null,
    waiting: view.waitingFor ? { name: names[view.waitingFor.seat], prompt: view.waitingFor.prompt, badgeClass: badgeClass(view.waitingFor.seat) } : null,
    turnOrder: view.turnOrder.map((seat, i) => ({ n: i + 1, name: names[seat], badgeClass: badgeClass(seat) })),
    energy: energyTrack(view, names),
    bonus: roundBonus(view),
    objective: `${OBJECTIVE_TILES[view.objective].ranks} (${OBJECTIVE_VP.join('/')} VP at the end)`,
    extraOfficers: view.extraOfficers.length > 0 ? view.extraOfficers.map((o) => OFFICER_NAMES[o]).join(', ') : null,
    areas: mapRows(view, shortOf),
    waterHeld: water.held,
    waterWaiting: water.waiting,
    contracts: contracts(view),
    patent: patentOffice(view),
    draft: draft(view),
    // Only while engineers are being placed: in the draft and after the game nobody is on a space.
    actionSpaces: view.phase === 'actions' ? { spaces: actionSpaces(view, shortOf) } : null,
    // Two cards a row on a desktop, one under the other on a phone, in seat order either way.
    seatRows: pairs(view.seats.map((_, seat) => seatCard(view, seat, names[seat] as string))),
  };
}
