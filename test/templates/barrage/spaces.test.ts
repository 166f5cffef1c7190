import { describe, expect, it } from 'vitest';
import { barrage } from '../../../engine/barrage';
import { SPACES } from '../../../engine/barrage/data/spaces';
import type { BarrageView } from '../../../engine/barrage/view';
import { actionSpaces } from '../../../engine/barrage/email/spaces';
import { emailFor, NAMES, position, seatOnTurn, visible, type Position } from './fixtures';

// The same mid-game position as board.test.ts (round 3, spaces taken by all four players).
let cached: Position | null = null;
const midGame = () => (cached ??= position('board-1', 0.51));

const escape = (s: string) => s.replace(/[+]/g, '\\+');

/** The lines of the "Action spaces" block as visible text, each split into its chips (` · `). */
function spaceLines(html: string): string[][] {
  const start = html.indexOf('Action spaces');
  expect(start).toBeGreaterThan(0);
  const block = html.slice(start, html.indexOf('</table>', start)).replace(/<br \/>/g, ' | ');
  return visible(block)
    .split(' | ')
    .map((line) => line.trim().split(' · '));
}

/** The chip of one space, from its id on (the first chip of a line follows the line's label). */
function chipOf(lines: string[][], id: string, within: string[][] = lines): string {
  const re = new RegExp(`(?:^| )(${escape(id)} .*)$`);
  for (const chip of within.flat()) {
    const m = re.exec(chip);
    if (m) return m[1] as string;
  }
  throw new Error(`no chip for ${id} in ${JSON.stringify(lines)}`);
}

describe('Barrage action spaces in the status email', () => {
  it('lists every space the reader may place on, under the id `place` takes, with its cost', () => {
    const p = midGame();
    const seat = seatOnTurn(p);
    const lines = spaceLines(emailFor(p, seat).email.html);
    const ids = barrage
      .legalMoves(p.state, seat)
      .map((m) => barrage.format(m))
      .filter((t) => t.startsWith('place '))
      .map((t) => t.slice(6));
    expect(ids.filter((id) => id.startsWith('CB')).length).toBeGreaterThan(0);
    expect(ids.filter((id) => !id.startsWith('CB')).length).toBeGreaterThan(3);
    for (const id of ids) {
      const row = SPACES.find((r) => r.id === id);
      const cost = `${row?.engineers}e${row?.cost ? `+${row.cost}cr` : ''}`;
      // Company-board costs are listed once for all players; a shared space the reader may take is free.
      expect(chipOf(lines, id), `place ${id}`).toBe(id.startsWith('CB') ? `${id} ${cost}` : `${id} ${cost} free`);
    }
  });

  it('names who is on each shared space and which company-board spaces each player has taken', () => {
    const p = midGame();
    const { email, view } = emailFor(p, 0);
    const lines = spaceLines(email.html);
    const taken = lines.filter((l) => l[0]?.startsWith('taken '));
    expect(taken).toHaveLength(1);
    let shared = 0;
    let personal = 0;
    for (const [key, seats] of Object.entries(view.used)) {
      const [id, owner] = key.split('#') as [string, string | undefined];
      const row = SPACES.find((r) => r.id === id);
      expect(row, key).toBeDefined();
      if (!row || seats.length === 0) continue;
      if (owner !== undefined) {
        personal++;
        expect(chipOf(lines, id, taken), key).toBe(`${id} ${NAMES[Number(owner)]}`);
        continue;
      }
      shared++;
      const cost = row.action.kind === 'bank' ? 'Ne' : `${row.engineers}e${row.cost ? `+${row.cost}cr` : ''}`;
      const chip = chipOf(lines, id);
      expect(chip.startsWith(`${id} ${cost} `), chip).toBe(true);
      for (const s of new Set(seats)) expect(chip, `${id} occupied by ${NAMES[s]}`).toContain(NAMES[s]);
      expect(chip).not.toContain('free');
    }
    // The position must exercise both kinds, and the Bank with several players (with counts).
    expect(shared).toBeGreaterThan(3);
    expect(personal).toBeGreaterThan(0);
    const bank = view.used.BANK ?? [];
    expect(new Set(bank).size).toBeGreaterThan(1);
    expect(chipOf(lines, 'BANK')).toContain(`${NAMES[bank[0] as number]}×${bank.filter((s) => s === bank[0]).length}`);
    // Occupants wear their seat colour.
    const [first, seats] = Object.entries(view.used).find(([k, s]) => !k.includes('#') && s.length > 0 && k !== 'BANK') ?? [];
    expect(email.html).toMatch(new RegExp(`${escape(first ?? '?')}[^<]*<b class="bc s${seats?.[0] ?? 0}"`));
    expect(email.html).toContain(`.s${seats?.[0] ?? 0} { background: ${['#1c64b0', '#c2410c', '#15803d', '#7e22ce'][seats?.[0] ?? 0]}; }`);
  });

  it('marks the rows closed at this player count as blocked, and leaves the section out of the draft', () => {
    const p = position('spaces-3p', 0.4, 3);
    const lines = spaceLines(emailFor(p, seatOnTurn(p), NAMES.slice(0, 3)).email.html);
    const lineOf = (id: string) => (lines.find((l) => l.some((c) => new RegExp(`(^| )${escape(id)} `).test(c))) ?? []).join(' · ');
    const closed = SPACES.filter((r) => r.minPlayers === 4);
    expect(closed.length).toBeGreaterThan(0);
    for (const row of closed) expect(lineOf(row.id), row.id).toMatch(/: blocked for 3 players$/);
    for (const row of SPACES.filter((r) => r.minPlayers <= 3 && !r.personal)) expect(lineOf(row.id), row.id).not.toContain('blocked');

    expect(emailFor(position('spaces-draft', 0), 0).email.html).not.toContain('Action spaces');
  });

  it('leaves the Patent Office out of the introductory game and shows Mahiri Sekibo’s spaces when she is in play', () => {
    const view = emailFor(midGame(), 0).view;
    const nameOf = (s: number) => NAMES[s] as string;
    const titles = (v: BarrageView) => actionSpaces(v, nameOf).map((g) => g.title);
    expect(titles(view)).toContain('Patent office');
    expect(titles({ ...view, variant: 'intro' })).not.toContain('Patent office');

    const texts = (v: BarrageView, line: number) =>
      (actionSpaces(v, nameOf)[0]?.lines[line]?.chips ?? []).map((c) => [c.text, ...c.on.map((o) => o.who)].join(' '));
    expect(texts(view, 0).some((t) => t.startsWith('XO'))).toBe(false);
    const seats = view.seats.map((p, i) => (i === 2 ? { ...p, officer: 'sekibo' as const, mahiriUsed: ['XO2'] } : p));
    const withMahiri = { ...view, seats };
    expect(texts(withMahiri, 0)).toEqual(expect.arrayContaining(['XO1\u00a01e', 'XO2\u00a01e+3cr']));
    expect(texts(withMahiri, 1)).toContain('XO2 Chiara');
  });
});
