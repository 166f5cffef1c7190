/**
 * Era of Inventions board partial: turns a seat's `EraView` (engine/era-of-inventions/view.ts)
 * into the mustache data of templates/era-of-inventions/board.mjml. Only the view is read; the
 * two draw piles reach this code as counts only, so their order cannot leak into an email.
 */
import type { EraView, SeatView } from '../../engine/era-of-inventions/view';
import type { Lang } from '../i18n/index';
import type { PlayerLine } from '../model';

/** Seats 1–5: blue, orange, green, purple, teal; white text on each is readable. */
const SEAT_COLOURS = ['#1c64b0', '#c2410c', '#15803d', '#7e22ce', '#0f766e'] as const;

const AREA_NAMES = {
  factories: 'Build factories',
  production: 'Produce in factories',
  resources: 'Buy resources',
  market: 'Exchange market',
  development: 'Develop / patent',
  inventions: 'Produce inventions',
} as const satisfies Record<EraView['areas'][number]['area'], string>;

export function seatColour(seat: number): string {
  return SEAT_COLOURS[seat % SEAT_COLOURS.length] as string;
}

function badgeStyle(seat: number): string {
  return `display:inline-block;background:${seatColour(seat)};color:#fff;border-radius:9px;padding:0 7px;font-size:12px;font-weight:700;white-space:nowrap`;
}

function nameOf(players: readonly PlayerLine[], seat: number): string {
  return players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`;
}

function badge(players: readonly PlayerLine[], seat: number) {
  return { name: nameOf(players, seat), style: badgeStyle(seat) };
}

function seatCard(view: EraView, players: readonly PlayerLine[], p: SeatView) {
  const res = Object.entries(p.resources).map(([r, n]) => `${n} ${r}`).join(' · ');
  const bonus = p.bonusUsable + p.bonusFresh;
  return {
    name: nameOf(players, p.seat),
    colour: seatColour(p.seat),
    isYou: view.you === p.seat,
    isStart: view.startPlayer === p.seat,
    ip: p.ip,
    trackSpace: p.trackSpace,
    coins: p.coins,
    gears: p.gears,
    bonus: bonus > 0 ? `${bonus} bonus token${bonus === 1 ? '' : 's'}${p.bonusFresh > 0 ? ` (${p.bonusFresh} not yet usable)` : ''}` : null,
    resources: res,
    factories: p.factories.join(', '),
    capacity: p.capacity,
    inventions: view.spaces.filter((x) => x.developer === p.seat).map((x) => `${x.id}${x.patent === p.seat ? ' (patent)' : ''}`).join(', ') || 'none',
    inventionCount: p.inventions,
    gearsSpent: p.gearsSpent,
    patents: p.patents,
    markers: p.markers,
    tokens: p.tokens.map((a) => AREA_NAMES[a]).join(', ') || null,
  };
}

/** Two cards per row: side by side on a desktop, stacked on a phone. */
function rows<T>(items: readonly T[]): { cards: T[] }[] {
  const out: { cards: T[] }[] = [];
  for (let i = 0; i < items.length; i += 2) out.push({ cards: items.slice(i, i + 2) });
  return out;
}

export function eraOfInventionsBoard(view: EraView, players: readonly PlayerLine[], _lang: Lang = 'en') {
  const inventions = new Map<string, { name: string; cells: object[] }>();
  for (const x of view.spaces) {
    const row = inventions.get(x.name) ?? { name: x.name, cells: [] };
    row.cells.push({
      tier: x.tier === 'basic' ? 'basic' : 'innovative',
      text: `${x.gearCost} gears → ${x.developIP} IP; pays ${x.reward}`,
      developer: x.developer === null ? null : { ...badge(players, x.developer), patent: x.patent !== null },
    });
    inventions.set(x.name, row);
  }
  return {
      round: view.round,
      rounds: view.rounds,
      notice: view.notice,
      start: badge(players, view.startPlayer),
      waiting: view.pending.map((p) => ({ ...badge(players, p.seat), prompt: p.prompt })),
      final: view.final ? view.final.map((f, seat) => ({ ...badge(players, seat), total: f.total, text: `track ${f.track} + leftovers ${f.leftovers} + bonuses ${f.patents + f.gears + f.capacity}` })) : null,
      areas: view.areas.map((a) => ({ n: a.number, name: AREA_NAMES[a.area], tokens: a.tokens.map((s) => badge(players, s)), free: 2 - a.tokens.length })),
      cards: view.inventionDisplay.map((c, i) => ({ slot: i + 1, empty: c === null, id: c?.id ?? '', kind: c?.kind ?? '', cost: c?.cost ?? '', benefit: c?.benefit ?? '' })),
      inventionPiles: `draw pile ${view.inventionDraw} · discard ${view.inventionDiscard.length}${view.newCards.length > 0 ? ` · new cards waiting: ${view.newCards.join(', ')}` : ''}`,
      factories: view.factoryDisplay.map((f, i) => ({ slot: i + 1, empty: f === null, id: f?.id ?? '', cost: f?.cost ?? '', output: f?.output ?? '', extra: f ? `capacity ${f.capacity}${f.ip > 0 ? `, ${f.ip} IP` : ''}` : '' })),
      factoryPiles: `draw pile ${view.factoryDraw} · discard ${view.factoryDiscard.length}`,
      supply: view.supply.map((x) => `${x.id} ${x.pieces}`).join(' · '),
      inventions: [...inventions.values()],
      patentTrack: view.patentTrack.map((t) => `${t.step}: ${t.cost}c → ${t.ip} IP`).join(' · '),
      seatRows: rows(view.seats.map((p) => seatCard(view, players, p))),
  };
}
