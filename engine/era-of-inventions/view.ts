/**
 * What a seat sees (§7): everything is open except the order of the two draw piles, which the
 * view gives as counts only.
 */
import { clockwiseFrom } from '../core/steps/turn-order';
import type { Seat } from '../core/types';
import { RESOURCES, datasetById, type Resource } from './data';
import {
  cardOf,
  costText,
  costTextJa,
  factoryOf,
  factoryType,
  GOOD_JA,
  inventionJa,
  ix,
  pointJa,
  rewardText,
  rewardTextJa,
  trackPosition,
} from './economy';
import { capacities, gearsSpent, inventionsDeveloped } from './score';
import { AREAS, type Area, type EraState, type FinalScore } from './state';
import { runner } from './steps';
import { goodsText, goodsTextJa } from './steps/production';
import { tokensOf, usableBonus } from './steps/turn';

export interface CardView {
  readonly id: string;
  readonly kind: 'start' | 'normal' | 'imitation';
  readonly invention: string | null;
  readonly cost: string;
  readonly benefit: string;
  /** Japanese: the invention's name (null for a start card), cost and benefit. */
  readonly inventionJa: string | null;
  readonly costJa: string;
  readonly benefitJa: string;
}

export interface FactoryView {
  readonly id: string;
  readonly cost: string;
  readonly output: string;
  readonly capacity: number;
  readonly ip: number;
  readonly costJa: string;
  readonly outputJa: string;
}

export interface SeatView {
  readonly seat: Seat;
  readonly coins: number;
  readonly resources: Record<Resource, number>;
  readonly gears: number;
  readonly bonusUsable: number;
  readonly bonusFresh: number;
  readonly factories: string[];
  readonly capacity: number;
  readonly markers: number;
  readonly patents: number;
  readonly ip: number;
  readonly trackSpace: number;
  readonly inventions: number;
  readonly gearsSpent: number;
  readonly tokens: Area[];
}

export interface EraView {
  readonly game: 'era-of-inventions';
  readonly dataset: string;
  /** The placeholder-data notice, or null for a verified data set. */
  readonly notice: string | null;
  readonly noticeJa: string | null;
  readonly you: Seat | null;
  readonly round: number;
  readonly rounds: number;
  readonly startPlayer: Seat;
  /** Clockwise from the start player: the order of placement and resolution this round (§2.3, §2.4). */
  readonly turnOrder: Seat[];
  readonly pending: { seat: Seat; prompt: string; promptJa: string }[];
  readonly areas: { area: Area; number: number; tokens: Seat[] }[];
  readonly inventionDisplay: (CardView | null)[];
  readonly inventionDraw: number;
  readonly inventionDiscard: string[];
  readonly newCards: string[];
  readonly removedCards: number;
  readonly factoryDisplay: (FactoryView | null)[];
  readonly factoryDraw: number;
  readonly factoryDiscard: string[];
  /** `nameJa`: 石炭倉庫, 金属船 (as the notation's aliases read them). */
  readonly supply: { id: string; nameJa: string; resource: Resource; pieces: number }[];
  readonly spaces: {
    id: string;
    name: string;
    nameJa: string;
    tier: 'basic' | 'innovative';
    gearCost: number;
    developIP: number;
    reward: string;
    rewardJa: string;
    developer: Seat | null;
    patent: Seat | null;
  }[];
  readonly patentTrack: { step: number; cost: number; ip: number }[];
  readonly seats: SeatView[];
  readonly final: FinalScore[] | null;
}

export function cardView(s: EraState, id: string): CardView {
  const c = cardOf(s, id);
  return {
    id,
    kind: c.kind,
    invention: c.invention ?? null,
    cost: costText(c.cost),
    benefit: rewardText(c.benefit),
    inventionJa: c.invention ? inventionJa(s, c.invention) : null,
    costJa: costTextJa(c.cost),
    benefitJa: rewardTextJa(c.benefit),
  };
}

export function factoryView(s: EraState, type: string): FactoryView {
  const f = factoryOf(s, type);
  const output = f.output
    .map((g) => (g.options.length === 1 ? goodsText({ [g.options[0] as string]: g.count }) : `${g.count} of ${g.options.join('/')}`))
    .join(' + ');
  const outputJa = f.output
    .map((g) =>
      g.options.length === 1
        ? goodsTextJa({ [g.options[0] as string]: g.count })
        : `${g.options.map((o) => GOOD_JA[o]).join('／')}から${g.count}個`,
    )
    .join('+');
  return { id: f.id, cost: costText(f.cost), output, capacity: f.capacity, ip: f.ip, costJa: costTextJa(f.cost), outputJa };
}

export function viewOf(s: EraState, seat: Seat | null): EraView {
  const { data } = ix(s);
  const set = datasetById(s.dataset).data;
  const names = new Map(data.inventions.map((i) => [i.id, i.name]));
  const cap = capacities(s);
  const spent = gearsSpent(s);
  const inv = inventionsDeveloped(s);
  return {
    game: 'era-of-inventions',
    dataset: s.dataset,
    notice: set.provenance === 'PLACEHOLDER' ? set.notice : null,
    noticeJa: set.provenance === 'PLACEHOLDER' ? set.noticeJa : null,
    you: seat,
    round: s.round,
    rounds: s.rounds,
    startPlayer: s.startPlayer,
    turnOrder: clockwiseFrom(s.startPlayer, s.players),
    pending: runner.pending(s).map((p) => ({ seat: p.seat, prompt: p.prompt, promptJa: p.promptJa ?? p.prompt })),
    areas: AREAS.map((area, i) => ({ area, number: i + 1, tokens: [...s.areas[i]!] })),
    inventionDisplay: s.invDisplay.map((id) => (id === null ? null : cardView(s, id))),
    inventionDraw: s.invDraw.length,
    inventionDiscard: [...s.invDiscard],
    newCards: [...s.invNew],
    removedCards: s.invRemoved.length,
    factoryDisplay: s.facDisplay.map((id) => (id === null ? null : factoryView(s, factoryType(id)))),
    factoryDraw: s.facDraw.length,
    factoryDiscard: s.facDiscard.map(factoryType),
    supply: data.supplyPoints.map((p, i) => ({ id: p.id, nameJa: pointJa(s, p.id), resource: p.resource, pieces: s.supply[i] as number })),
    spaces: data.inventionSpaces.map((x, i) => ({
      id: x.id,
      name: names.get(x.invention) ?? x.invention,
      nameJa: inventionJa(s, x.invention),
      tier: x.tier,
      gearCost: x.gearCost,
      developIP: x.developIP,
      reward: rewardText(x.developerReward),
      rewardJa: rewardTextJa(x.developerReward),
      developer: s.dev[i] ?? null,
      patent: s.patent[i] ?? null,
    })),
    patentTrack: data.patentTrack.map((t) => ({ ...t })),
    seats: s.seats.map((p, i) => ({
      seat: i,
      coins: p.coins,
      resources: Object.fromEntries(RESOURCES.map((r) => [r, p.res[r]])) as Record<Resource, number>,
      gears: p.gears,
      bonusUsable: usableBonus(s, i),
      bonusFresh: p.bonus.length - usableBonus(s, i),
      factories: p.factories.map(factoryType),
      capacity: cap[i]!,
      markers: p.markers,
      patents: p.patentStep,
      ip: p.ip,
      trackSpace: trackPosition(s, p.ip),
      inventions: inv[i]!,
      gearsSpent: spent[i]!,
      tokens: tokensOf(s, i),
    })),
    final: s.final ? s.final.map((f) => ({ ...f })) : null,
  };
}
