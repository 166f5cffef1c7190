import { describe, expect, it } from 'vitest';
import { buildStatusModel, withBoard } from '../../../lambdas/play/letters/status-model';
import { replay, type Match } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { puertoRico, type PRState } from '../../../engine/puerto-rico';
import { ROLE_NAMES } from '../../../engine/puerto-rico/data';
import { renderStatusEmail } from '../../../templates/status';
import { decodeEntities, mailtoLinks, parseMailto } from '../helpers';

const NAMES = ['Anna', 'Ben', 'Chiara', 'Daisuke'];

function midGame(seed: string): Match {
  const full = randomPlayout(puertoRico, 4, seed, { checks: 'none' });
  const half = replay(puertoRico, { players: 4, seed, moves: full.moves.slice(0, Math.floor(full.moves.length / 2)) });
  if (!half.match) throw new Error('replay failed');
  return half.match;
}

function emailFor(match: Match, seat: number) {
  const model = buildStatusModel({
    game: puertoRico,
    match,
    seat,
    names: NAMES,
    gameId: 'g7k2',
    recipientAddress: `p${seat}@example.com`,
    replyAddress: `g-g7k2-${seat}-abcdef1234@play.example.org`,
  });
  return { model, email: renderStatusEmail(withBoard(model)) };
}

/** Visible text of the HTML part (tags dropped, entities decoded). */
function visible(html: string): string {
  return decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
}

describe('Puerto Rico status email', () => {
  it('shows each seat its own VP chips and no other seat its hidden VP chips (spec §9)', () => {
    const match = midGame('hidden-vp');
    // Distinctive chip counts that cannot occur by accident anywhere else in an email.
    const state = match.state as PRState;
    const chips = [9103, 9217, 9331, 9449];
    const marked: Match = { ...match, state: { ...state, seats: state.seats.map((p, i) => ({ ...p, vp: chips[i] as number })) } };
    for (let seat = 0; seat < 4; seat++) {
      const { email, model } = emailFor(marked, seat);
      const all = `${email.subject}\n${email.html}\n${email.text}\n${JSON.stringify(model)}`;
      expect(all).toContain(String(chips[seat]));
      for (let other = 0; other < 4; other++) {
        if (other !== seat) expect(all, `seat ${seat} sees seat ${other}'s VP chips`).not.toContain(String(chips[other]));
      }
      expect(visible(email.html)).toContain(`VP chips ${chips[seat]}`);
      expect(visible(email.html)).toContain('VP chips hidden');
    }
  });

  it('renders the board partial: roles with doubloons, ships, trading house, supply, every player', () => {
    const match = midGame('board-1');
    const seat = puertoRico.pending(match.state as PRState)[0]?.seat ?? 0;
    const { email, model } = emailFor(match, seat);
    const view = model.view as ReturnType<typeof puertoRico.view>;
    const text = visible(email.html);
    expect(email.html).not.toContain('{{');
    expect(text).toContain(`Board · round ${view.round}`);
    for (const name of NAMES) expect(text).toContain(name);
    for (const role of view.roles.filter((r) => r.doubloons > 0 && !r.taken))
      expect(text).toContain(`${ROLE_NAMES[role.id]} +${role.doubloons}`);
    for (const ship of view.ships) expect(text).toContain(`${ship.capacity}-ship`);
    expect(text).toContain('Trading house');
    expect(text).toContain(`VP chips left ${view.vpPool}`);
    // Goods chips carry their colours (corn yellow … coffee black) next to their words: a class
    // of the board's style block, in the head.
    const head = email.html.slice(0, email.html.indexOf('</head>'));
    expect(head).toContain('.pr-corn{background:#f2c94c;color:#3d2f00;border:1px solid #c9a227}');
    expect(head).toContain('.pr-coffee{background:#2b2b2b;color:#ffffff;border:1px solid #000000}');
    expect(email.html).toMatch(/<span class="pr-c pr-corn">corn \d+<\/span>/);
    // A taken role is struck through by its element, so it reads so without the style block too.
    expect(view.roles.some((r) => r.taken)).toBe(true);
    for (const role of view.roles.filter((r) => r.taken)) expect(email.html).toContain(`<s>${ROLE_NAMES[role.id]}</s>`);
    // The generic monospace board is not used for a game with its own partial.
    expect(email.html).not.toContain(model.boardText.split('\n')[0] as string);
    // The text part carries describe(view).
    expect(email.text).toContain(model.boardText);
  });

  it('lists every legal move of the seat on turn, numbered, each with a mailto carrying its notation', () => {
    const match = midGame('moves-1');
    const seat = puertoRico.pending(match.state as PRState)[0]?.seat ?? 0;
    const { email } = emailFor(match, seat);
    const legal = puertoRico.legalMoves(match.state as PRState, seat).map((m) => puertoRico.format(m));
    expect(legal.length).toBeGreaterThan(0);
    const bodies = mailtoLinks(email.html).map((l) => parseMailto(l.href));
    legal.forEach((text, i) => {
      const links = bodies.filter((b) => b.body === text);
      for (const link of links) expect(link.subject).toBe(`Re: ${email.subject}`);
      // A move on its own line (with what it does in brackets, when the game says) with one
      // link over its number and words, or a member of a family line (`ship corn N`) with one
      // link for its value.
      const ownLine = new RegExp(`\\n  ${i + 1}\\. ${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\(|\\n)`).test(email.text);
      expect(ownLine || links.length === 1, `move ${i + 1} "${text}"`).toBe(true);
      expect(links, `move ${i + 1} "${text}"`).toHaveLength(1);
    });
  });
});

describe('Puerto Rico status email size', () => {
  it('stays well under Gmail’s 102 KB clipping limit late in a 5-player game with a long digest', () => {
    const seed = 'size-8';
    const full = randomPlayout(puertoRico, 5, seed, { checks: 'none' });
    const late = replay(puertoRico, { players: 5, seed, moves: full.moves.slice(0, Math.floor(full.moves.length * 0.9)) });
    const match = late.match as Match;
    const seat = puertoRico.pending(match.state as PRState)[0]?.seat ?? 0;
    const model = buildStatusModel({
      game: puertoRico,
      match,
      seat,
      names: ['Annabelle Longname', 'Ben', 'Chiara', 'Daisuke', 'Eve'],
      gameId: 'g7k2',
      recipientAddress: 'p@example.com',
      replyAddress: 'g-g7k2-0-abcdefgh12345678@play.example.org',
      since: late.steps.slice(-25),
    });
    const { html } = renderStatusEmail(withBoard(model));
    expect(html.length).toBeGreaterThan(40_000);
    expect(html.length).toBeLessThan(90_000);
  });
});
