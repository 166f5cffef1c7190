/**
 * The contract every registered game must keep (STYLE.md §14): seeded play-outs finish with
 * the harness's checks, replay is byte-identical, a game serialised mid-way and resumed
 * ends the same, and no seat's view equals another's where the game hides something.
 * Each game's own suite runs hundreds of play-outs; this one proves the contract for all.
 */
import { describe, expect, it } from 'vitest';
import { playText, randomPlayout, registry, replay, type Match } from '../../engine/index';

for (const game of registry.all) {
  describe(`${game.meta.title} (${game.meta.id}) keeps the engine contract`, () => {
    for (let players = game.meta.minPlayers; players <= game.meta.maxPlayers; players++) {
      it(`${players} players: seeded play-outs finish with every check`, () => {
        for (let i = 0; i < 6; i++) {
          const report = randomPlayout(game, players, `contract-${players}-${i}`, { checks: i < 2 ? 'full' : 'light' });
          expect(report.error, `seed contract-${players}-${i}`).toBeNull();
          expect(report.finished).toBe(true);
        }
      });
    }

    it('replays byte for byte from seed and moves, and resumes from a JSON copy to the same end', () => {
      const players = game.meta.minPlayers + 1 <= game.meta.maxPlayers ? game.meta.minPlayers + 1 : game.meta.minPlayers;
      const played = randomPlayout(game, players, 'contract-replay', { checks: 'none' });
      const a = replay(game, { players, seed: 'contract-replay', moves: played.moves });
      const b = replay(game, { players, seed: 'contract-replay', moves: played.moves });
      expect(a.error).toBeNull();
      expect(JSON.stringify(a.match)).toBe(JSON.stringify(b.match));
      expect(game.result(a.match!.state)).toEqual(played.result);

      const half = Math.floor(played.moves.length / 2);
      const first = replay(game, { players, seed: 'contract-replay', moves: played.moves.slice(0, half) });
      let resumed = JSON.parse(JSON.stringify(first.match)) as Match;
      for (const move of played.moves.slice(half)) {
        const out = playText(game, resumed, move.seat, move.move);
        if (!out.ok) throw new Error(out.error.reason);
        resumed = out.match;
      }
      expect(JSON.stringify(resumed)).toBe(JSON.stringify(a.match));
    });

    it('declares its options with defaults that validate', () => {
      for (const option of game.meta.options) {
        expect(option.description.length).toBeGreaterThan(0);
        if (option.type === 'choice') expect(option.choices).toContain(option.default);
      }
    });
  });
}
