/** The §5 readings as options: each default is the spec's decision, each alternative changes what it says. */
import { describe, expect, it } from 'vitest';
import { resolveOptions } from '../../../engine/core/options';
import { randomPlayout } from '../../../engine/core/playout';
import type { EraState } from '../../../engine/era-of-inventions';
import { DEFAULT_RULES } from '../../../engine/era-of-inventions/rules';
import { finalScores } from '../../../engine/era-of-inventions/score';
import { at, developed, game, legal, newGame, play, SENTINEL, top, withState } from './helpers';

function rules(raw: Record<string, string | boolean>): EraState['rules'] {
  const r = resolveOptions(game.meta, raw);
  if (!r.ok) throw new Error(r.error.reason);
  return game.setup(3, r.options, 'rules').rules;
}

function withRules(s: EraState, raw: Record<string, string | boolean>): EraState {
  return { ...s, rules: rules(raw) };
}

describe('rule flags (§5)', () => {
  it('default to the spec decisions and are kept in the state', () => {
    expect(newGame().rules).toEqual(DEFAULT_RULES);
    expect(rules({ reshuffleTrigger: 'new-cards', bonusAfterDecline: 'off' })).toMatchObject({
      reshuffleTrigger: 'new-cards',
      bonusAfterDecline: false,
    });
    expect(resolveOptions(game.meta, { reshuffleTrigger: 'sometimes' }).ok).toBe(false);
  });

  it('D2 display-and-deck: start cards in the draw pile leave at upkeep too', () => {
    const s0 = withRules(
      withState(newGame(3, 'd2'), {
        stack: [SENTINEL, { kind: 'resolve', seat: 0 }],
        areas: [[0], [], [], [], [], []],
        invDraw: ['S10', 'S11', 'S12'],
        invDisplay: ['S01', 'S02', 'S03', 'S04', 'S05', 'S06', 'S07'],
      }),
      { startCardRemoval: 'display-and-deck' },
    );
    const out = game.apply({ ...s0, stack: [{ kind: 'resolve', seat: 0 }] }, 0, { kind: 'pass', area: 'factories' });
    if (!out.ok) throw new Error(out.error.reason);
    expect(out.state.invRemoved).toHaveLength(10);
    expect(out.state.invDraw).toEqual([]);
  });

  it('D4 new-cards: an innovative development alone does not reshuffle', () => {
    const display = ['cash-register-a', 'cash-register-b', 'cash-register-c', 'S09', 'S10', 'S11', 'S12'];
    const draw = ['S01', 'S02', 'S03', 'S04', 'S05', 'S06', 'S07', 'S08'];
    // This round only an innovative space was developed (no new cards).
    const base = developed(withState(newGame(3, 'd4'), { invDisplay: display, invDraw: draw, invNew: [], developedThisRound: true }), {
      'cash-register-basic': [1],
      'cash-register-innovative': [2],
    });
    const run = (s: EraState) => {
      const out = game.apply({ ...s, stack: [{ kind: 'resolve', seat: 0 }], areas: [[0], [], [], [], [], []] }, 0, {
        kind: 'pass',
        area: 'factories',
      });
      if (!out.ok) throw new Error(out.error.reason);
      return out.state;
    };
    // 1a removes the 4 start cards, 1b discards the 3 cash-register cards: 7 empty slots, 8 in the pile.
    const kept = run(withRules(base, { reshuffleTrigger: 'new-cards' }));
    expect(kept.invDisplay).toEqual(['S08', 'S07', 'S06', 'S05', 'S04', 'S03', 'S02']); // dealt in pile order: no shuffle
    expect(kept.invDiscard).toEqual(['cash-register-a', 'cash-register-b', 'cash-register-c']);
    const shuffled = run(base); // default D4: any development reshuffles discard and pile together
    expect(shuffled.invDiscard).toEqual([]);
    expect(shuffled.invDisplay.filter(Boolean).length + shuffled.invDraw.length).toBe(11);
  });

  it('D7 off: L2 may gain a kind it paid', () => {
    const market = { kind: 'market' as const, seat: 0, left: 5, used: [0, 0, 0] as [number, number, number], first: true, bonus: false };
    const s = play(withRules(at([market], { 0: { coins: 2 } }), { l2RequireDifferentKind: false }), 0, 'swap coin coin');
    expect(legal(s, 0)).toContain('gain coin');
  });

  it('D9 off: everyone tied at 0 shares a bonus', () => {
    const s = withRules(newGame(3), { bonusRequiresPositive: false });
    expect(finalScores(s).map((f) => f.patents)).toEqual([2, 2, 2]);
    expect(finalScores(newGame(3)).map((f) => f.patents)).toEqual([0, 0, 0]);
  });

  it('D13 off: no bonus window after a pass', () => {
    const s0 = withState(at([{ kind: 'resolve', seat: 0 }], { 0: { bonus: [0] } }), { areas: [[0], [], [], [], [], []] });
    expect(top(play(s0, 0, 'pass factories'))?.kind).toBe('bonus');
    expect(top(play(withRules(s0, { bonusAfterDecline: false }), 0, 'pass factories'))).toBe(SENTINEL);
  });

  it('D27 on: a marker may be wasted even with an own invention to patent', () => {
    const lab = { kind: 'lab' as const, seat: 0, mode: 'choose' as const, left: 2, gears: 0, bonus: false };
    const s = developed(at([lab], { 0: { coins: 5 } }), { 'telephone-basic': [0] });
    expect(legal(s, 0)).not.toContain('patent none');
    expect(legal(withRules(s, { allowVoluntaryWaste: true }), 0)).toContain('patent none');
  });

  it('whole games play under every alternative', () => {
    const options = {
      startCardRemoval: 'display-and-deck',
      reshuffleTrigger: 'new-cards',
      l2RequireDifferentKind: false,
      bonusRequiresPositive: false,
      bonusAfterDecline: false,
      allowVoluntaryWaste: true,
    };
    for (const players of [3, 4, 5]) {
      const r = randomPlayout(game, players, `alt-rules-${players}`, { options, checks: 'full' });
      expect(r.error).toBeNull();
      expect(r.finished).toBe(true);
    }
  });
});
