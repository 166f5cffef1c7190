/** Invariants every position keeps (checked by play-outs); returns the violations. */
import { ix, factoryType } from './economy';
import { RESOURCES } from './data';
import { factoryInstances } from './setup';
import type { EraState } from './state';

function sameSet(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

export function invariantsOf(s: EraState): string[] {
  const out: string[] = [];
  const { data } = ix(s);
  const markers = data.limits.inventionMarkersPerPlayer;
  s.seats.forEach((p, seat) => {
    const name = `seat ${seat + 1}`;
    if (p.coins < 0 || p.gears < 0 || RESOURCES.some((r) => p.res[r] < 0)) out.push(`${name} holds a negative amount`);
    const developed = s.dev.filter((x) => x === seat).length;
    const patented = s.patent.filter((x) => x === seat).length;
    if (p.markers < 0 || p.markers + developed + patented + p.wasted !== markers)
      out.push(`${name}: invention markers do not add up to ${markers}`);
    if (p.patentStep > data.patentTrack.length) out.push(`${name} is beyond the patent track`);
    if (p.patentStep < patented + p.wasted) out.push(`${name} has more patent markers than patents`);
  });
  s.areas.forEach((a, i) => {
    if (a.length > 2) out.push(`area ${i + 1} holds ${a.length} tokens (§2.3: at most 2)`);
    if (new Set(a).size !== a.length) out.push(`area ${i + 1} holds two tokens of one player`);
  });
  const onBoard = s.seats.map((_p, seat) => s.areas.filter((a) => a.includes(seat)).length);
  if (Math.max(...onBoard) - Math.min(...onBoard) > 1) out.push(`tokens on the board are uneven: ${onBoard.join('/')} (E32)`);
  s.patent.forEach((x, i) => {
    if (x !== null && x !== s.dev[i]) out.push(`space ${data.inventionSpaces[i]!.id} has a patent of someone who did not develop it`);
  });
  data.inventionSpaces.forEach((x, i) => {
    if (x.tier !== 'innovative' || s.dev[i] === null) return;
    const basic = data.inventionSpaces.findIndex((b) => b.invention === x.invention && b.tier === 'basic');
    if (s.dev[basic] === null) out.push(`${x.id} is developed before its basic invention`);
  });
  // Every invention card is in exactly one place; cards of undeveloped basics wait outside the game.
  const waiting = data.inventionCards
    .filter(
      (c) =>
        c.invention !== undefined &&
        s.dev[data.inventionSpaces.findIndex((x) => x.invention === c.invention && x.tier === 'basic')] === null,
    )
    .map((c) => c.id);
  const cards = [
    ...s.invDisplay.filter((x): x is string => x !== null),
    ...s.invDraw,
    ...s.invDiscard,
    ...s.invNew,
    ...s.invRemoved,
    ...waiting,
  ];
  if (
    !sameSet(
      cards,
      data.inventionCards.map((c) => c.id),
    )
  )
    out.push('invention cards are lost or duplicated');
  if (s.invDisplay.length !== data.inventionDisplaySize) out.push('the invention display has the wrong number of slots');
  const owned = s.seats.flatMap((p) => p.factories);
  const factories = [...s.facDisplay.filter((x): x is string => x !== null), ...s.facDraw, ...s.facDiscard, ...owned];
  const expected = [...factoryInstances(s, false), ...factoryInstances(s, true).slice(0, s.players)];
  if (!sameSet(factories, expected)) out.push('factory cards are lost or duplicated');
  if (owned.some((id) => !ix(s).factories.has(factoryType(id)))) out.push('a seat owns an unknown factory');
  if (s.supply.some((n) => n < 0)) out.push('a ship or warehouse holds a negative number of pieces');
  if (s.round < 1 || s.round > s.rounds) out.push(`round ${s.round} is outside 1..${s.rounds}`);
  return out;
}
