/**
 * Writes to the board through the move's draft (copy on first write), and the automatic
 * bookkeeping every action shares: gains, track steps (§9 "track at top"), worker draws
 * (§4.3, §13) and piece placement with money icons (§5.7).
 */
import { randomInt } from '../core/rng';
import type { Draft } from '../core/steps/draft';
import type { Seat } from '../core/types';
import type { Gain, Piece, Track } from './data';
import { type City, dataOf, effectsOf, type NipponState, perCount, type Player, trackTop } from './state';
import { ga } from './words';

export function clonePlayer(p: Player): Player {
  return {
    ...p,
    track: { ...p.track },
    workers: [...p.workers],
    factories: p.factories.map((f) => ({ ...f })),
    influence: [...p.influence],
    placed: { ...p.placed },
    face: { ...p.face },
    contractsDone: [...p.contractsDone],
    achievements: [...p.achievements],
  };
}

export const cloneCity = (c: City): City => ({ ...c, goods: [...c.goods], slots: [...c.slots] });

/** The player of `seat`, writable. */
export const me = (d: Draft<NipponState>, seat: Seat): Player => d.at('seats', seat, clonePlayer);

export function gain(d: Draft<NipponState>, seat: Seat, g: Gain): void {
  const p = me(d, seat);
  p.yen += g.yen ?? 0;
  p.coal += g.coal ?? 0;
  p.blueprints += g.blueprints ?? 0;
  p.vp += g.vp ?? 0;
}

/** Move a track marker up to `n` spaces; steps beyond the top are lost (§9). Returns the steps taken. */
export function stepTrack(d: Draft<NipponState>, seat: Seat, track: Track, n: number): number {
  const p = me(d, seat);
  const top = trackTop(dataOf(d.s), track);
  const taken = Math.max(0, Math.min(n, top - p.track[track]));
  p.track[track] += taken;
  return taken;
}

/** Money steps per fully revealed icon: 1, or the silk-3 value (§5.7). */
export function iconSteps(s: NipponState, seat: Seat): number {
  const e = effectsOf(dataOf(s), s.seats[seat] as Player).find((x) => x.kind === 'iconSteps');
  return e && e.kind === 'iconSteps' ? e.steps : 1;
}

/** Icons already fully revealed on a player's board (for silk-3's retroactive bonus, A15). */
export function iconsRevealed(s: NipponState, seat: Seat): number {
  const d = dataOf(s);
  const p = s.seats[seat] as Player;
  return (['train', 'ship'] as const).reduce((n, piece) => n + d.pieces[piece].icons.filter((k) => k <= p.placed[piece]).length, 0);
}

/** Take the leftmost tile of `piece` and put it in `region`; money icons are checked per tile (§5.6, §5.7, §11.14). */
export function placePiece(d: Draft<NipponState>, seat: Seat, piece: Piece, region: number): void {
  const data = dataOf(d.s);
  const p = me(d, seat);
  const value = data.pieces[piece].faces[p.face[piece]] as number;
  p.placed[piece] += 1;
  d.at('transports', region).push({ seat, piece, value });
  const name = data.regions[region]?.name ?? '';
  d.say(
    seat,
    `places a ${piece} (${piece === 'train' ? `+${value}` : `${value} VP`}) in ${name}`,
    `${ga(seat)}${data.regions[region]?.ja}に${piece === 'train' ? `鉄道タイル（+${value}）` : `船タイル（${value}勝利点）`}を置いた`,
  );
  if (data.pieces[piece].icons.includes(p.placed[piece])) {
    const taken = stepTrack(d, seat, 'money', iconSteps(d.s, seat));
    d.say(seat, `reveals a money icon: money track +${taken}`, `${ga(seat)}収入アイコンを出し、収入トラックを${taken}進めた`);
  }
}

function drawOne(d: Draft<NipponState>): number | null {
  const bag = d.s.bag;
  const total = bag.reduce((a, b) => a + b, 0);
  if (total === 0) return null;
  let k = randomInt(d.s.rng, total);
  const out = d.mut('bag');
  for (let c = 0; c < out.length; c++) {
    if (k < (out[c] as number)) {
      out[c] = (out[c] as number) - 1;
      return c;
    }
    k -= out[c] as number;
  }
  return null;
}

/** Draw up to `n` workers from the bag (uniform, without replacement, §13). */
export function draw(d: Draft<NipponState>, n: number): number[] {
  if (n > 0) d.mut('rng', (r) => [...r] as typeof r);
  const out: number[] = [];
  for (let i = 0; i < n; i++) {
    const c = drawOne(d);
    if (c === null) break;
    out.push(c);
  }
  return out;
}

/** §4.3 step 2 (R5): slots up to 3 (A1→A5), then rows from the top; short rows are remembered (A5). */
export function globalRefill(d: Draft<NipponState>): void {
  const data = dataOf(d.s);
  for (let i = 0; i < d.s.slots.length; i++) {
    const need = data.slotWorkers - (d.s.slots[i]?.length ?? 0);
    if (need > 0) d.at('slots', i).push(...draw(d, need));
  }
  const per = perCount(data.perRow, d.s.players);
  for (let r = 0; r < d.s.rows.length; r++) {
    const need = per - (d.s.rows[r]?.length ?? 0);
    const got = draw(d, need);
    d.at('rows', r).push(...got);
    d.mut('rowShort')[r] = need - got.length;
  }
}

/** Workers returned to the bag top up rows left short by a shortage, top first (§6 step 3, A40, R6). */
export function returnWorkers(d: Draft<NipponState>, workers: readonly number[]): void {
  const bag = d.mut('bag');
  for (const c of workers) bag[c] = (bag[c] as number) + 1;
  for (let r = 0; r < d.s.rows.length; r++) {
    const short = d.s.rowShort[r] as number;
    if (short <= 0) continue;
    const got = draw(d, short);
    d.at('rows', r).push(...got);
    d.mut('rowShort')[r] = short - got.length;
  }
}
