/** Invariants every Nippon position keeps (rules/nippon.md §2, §9); used by play-outs. */
import { dataOf, type NipponState, perCount } from './state';

export function checkInvariants(s: NipponState): string[] {
  const d = dataOf(s);
  const out: string[] = [];
  const workers =
    s.bag.reduce((a, b) => a + b, 0) + s.slots.flat().length + s.rows.flat().length + s.seats.reduce((a, p) => a + p.workers.length, 0);
  const total = d.workerColours.length * (d.workersPerColour - perCount(d.workersRemovedPerColour, s.players));
  if (workers !== total) out.push(`${workers} workers in play, expected ${total}`);
  if (s.bag.some((n) => n < 0)) out.push('negative bag count');
  if (s.slots.some((x) => x.length > d.slotWorkers)) out.push('an action slot holds more than 3 workers');
  if (s.rows.some((x) => x.length > perCount(d.perRow, s.players))) out.push('a worker row is over-full');
  const limit = Math.min(s.players, 4);
  s.seats.forEach((p, seat) => {
    if (p.yen < 0 || p.coal < 0 || p.blueprints < 0 || p.vp < 0 || p.held < 0) out.push(`seat ${seat}: a negative amount`);
    if (p.workers.length > 6) out.push(`seat ${seat}: more than 6 workers`);
    if (new Set(p.factories.map((f) => f.good)).size !== p.factories.length) out.push(`seat ${seat}: two factories of one good`);
    for (const f of p.factories)
      if (f.goods < 0 || f.goods > (d.factoryById.get(f.id)?.storage ?? 0) || f.machine > 2)
        out.push(`seat ${seat}: factory ${f.id} out of bounds`);
    for (const t of ['coal', 'money', 'knowledge'] as const)
      if (p.track[t] < 0 || p.track[t] >= d.tracks[t].length) out.push(`seat ${seat}: ${t} marker off the track`);
    const onBoard = s.cities
      .flatMap((c) => c.slots)
      .filter((t) => t?.seat === seat)
      .map((t) => t!.value);
    if ([...onBoard, ...p.influence].sort().join() !== [...d.influenceTiles].sort().join())
      out.push(`seat ${seat}: influence tiles do not add up`);
    for (const piece of ['train', 'ship'] as const) {
      const placed = s.transports.flat().filter((x) => x.seat === seat && x.piece === piece).length;
      if (placed !== p.placed[piece] || placed > d.pieces[piece].tiles) out.push(`seat ${seat}: ${piece} count mismatch`);
    }
  });
  for (const c of s.cities) if (c.slots.filter((t) => t).length > limit) out.push(`city ${c.tile} over the ${limit}-tile limit`);
  s.transports.forEach((x, r) => {
    if (x.length > perCount(d.transportSlots, s.players)) out.push(`region ${r} has too many trains/ships`);
  });
  const owned = s.seats.flatMap((p) => p.factories.map((f) => f.id));
  if (owned.length + s.factorySupply.length !== d.factories.length || new Set([...owned, ...s.factorySupply]).size !== d.factories.length)
    out.push('factory tiles do not add up');
  if (s.rewards.flat().some((n) => n < 0) || s.x2Left < 0) out.push('negative reward stack');
  return out;
}
