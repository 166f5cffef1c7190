import { describe, expect, it } from 'vitest';
import { newMatch, playText, readMove, replay, numberedMoves, type Match } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { pig } from '../../fixtures/games/pig';
import { seatRef } from '../../../engine/core/seat-text';

function start(seed = 'seed-1', players = 2): Match {
  const created = newMatch(pig, players, {}, seed);
  if (!created.ok) throw new Error(created.error.reason);
  return created.match;
}

describe('match runner', () => {
  it('refuses a player count outside the game range', () => {
    const created = newMatch(pig, 5, {}, 's');
    expect(created.ok).toBe(false);
    if (!created.ok) expect(created.error.reason).toContain('2–4 players');
  });

  it('validates and defaults options', () => {
    expect(start().options).toEqual({ target: 20 });
    const bad = newMatch(pig, 2, { colour: 'red' }, 's');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.reason).toContain('no option "colour"');
    const typed = newMatch(pig, 2, { target: 'ten' }, 's');
    expect(typed.ok).toBe(false);
    const good = newMatch(pig, 2, { target: '30' }, 's');
    expect(good.ok && good.match.options.target).toBe(30);
  });

  it('refuses a move from a seat that is not pending, naming who is', () => {
    const m = start();
    const out = playText(pig, m, 1, 'roll');
    expect(out.ok).toBe(false);
    if (!out.ok) {
      expect(out.error.code).toBe('not-your-turn');
      expect(out.error.reason).toContain(seatRef(0));
    }
  });

  it('picks from the numbered list with a bare number and refuses a number out of range', () => {
    const m = start();
    expect(numberedMoves(pig, m, 0)).toEqual([
      { n: 1, text: 'roll' },
      { n: 2, text: 'hold' },
    ]);
    expect(readMove(pig, m, 0, '1')).toEqual({ ok: true, move: { kind: 'roll' } });
    const bad = readMove(pig, m, 0, '3');
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.reason).toBe('There is no move number 3: choose 1 to 2.');
  });

  it('applies forced steps automatically and records them as forced', () => {
    // Roll until a 1 comes up: the only legal move after it ("confirm") must be applied for us.
    let m = start('forced');
    for (let i = 0; i < 200; i++) {
      const out = playText(pig, m, (m.state as { seat: number }).seat, 'roll');
      if (!out.ok) throw new Error(out.error.reason);
      m = out.match;
      const confirm = out.steps.find((s) => s.move === 'confirm');
      if (confirm) {
        expect(confirm.by).toBe('forced');
        expect((m.state as { phase: string }).phase).toBe('play');
        return;
      }
    }
    throw new Error('never rolled a 1');
  });

  it('marks a move that drew randomness as revealing (no undo past it)', () => {
    const out = playText(pig, start(), 0, 'roll');
    expect(out.ok && out.steps[0]!.reveals).toBe(true);
  });

  it('does not mutate the match it was given', () => {
    const m = start();
    const before = JSON.stringify(m);
    playText(pig, m, 0, 'roll');
    expect(JSON.stringify(m)).toBe(before);
  });

  it('accepts aliases and forgiving spelling', () => {
    expect(readMove(pig, start(), 0, '  ROLL ')).toEqual({ ok: true, move: { kind: 'roll' } });
    expect(readMove(pig, start(), 0, 'サイコロ')).toEqual({ ok: true, move: { kind: 'roll' } });
  });
});

describe('replay', () => {
  it('rebuilds a game byte for byte from seed and moves', () => {
    const played = randomPlayout(pig, 3, 'replay-me', { checks: 'full' });
    expect(played.error).toBeNull();
    const a = replay(pig, { players: 3, seed: 'replay-me', moves: played.moves });
    const b = replay(pig, { players: 3, seed: 'replay-me', moves: played.moves });
    expect(a.error).toBeNull();
    expect(JSON.stringify(a.match)).toBe(JSON.stringify(b.match));
    expect(pig.result(a.match!.state as never)).toEqual(played.result);
  });

  it('gives the same outcome when a game is serialised mid-way and resumed', () => {
    const played = randomPlayout(pig, 2, 'resume', { checks: 'none' });
    const half = Math.floor(played.moves.length / 2);
    const first = replay(pig, { players: 2, seed: 'resume', moves: played.moves.slice(0, half) });
    let m = JSON.parse(JSON.stringify(first.match)) as Match;
    for (const rec of played.moves.slice(half)) {
      const out = playText(pig, m, rec.seat, rec.move);
      if (!out.ok) throw new Error(out.error.reason);
      m = out.match;
    }
    const whole = replay(pig, { players: 2, seed: 'resume', moves: played.moves });
    expect(JSON.stringify(m)).toBe(JSON.stringify(whole.match));
  });

  it('reports the first bad move by index with the reason, keeping the position before it', () => {
    const r = replay(pig, {
      players: 2,
      seed: 's',
      moves: [
        { seat: 0, move: 'roll' },
        { seat: 0, move: 'fly' },
      ],
    });
    expect(r.error?.index).toBe(1);
    expect(r.error?.reason).toContain('"fly" is not a legal move');
    expect(r.match?.step).toBeGreaterThanOrEqual(1);
  });

  it('skips forced records, which are re-derived', () => {
    const r = replay(pig, { players: 2, seed: 's', moves: [{ seat: 0, move: 'anything', by: 'forced' }] });
    expect(r.error).toBeNull();
  });
});

describe('play-out harness', () => {
  it('finishes seeded games with all checks on', () => {
    for (let i = 0; i < 30; i++) {
      const r = randomPlayout(pig, 2 + (i % 3), `pig-${i}`, { checks: 'full' });
      expect(r.error).toBeNull();
      expect(r.finished).toBe(true);
    }
  });

  it('catches a game whose non-pending seat can move', () => {
    const broken = { ...pig, legalMoves: () => [{ kind: 'roll' as const }, { kind: 'hold' as const }] };
    const r = randomPlayout(broken, 2, 'x', { checks: 'light' });
    expect(r.error?.message).toContain('seat 1 is not pending');
  });

  it('catches a game that mutates its input', () => {
    const broken = {
      ...pig,
      apply: (s: Parameters<typeof pig.apply>[0], seat: number, m: Parameters<typeof pig.apply>[2]) => {
        s.turnPoints += 0.5;
        return pig.apply(s, seat, m);
      },
    };
    const r = randomPlayout(broken, 2, 'x', { checks: 'full' });
    expect(r.error?.message).toContain('mutated');
  });

  it('catches a stuck game', () => {
    const r = randomPlayout(pig, 2, 'x', { checks: 'light', options: { target: 100000 }, maxSteps: 50 });
    expect(r.error?.message).toContain('not finished after 50 steps');
  });

  it('catches a broken game invariant', () => {
    const broken = { ...pig, invariants: () => ['pieces not conserved'] };
    const r = randomPlayout(broken, 2, 'x');
    expect(r.error?.message).toContain('pieces not conserved');
  });
});
