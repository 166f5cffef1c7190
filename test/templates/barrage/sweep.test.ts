import { describe, expect, it } from 'vitest';
import { newMatch, playText, type Match } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { barrage, type BarrageState } from '../../../engine/barrage';
import { buildStatusModel, withBoard } from '../../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../../templates/status';
import { NAMES, playerCards, visible } from './fixtures';

/** Walk a whole play-out and render the status email of one seat every `every` steps (and at the end). */
function sweep(players: number, variant: 'normal' | 'intro', seed: string, every: number) {
  const options = { variant };
  const full = randomPlayout(barrage, players, seed, { checks: 'none', options });
  expect(full.finished).toBe(true);
  const created = newMatch(barrage, players, options, seed);
  if (!created.ok) throw new Error(created.error.reason);
  let match: Match = created.match;
  const rendered: { step: number; html: string; state: BarrageState }[] = [];
  const render = (i: number) => {
    const seat = i % players;
    const model = buildStatusModel({
      game: barrage,
      match,
      seat,
      names: NAMES.slice(0, players),
      gameId: 'g1',
      recipientAddress: 'a@example.com',
      replyAddress: 'g-g1-0-x@example.org',
    });
    rendered.push({ step: i, html: renderStatusEmail(withBoard(model)).html, state: match.state as BarrageState });
  };
  full.moves.forEach((m, i) => {
    if (i % every === 0) render(i);
    if (m.by === 'forced') return;
    const out = playText(barrage, match, m.seat, m.move, m.by ?? 'player');
    if (!out.ok) throw new Error(`${seed} move ${i}: ${out.error.reason}`);
    match = out.match;
  });
  render(full.moves.length);
  return rendered;
}

describe('Barrage board across whole games', () => {
  for (const [players, variant] of [
    [2, 'normal'],
    [3, 'intro'],
    [4, 'intro'],
  ] as const) {
    it(`renders every phase of a ${players}-player ${variant} game: all players, no unfilled tags, under 90 KB`, () => {
      const emails = sweep(players, variant, `sweep-${players}-${variant}`, 20);
      expect(emails.length).toBeGreaterThan(5);
      for (const { step, html, state } of emails) {
        expect(html, `step ${step}`).not.toContain('{{');
        expect(Buffer.byteLength(html), `step ${step}`).toBeLessThan(90_000);
        expect(playerCards(html)).toHaveLength(players);
        const text = visible(html);
        for (const name of NAMES.slice(0, players)) expect(text).toContain(name);
        // The patent office belongs to the normal game only (spec §2).
        expect(text.includes('Patent office'), `step ${step}`).toBe(variant === 'normal');
        expect(text).toContain(`round ${Math.min(state.round, 5)} of 5`);
      }
    });
  }
});
