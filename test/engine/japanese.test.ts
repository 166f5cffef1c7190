/**
 * Every game speaks Japanese ("every email, reply, refusal and help text exists in
 * both languages; game words use the names of the rules documents"). For each registered game
 * a seeded random play-out is checked for: a Japanese line for every move (events), every
 * prompt, every score line and every option; a Japanese board (plain text) with none of the
 * English words a board is made of; Japanese refusal reasons for moves that are not legal now.
 * A game added later is checked the same way, because the list comes from the registry.
 */
import { describe, expect, it } from 'vitest';
import { playerRange, registry, replay, randomPlayout, resolveOptions, type AnyGame, type Options } from '../../engine/index';
import { englishWordsIn, hasJapanese } from '../support/japanese';

/**
 * Play-outs per game: the defaults at 3 players, and at 4 the last option set the game names as
 * changing its rules (`meta.variants`: the one with every such option on, e.g. both expansions,
 * whose buildings and nobles have words of their own), within the game's player counts.
 */
function casesOf(game: AnyGame): { players: number; options?: Options }[] {
  const players = (n: number, options: Options = {}) => {
    // Seats the rules play (Barrage's Automas) leave fewer players: the count the option set allows.
    const resolved = resolveOptions(game.meta, options);
    const range = resolved.ok ? playerRange(game.meta, resolved.options) : { min: game.meta.minPlayers, max: game.meta.maxPlayers };
    return Math.min(range.max, Math.max(range.min, n));
  };
  const all = game.meta.variants?.at(-1);
  return [{ players: players(3) }, ...(all ? [{ players: players(4, all), options: all }] : [])];
}

function playOut(game: AnyGame, players: number, options: Options | undefined) {
  const seed = `ja-${game.meta.id}-${players}`;
  const full = randomPlayout(game, players, seed, { checks: 'none', ...(options ? { options } : {}) });
  expect(full.error).toBeNull();
  const run = replay(game, { players, seed, moves: full.moves, ...(options ? { options } : {}) });
  expect(run.error).toBeNull();
  return { full, run };
}

describe.each(registry.all.map((g) => [g.meta.id, g] as const))('%s in Japanese', (_id, game) => {
  const cases = casesOf(game);

  it('names every option in Japanese', () => {
    for (const o of game.meta.options) expect(hasJapanese(o.descriptionJa ?? ''), `option ${o.key}`).toBe(true);
  });

  it.each(cases)('says every move, prompt and score line in Japanese ($players players)', ({ players, options }) => {
    const { run } = playOut(game, players, options);
    for (const step of run.steps) {
      if (step.step === 0) continue;
      expect(step.events.length, `move "${step.move}" (step ${step.step}) tells nobody what happened`).toBeGreaterThan(0);
      for (const e of step.events) expect(hasJapanese(e.ja ?? ''), `event "${e.text}" has no Japanese`).toBe(true);
    }
    const result = game.result(run.match!.state)!;
    for (const line of result.breakdown ?? []) expect(hasJapanese(line.ja ?? ''), `score line "${line.text}"`).toBe(true);
  });

  it.each(cases)('draws the board in Japanese and refuses in Japanese ($players players)', ({ players, options }) => {
    const { full, run } = playOut(game, players, options);
    const records = full.moves.filter((m) => m.by !== 'forced');
    const notations = [...new Set(records.map((m) => m.move))];
    // The moves as JSON (what the log stores), from the replay: the play-out's records carry notation only.
    const played = run.steps.filter((st) => st.step > 0 && st.by !== 'forced').map((st) => st.data);
    expect(played.length).toBeGreaterThan(0);
    // Ten positions spread over the game, and the end.
    for (const k of [...Array.from({ length: 10 }, (_, i) => Math.floor((records.length * i) / 10)), records.length]) {
      const part = replay(game, { players, seed: full.seed, moves: records.slice(0, k), ...(options ? { options } : {}) });
      const state = part.match!.state;
      for (const seat of [...Array.from({ length: players }, (_, s) => s), null]) {
        const text = game.describe(game.view(state, seat), 'ja');
        expect(hasJapanese(text), `board for seat ${seat} at move ${k}`).toBe(true);
        expect(englishWordsIn(text), `board for seat ${seat} at move ${k}:\n${text}`).toEqual([]);
      }
      for (const p of game.pending(state)) {
        expect(hasJapanese(p.promptJa ?? ''), `prompt "${p.prompt}"`).toBe(true);
        for (const m of game.legalMoves(state, p.seat)) {
          // An empty note is no note (the label says it all); a note is Japanese.
          const note = game.describeMove?.(state, p.seat, m, 'ja');
          if (note) expect(hasJapanese(note), `note of ${game.format(m)}`).toBe(true);
        }
        // Moves played elsewhere in the game that are not legal here: each refusal in Japanese.
        let refused = 0;
        for (const text of notations) {
          const parsed = game.parse(text, state, p.seat);
          const error = parsed.ok
            ? (() => {
                const a = game.apply(state, p.seat, parsed.move);
                return a.ok ? null : a.error;
              })()
            : parsed.error;
          if (!error) continue;
          refused++;
          expect(hasJapanese(error.reasonJa ?? ''), `refusal of "${text}": ${error.reason}`).toBe(true);
          if (refused >= 5) break;
        }
        // Moves as JSON from all over the game (most are illegal here): each refusal in Japanese.
        for (const data of played.filter((_, i) => i % Math.max(1, Math.floor(played.length / 40)) === 0)) {
          const a = game.apply(state, p.seat, data);
          if (!a.ok) expect(hasJapanese(a.error.reasonJa ?? ''), `refusal of ${JSON.stringify(data)}: ${a.error.reason}`).toBe(true);
        }
      }
      const waiting = game.pending(state).map((p) => p.seat);
      const idle = Array.from({ length: players }, (_, s) => s).find((s) => !waiting.includes(s));
      const anyMove = played[0];
      if (idle !== undefined && anyMove) {
        const a = game.apply(state, idle, anyMove);
        if (!a.ok) expect(hasJapanese(a.error.reasonJa ?? ''), `not your turn: ${a.error.reason}`).toBe(true);
      }
    }
  });
});
