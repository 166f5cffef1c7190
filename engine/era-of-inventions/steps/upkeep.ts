/** End-of-round upkeep in the seed's order (§2.9), skipped after the last round (D20). */
import { shuffle, type RngState } from '../../core/rng';
import type { Draft } from '../../core/steps/draft';
import { cardOf, ix } from '../economy';
import type { EraState } from '../state';
import type { Auto } from './common';

/** 1b/1c and 2a/2b: discard the oldest `n` slots, slide the rest to the oldest end keeping order. */
function discardOldest(display: readonly (string | null)[], n: number): { kept: string[]; dropped: string[] } {
  const dropped = display.slice(0, n).filter((x): x is string => x !== null);
  const kept = display.slice(n).filter((x): x is string => x !== null);
  return { kept, dropped };
}

/** Deal from the top of `draw` (its end) until the display has `size` cards or the pile is empty (1f, 2d). */
function refill(kept: string[], draw: string[], size: number): (string | null)[] {
  const out: (string | null)[] = [...kept];
  while (out.length < size && draw.length > 0) out.push(draw.pop() as string);
  while (out.length < size) out.push(null); // E4: left empty
  return out;
}

function inventions(d: Draft<EraState>): void {
  const { data } = ix(d.s);
  const s = d.s;
  // 1a (D2): unproduced start cards on the display leave the game.
  const starts = s.invDisplay.filter((id): id is string => id !== null && cardOf(s, id).kind === 'start');
  const display = s.invDisplay.map((id) => (id !== null && cardOf(s, id).kind === 'start' ? null : id));
  let draw = s.invDraw.slice();
  if (s.rules.startCardRemoval === 'display-and-deck') {
    // D2 alternative: start cards waiting in the draw pile leave too.
    starts.push(...draw.filter((id) => cardOf(s, id).kind === 'start'));
    draw = draw.filter((id) => cardOf(s, id).kind !== 'start');
  }
  if (starts.length > 0) {
    s.invRemoved = [...s.invRemoved, ...starts];
    d.say(
      null,
      `Unproduced start cards leave the game: ${starts.join(', ')}`,
      `生産されなかった初期発明品カードをゲームから除去した：${starts.join('、')}`,
    );
  }
  // 1b / 1c (E8: only what is still in slots 1–3 after 1a).
  const { kept, dropped } = discardOldest(display, data.discardOldest);
  let discard = [...s.invDiscard, ...dropped];
  if (dropped.length > 0)
    d.say(
      null,
      `Invention cards discarded from the display: ${dropped.join(', ')}`,
      `発明品カード置き場の古いカードを捨て札にした：${dropped.join('、')}`,
    );
  const empty = data.inventionDisplaySize - kept.length;
  const reshuffle = s.rules.reshuffleTrigger === 'new-cards' ? s.invNew.length > 0 : s.developedThisRound;
  if (reshuffle) {
    // 1d (D4): every card off the display, new ones included, is shuffled into a new pile (E5).
    draw = shuffle(s.rng, [...discard, ...draw, ...s.invNew]);
    discard = [];
    s.invNew = [];
    d.say(
      null,
      'An invention was developed this round: discard pile, draw pile and new cards are shuffled together',
      'このラウンドに発明品が開発されたため、捨て札・山札・新たな発明品カードをすべてシャッフルした',
    );
  } else if (draw.length < empty) {
    // 1e / E4: too few cards to fill the display.
    draw = shuffle(s.rng, [...discard, ...draw]);
    discard = [];
    d.say(
      null,
      'The invention pile is short: the discard pile is shuffled in',
      '発明品カードの山札が足りないため、捨て札と山札をシャッフルした',
    );
  }
  const dealt = Math.min(empty, draw.length);
  s.invDisplay = refill(kept, draw, data.inventionDisplaySize);
  s.invDraw = draw;
  s.invDiscard = discard;
  if (dealt > 0) {
    d.reveal();
    const dealtIds = s.invDisplay.slice(kept.length, kept.length + dealt);
    d.say(
      null,
      `New invention cards on the display: ${dealtIds.join(', ')}`,
      `発明品カード置き場に新たなカードを置いた：${dealtIds.join('、')}`,
    );
  }
}

function factories(d: Draft<EraState>): void {
  const { data } = ix(d.s);
  const s = d.s;
  const { kept, dropped } = discardOldest(s.facDisplay, data.discardOldest);
  let discard = [...s.facDiscard, ...dropped];
  let draw = s.facDraw.slice();
  if (dropped.length > 0)
    d.say(
      null,
      `Factories discarded from the display: ${dropped.join(', ')}`,
      `工場カード置き場の古いカードを捨て札にした：${dropped.join('、')}`,
    );
  const empty = data.factoryDisplaySize - kept.length;
  if (draw.length < empty) {
    // 2c: shuffle the discard pile in first.
    draw = shuffle(s.rng, [...discard, ...draw]);
    discard = [];
    d.say(
      null,
      'The factory pile is short: the discard pile is shuffled in',
      '工場カードの山札が足りないため、捨て札と山札をシャッフルした',
    );
  }
  const dealt = Math.min(empty, draw.length);
  s.facDisplay = refill(kept, draw, data.factoryDisplaySize);
  s.facDraw = draw;
  s.facDiscard = discard;
  if (dealt > 0) {
    d.reveal();
    const dealtIds = s.facDisplay.slice(kept.length, kept.length + dealt);
    d.say(null, `New factories on the display: ${dealtIds.join(', ')}`, `工場カード置き場に新たなカードを置いた：${dealtIds.join('、')}`);
  }
}

export const upkeep: Auto<'upkeep'> = {
  automatic: true,
  run(d) {
    (d.s as { rng: RngState }).rng = [...d.s.rng] as RngState; // shuffles advance the generator in place: never the input state's
    // Upkeep runs inside whichever move ended the round (often a forced one): a heading of its
    // own keeps its events from reading as that move's.
    d.say(null, `Round ${d.s.round} ends: upkeep`, `第${d.s.round}ラウンド終了：ラウンド終了時の処理`);
    inventions(d);
    factories(d);
    // 3: ships and warehouses.
    d.s.supply = ix(d.s).data.supplyPoints.map((p, i) =>
      (d.s.supply[i] as number) === 0 ? p.refillEmpty : (d.s.supply[i] as number) + p.refillNonEmpty,
    );
    // 4: round marker and start player (to the left = next seat clockwise).
    d.s.round += 1;
    d.s.startPlayer = (d.s.startPlayer + 1) % d.s.players;
    return [];
  },
};
