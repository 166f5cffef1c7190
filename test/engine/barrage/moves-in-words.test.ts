/**
 * What the emails show beside each move: every move described in English and Japanese,
 * prompts that name the decision, compound lines that carry out a whole action, no move starting
 * with a mail command; and what the view holds (options) or hides (rehide, spec §9).
 */
import { describe, expect, it } from 'vitest';
import { barrage, compoundMoves, type BarrageState } from '../../../engine/barrage';
import { newMatch, playText, type Match } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { isKeyword } from '../../../lambdas/mail/inbound/commands';
import { lab, newGame, options, patchSeat, playAll, put, turnOf } from './helpers';

const say = (s: BarrageState, seat: number, text: string, lang: 'en' | 'ja' = 'en') => {
  const parsed = barrage.parse(text, s, seat);
  if (!parsed.ok) throw new Error(parsed.error.reason);
  return barrage.describeMove!(s, seat, parsed.move, lang);
};

describe('every move says what it does and costs', () => {
  it('action spaces: the action and its engineers and credits', () => {
    const s = lab(2);
    expect(say(s, 0, 'place W2L')).toBe('Water management: add 2 drops at a headstream; 1 engineer');
    expect(say(s, 0, 'place W2R')).toBe('Water management: add 2 drops at a headstream; 2 engineers, 3 credits for the space');
    expect(say(s, 0, 'place R3L')).toBe('Workshop: pay 5 credits, turn your wheel 3; 2 engineers');
    expect(say(s, 0, 'bank 3')).toBe('Bank: gain 3 credits; 3 engineers');
    expect(say(s, 0, 'place W2L', 'ja')).toBe('水源：水2個を水源に置く（ワーカー1）');
    expect(say(s, 0, 'place CB1', 'ja')).toBe('建設：技術タイルと建機で建物を1個建てる（ワーカー1）');
  });

  it('construction sites: where, and what they cost with the tile chosen (red-bordered spaces included)', () => {
    const s = playAll(lab(2), 0, ['place CB1', 'tile base']);
    expect(say(s, 0, 'build base at 4U')).toBe(
      'base at 4U (basin 4, mountains, red-bordered: 3 credits); needs 3 excavators and 3 credits',
    );
    expect(say(s, 0, 'build base at 8L')).toBe('base at 8L (basin 8, plains); needs 3 excavators');
  });

  it('productions: the energy a system and a drop count give, and the fee for a foreign conduit', () => {
    let s = put(put(put(lab(2), 0, 'base', '2L', { level: 2, drops: 2 }), 1, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0');
    s = patchSeat(s, 0, { credits: 6 });
    s = playAll(s, 0, ['place T+2L']);
    expect(say(s, 0, 'release 2 drops')).toBe('2 drops: 8 energy; pay 2 credits to the conduit owner');
    expect(say(s, 0, 'release 2 drops', 'ja')).toBe('発電8、取水塔の所有者に2CR');
  });

  it('skip says what is skipped, and contracts say what they need and give', () => {
    const s = playAll(put(put(put(lab(2), 0, 'base', '2L', { level: 2, drops: 2 }), 0, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0'), 0, [
      'place T+2L',
      'release 2 drops',
    ]);
    expect(say(s, 0, 'skip')).toBe('fulfil no contract now');
    expect(say(s, 0, 'fulfil S1')).toBe('fulfil contract S1: 3 energy → 2 credits, 2 energy');
    expect(say(s, 0, 'skip', 'ja')).toBe('契約を充足しない');
  });
});

describe('prompts name the decision, in English and Japanese', () => {
  it('a turn asks for an action space; the construction asks for a tile', () => {
    expect(barrage.pending(lab(2))).toEqual([{ seat: 0, prompt: 'choose an action space', promptJa: 'アクションスペースを選ぶ' }]);
    expect(barrage.pending(playAll(lab(2), 0, ['place CB1']))).toEqual([
      { seat: 0, prompt: 'choose a technology tile', promptJa: '技術タイルを選ぶ' },
    ]);
  });
});

describe('the notation stays clear of the mail commands', () => {
  it('an optional decision is skipped with "skip" (also "decline", "no thanks" and 辞退), never a move starting with a command', () => {
    const s = playAll(put(put(put(lab(2), 0, 'base', '2L', { level: 2, drops: 2 }), 0, 'conduit', 'C2L'), 0, 'powerhouse', 'P6_0'), 0, [
      'place T+2L',
      'release 2 drops',
    ]);
    for (const text of ['skip', 'decline', 'no thanks', '辞退'])
      expect(barrage.parse(text, s, 0)).toEqual({ ok: true, move: { kind: 'decline' } });
    for (const m of barrage.legalMoves(s, 0)) expect(isKeyword(barrage.format(m).split(' ')[0]!)).toBe(false);
  });
});

/** Play a compound line as the service would: its parts in order, forced steps in between. */
function playLine(match: Match, seat: number, text: string): Match {
  let m = match;
  for (const part of text.split(';')) {
    const out = playText(barrage, m, seat, part.trim());
    if (!out.ok) throw new Error(`"${part.trim()}" of "${text}": ${out.error.reason}`);
    m = out.match;
  }
  return m;
}

describe('compound actions in one line', () => {
  it('lists whole constructions (place, tile, site) that the parser accepts part by part', () => {
    const s = lab(2);
    const lines = compoundMoves(s, 0);
    expect(lines.length).toBeGreaterThan(5);
    expect(lines.length).toBeLessThanOrEqual(40);
    expect(lines.map((l) => l.text)).toContain('place CB1; tile base; build base at 1U');
    expect(barrage.compound!(s, 0)).toEqual(lines);
    const match: Match = {
      game: 'barrage',
      engineVersion: barrage.meta.engineVersion,
      players: 2,
      options: options({ variant: 'intro' }),
      seed: 'lab',
      step: 0,
      state: s,
    };
    for (const line of lines) {
      const after = playLine(match, 0, line.text);
      // The action is over: the other seat decides now.
      expect(barrage.pending(after.state as BarrageState)[0]?.seat, line.text).toBe(1);
    }
  });

  it('in seeded games, every listed line applies, and nothing is listed for a seat that is not deciding', () => {
    for (const seed of ['cmp-a', 'cmp-b']) {
      const played = randomPlayout(barrage, 3, seed, { checks: 'none' });
      const made = newMatch(barrage, 3, {}, seed);
      if (!made.ok) throw new Error(made.error.reason);
      let match = made.match;
      for (const [i, record] of played.moves.entries()) {
        if (i % 15 === 0) {
          const state = match.state as BarrageState;
          const seat = barrage.pending(state)[0]!.seat;
          expect(compoundMoves(state, (seat + 1) % 3)).toEqual([]);
          for (const line of compoundMoves(state, seat)) playLine(match, seat, line.text);
        }
        const out = playText(barrage, match, record.seat, record.move);
        if (!out.ok) throw new Error(out.error.reason);
        match = out.match;
      }
    }
  });
});

describe('the view', () => {
  it('carries the game options (for a VP preview on the energy track)', () => {
    const s = newGame(3, 'opts', { energyTiePool: '8', releaseBeforeContract: true });
    expect(barrage.view(s, 0).options).toEqual({
      intro: false,
      tiePool: 8,
      releaseBeforeContract: true,
      mahiriExtraOfficers: true,
      fieslerInSecond: false,
    });
  });

  it('does not change when the hidden stacks and decks are drawn again (spec §9)', () => {
    const s = newGame(4, 'rehide');
    const r = barrage.rehide!(s, 0, 'x');
    expect(r.contracts.stacks.green).not.toEqual(s.contracts.stacks.green);
    expect([...r.contracts.stacks.green].sort()).toEqual([...s.contracts.stacks.green].sort());
    expect(r.patent.decks.map((d) => [...d].sort())).toEqual(s.patent.decks.map((d) => [...d].sort()));
    for (const viewer of [0, 1, 2, 3, null]) expect(barrage.view(r, viewer)).toEqual(barrage.view(s, viewer));
  });
});

describe('choices explained: the draft’s powers, what a tile builds and costs', () => {
  it('a draft choice says the company’s power (from its 3rd powerhouse, spec §1.9) and the officer’s (§1.10)', () => {
    const s = newGame(3, 'first');
    const seat = barrage.pending(s)[0]!.seat;
    const m = barrage
      .legalMoves(s, seat)
      .find((x) => x.kind === 'draft' && x.company === 'italy' && x.officer === 'adler' && x.contract === 'S1')!;
    expect(barrage.describeMove!(s, seat, m, 'en')).toBe(
      'Italy (3rd powerhouse on: 3 energy more after each production) with Wilhelm Adler (your bases always cost 3 excavators), starting contract S1: 3 energy → 2 credits, 2 energy',
    );
    expect(barrage.describeMove!(s, seat, m, 'ja')).toBe(
      'イタリア（発電所3個目から：発電アクションの後に発電3を追加）と役員Wilhelm Adler（ベースは場所によらずショベル3で建設）、初期契約S1：発電3 → 2CR、発電2',
    );
  });

  it('a tile says what it builds and what that costs this player (spec §1.9 cost chart), red-bordered sites included', () => {
    const s = playAll(turnOf(lab(2), 1), 1, ['place CB1']);
    // Seat 1 is Germany with Jill McDowell: conduits also for mixers.
    expect(say(s, 1, 'tile conduit')).toBe('builds a conduit for 2 excavators per production value, or 1 mixer per value');
    expect(say(s, 1, 'tile base')).toBe('builds a base for 3–5 excavators by area; red-bordered sites 3 credits more');
    expect(say(s, 1, 'tile joker', 'ja')).toContain('または延長壁（地形によりミキサー2–4）または');
    expect(say(s, 1, 'tile powerhouse', 'ja')).toBe('発電所（ミキサー2）を建設、赤枠マスは3CR追加');
  });
});
