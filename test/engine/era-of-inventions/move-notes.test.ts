/**
 * Every listed move says in words what it costs and what it does (both languages), and the
 * English counts agree with their numbers: "1 coin", "1 tool", never "1 coins" or "coin + tools".
 */
import { describe, expect, it } from 'vitest';
import type { GameEvent } from '../../../engine/core/types';
import { at, game, NO_RES, play } from './helpers';
import { seededPlay } from './positions';
import { movesSeen, textsAt } from './texts';

const market = at([{ kind: 'market', seat: 0, left: 5, used: [0, 0, 0], first: true, bonus: false }], {
  0: { coins: 5, gears: 1, res: { ...NO_RES, tools: 2 } },
});
/** "1 coins", "a invention", "an factory": a count or an article that disagrees with its noun. */
const SLIP = /\b1 (coins|gears|tools|tokens|factories|cards|piles|patents|inventions)\b|\ba [aeiou]\w*|\ban [^aeiou\s"]\w*/i;
const note = (s: typeof market, move: Parameters<typeof game.apply>[2], lang: 'en' | 'ja' = 'en') => game.describeMove!(s, 0, move, lang);

describe('move notes and log lines say what is paid, in words', () => {
  it('the lower section (§2.5 area 4, L2): what is paid, counted', () => {
    const log: GameEvent[] = [];
    play(market, 0, 'swap coin tools', log);
    expect(log[0]!.text).toBe('pays 1 coin and 1 tool at the lower section');
    expect(note(market, { kind: 'swap', pay: ['coin', 'tools'] })).toBe(
      'pay 1 coin and 1 tool, then choose 1 coin or resource of another kind',
    );
    expect(note(market, { kind: 'swap', pay: ['tools', 'tools'] })).toMatch(/^pay 2 tools,/);
    expect(note(market, { kind: 'swap', pay: ['coin', 'tools'] }, 'ja')).toBe(
      '金貨1枚と工具1個を支払い、次に別の種類の金貨か資源1個を選ぶ',
    );
  });

  it('the upper and middle sections say what is paid and gained', () => {
    expect(note(market, { kind: 'exchange', trade: 'U1' })).toBe('pay 2 coins, gain 1 gear');
    expect(note(market, { kind: 'exchange', trade: 'M2' })).toBe('pay 1 gear, gain 1 IP');
    expect(note(market, { kind: 'exchange', trade: 'U2' }, 'ja')).toBe('開発歯車1個を支払い、金貨2枚を得る');
  });

  it('gaining after the lower section: one piece, counted', () => {
    const log: GameEvent[] = [];
    play(play(market, 0, 'swap coin tools'), 0, 'gain metal', log);
    expect(log[0]!.text).toBe('exchanges 1 coin and 1 tool for 1 metal');
  });

  it('resolving an area says what its action does (§2.5)', () => {
    const resolve = (area: 'resources' | 'factories' | 'market') => note(market, { kind: 'resolve', area });
    expect(resolve('resources')).toBe('buy up to 3 piles of resources, 1 coin each');
    expect(resolve('factories')).toBe('build up to 3 factories from the display, paying each one’s cost');
    expect(note(market, { kind: 'resolve', area: 'market' }, 'ja')).toBe('開発歯車1個を受け取るか、5回まで交換する');
  });

  it.each([3, 4, 5])('%i players: no "1 <plural>", no "a" before a vowel, no bare "+" list of what a step pays', (players) => {
    const play = seededPlay(players, `notes-${players}`, 29);
    const candidates = movesSeen(play.positions);
    const texts = [...play.positions.flatMap((m) => textsAt(m, candidates).en), ...play.events.map((e) => e.text)];
    expect(texts.length).toBeGreaterThan(300);
    const slips = texts.filter((t) => SLIP.test(t));
    expect(slips.map((t) => `${t.match(SLIP)![0]} in ${t.slice(0, 60)}`).slice(0, 3)).toEqual([]);
    expect(texts.filter((t) => /pays? [a-z]+ \+ [a-z]+/.test(t)).slice(0, 3)).toEqual([]);
  });

  it.each([3, 5])(
    '%i players: every listed move has a note in English and, unless its label says it all, in Japanese; every paid move says "pay"',
    (players) => {
      for (const match of seededPlay(players, `notes-all-${players}`, 11).positions) {
        for (const p of game.pending(match.state)) {
          for (const m of game.legalMoves(match.state, p.seat)) {
            const en = game.describeMove!(match.state, p.seat, m, 'en');
            const ja = game.describeMove!(match.state, p.seat, m, 'ja');
            expect(en.length, game.format(m)).toBeGreaterThan(5);
            // In Japanese a move whose label says it all (石炭2個を得る, このアクションを終える) has no note: it would repeat the label.
            if (['take', 'gain', 'nobonus', 'done'].includes(m.kind)) expect(ja, game.format(m)).toBe('');
            else expect(ja.length, game.format(m)).toBeGreaterThan(3);
            if (['build', 'buy', 'exchange', 'develop', 'patent', 'produce', 'swap', 'pay'].includes(m.kind)) {
              expect(en, game.format(m)).toMatch(/\bpay\b/);
              expect(ja, game.format(m)).toMatch(/支払/);
            }
          }
        }
      }
    },
  );
});
