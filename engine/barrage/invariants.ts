/** State invariants checked by play-outs: resources, pieces, engineers, water, wheels, tiles. */
import { built } from './abilities';
import { PIECES, STRUCTURE_TYPES } from './data/companies';
import { ENGINEERS } from './data/energy';
import { ADVANCED_TILES, ANTON_TILE, BASIC_TILES, INTRO_JOKER } from './data/tiles';
import type { BarrageState } from './state';
import { tilesOnWheel, WHEEL_SEGMENTS } from './wheel';

export function checkInvariants(s: BarrageState): string[] {
  const bad: string[] = [];
  const advanced = new Map<string, number>();
  const count = (id: string) => advanced.set(id, (advanced.get(id) ?? 0) + 1);
  s.seats.forEach((p, seat) => {
    const name = `seat ${seat + 1}`;
    for (const k of ['credits', 'ex', 'mx', 'engineers'] as const) if (p[k] < 0) bad.push(`${name} has ${p[k]} ${k}`);
    const bases = Object.values(s.dams).filter((d) => d.owner === seat);
    const onMap = {
      base: bases.length,
      elevation: bases.reduce((n, d) => n + d.level - 1, 0),
      conduit: Object.values(s.conduits).filter((o) => o === seat).length,
      powerhouse: Object.values(s.powerhouses).filter((o) => o === seat).length,
    };
    for (const t of STRUCTURE_TYPES) {
      if (p.pieces[t] < 0 || p.pieces[t] > PIECES[t]) bad.push(`${name} has ${p.pieces[t]} ${t} pieces on the board`);
      if (onMap[t] !== built(p, t)) bad.push(`${name}: ${onMap[t]} ${t}s on the map but ${built(p, t)} taken from the board`);
    }
    const placed = Object.values(s.used).reduce((n, seats) => n + seats.filter((x) => x === seat).length, 0);
    if (p.company && p.engineers + placed + p.mahiriUsed.length !== ENGINEERS) {
      bad.push(`${name}: ${p.engineers} engineers in hand + ${placed} placed + ${p.mahiriUsed.length} on Mahiri ≠ ${ENGINEERS}`);
    }
    const w = p.wheel;
    if (w.segments.length !== WHEEL_SEGMENTS || w.open < 0 || w.open >= WHEEL_SEGMENTS) bad.push(`${name}: malformed wheel`);
    const open = w.segments[w.open];
    if (open && (open.tiles.length > 0 || open.ex > 0 || open.mx > 0)) bad.push(`${name}: the wheel's open segment is not empty`);
    if (w.segments.some((g) => g.ex < 0 || g.mx < 0)) bad.push(`${name}: negative machinery on the wheel`);
    if (p.company) {
      const all = [...p.tiles, ...tilesOnWheel(w)];
      const expected: string[] = [...BASIC_TILES];
      if (s.options.intro) expected.push(INTRO_JOKER);
      if (p.officer === 'krylov') expected.push(ANTON_TILE);
      for (const t of expected)
        if (all.filter((x) => x === t).length !== 1) bad.push(`${name}: tile ${t} is not exactly once in supply + wheel`);
      for (const t of all) if (!expected.includes(t)) count(t);
    }
  });
  for (const deck of s.patent.decks) deck.forEach(count);
  s.patent.positions.forEach((t) => t && count(t));
  for (const [id, n] of advanced) {
    if (!ADVANCED_TILES.some((t) => t.id === id)) bad.push(`unknown tile ${id}`);
    if (n > 1) bad.push(`advanced tile ${id} exists ${n} times`);
  }
  const inTransit = s.stack.reduce((n, f) => n + (f.kind === 'release' ? f.drops : 0), 0);
  const onMap = Object.values(s.headstreams).reduce((n, h) => n + h.drops, 0) + Object.values(s.dams).reduce((n, d) => n + d.drops, 0);
  if (onMap + inTransit !== s.water.added - s.water.exited) {
    bad.push(`water: ${onMap} on the map + ${inTransit} in transit ≠ ${s.water.added} added − ${s.water.exited} exited`);
  }
  for (const [site, d] of Object.entries(s.dams))
    if (d.drops < 0 || d.drops > 4 || d.level < 1 || d.level > 3) bad.push(`dam ${site} is ${d.level}/${d.drops}`);
  return bad;
}
