/**
 * "Every step's prompt names the decision ("Choose an action space", not "take your turn")":
 * the prompt heads every status email ("Your turn: …"), so for every registered
 * game, every prompt met in a seeded 3-player play-out says what is to be decided, in English
 * and in Japanese.
 */
import { describe, expect, it } from 'vitest';
import { legalMovesFor, newMatch, playMove, registry } from '../../engine/index';
import { randomInt, seedRng } from '../../engine/core/rng';
import { hasJapanese } from '../support/japanese';

const VAGUE = /^(?:take (?:your|a) turn|your turn|play|move|make a move|choose a move|decide|act)\.?$/i;

describe.each(registry.all.map((g) => g.meta.id))('%s prompts', (kind) => {
  it('name the decision in English and Japanese', () => {
    const game = registry.get(kind)!;
    const created = newMatch(game, 3, {}, `prompts-${kind}`);
    if (!created.ok) throw new Error(created.error.reason);
    let match = created.match;
    const chooser = seedRng(`prompts-${kind}`);
    const prompts = new Map<string, string | undefined>();
    for (let i = 0; i < 3_000 && game.pending(match.state).length > 0; i++) {
      for (const p of game.pending(match.state)) prompts.set(p.prompt, p.promptJa);
      const seat = game.pending(match.state)[0]!.seat;
      const legal = legalMovesFor(game, match, seat);
      const out = playMove(game, match, seat, legal[randomInt(chooser, legal.length)]!);
      if (!out.ok) throw new Error(out.error.reason);
      match = out.match;
    }
    // Every game has at least two kinds of decision (a bid and a sale, a role and a building).
    expect(prompts.size).toBeGreaterThanOrEqual(2);
    for (const [en, ja] of prompts) {
      expect(en, 'a prompt names what is decided').not.toMatch(VAGUE);
      expect(en.trim().split(/\s+/).length, en).toBeGreaterThanOrEqual(2);
      expect(hasJapanese(ja ?? ''), `Japanese prompt for "${en}"`).toBe(true);
    }
  });
});
