/** The Nippon status email board (engine/nippon/email/board.mjml): what a player must be able to read. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { nippon, type NipponState, type NipponView } from '../../../engine/nippon';
import { yen } from '../../../engine/nippon/words';
import { buildStatusModel, withBoard } from '../../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../../templates/index';
import { decodeEntities } from '../helpers';

const NAMES = ['Anna', 'Ben', 'Chiara', 'Daisuke'];

function position(seed: string, fraction: number, players = 4) {
  const full = randomPlayout(nippon, players, seed, { checks: 'none' });
  const part = replay(nippon, { players, seed, moves: full.moves.slice(0, Math.floor(full.moves.length * fraction)) });
  if (!part.match) throw new Error('replay failed');
  return part.match;
}

function emailFor(seed: string, fraction: number, seat: number, players = 4) {
  const match = position(seed, fraction, players);
  const model = buildStatusModel({
    game: nippon,
    match,
    seat,
    names: NAMES.slice(0, players),
    gameId: 'n1pp',
    recipientAddress: `p${seat}@example.com`,
    replyAddress: `g-n1pp-${seat}-abcdefgh12345678@play.example.org`,
  });
  return { email: renderStatusEmail(withBoard(model)), view: model.view as NipponView, state: match.state as NipponState };
}

const visible = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' '))
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

describe('Nippon status email board', () => {
  const { email, view } = emailFor('nippon-board', 0.6, 1);
  const text = visible(email.html);

  it('says plainly that some component data is provisional', () => {
    expect(text).toContain('some Nippon component data');
    expect(text).toContain('is provisional');
    expect(email.text).toContain('provisional');
  });

  it('shows every region with its cities, demanded goods, influence tiles and trains/ships', () => {
    for (const name of ['West Japan', 'Central Japan', 'East Japan', 'Hokkaido']) expect(text).toContain(name);
    let tiles = 0;
    view.cities.forEach((c, ci) =>
      c.slots.forEach((t, si) => {
        const id = `${ci % 2 === 0 ? 'a' : 'b'}${si}`;
        if (t) {
          tiles++;
          expect(text).toContain(`${id} ${c.goods[si]} ${NAMES[t.seat]} ${t.value}`);
        }
      }),
    );
    expect(tiles).toBeGreaterThan(0);
    for (const list of view.transports)
      for (const x of list) expect(text).toContain(`${NAMES[x.seat]} ${x.piece === 'train' ? `train +${x.value}` : `ship ${x.value} VP`}`);
  });

  it('shows each player with VP, money, coal, blueprints, tracks, workers, factories and contracts', () => {
    view.seats.forEach((p, seat) => {
      expect(text).toContain(`${NAMES[seat]}`);
      // Money as the engine writes it: ¥5,000, and ¥0 for none (never "¥0,000").
      expect(text).toContain(`${p.vp} VP · ${yen(p.yen)} · ${p.coal} coal · ${p.blueprints} blueprints`);
      expect(text).toContain(`Workers (${p.workers.length}/6)`);
      for (const f of p.factories) expect(text).toContain(`${f.id} ${f.machine ? `+${f.machine}` : 'no machine'}, goods ${f.goods}/4`);
    });
    expect(text).toMatch(/coal \d+ · income ¥\d+,000 · knowledge \d+/);
    expect(text).toContain('Contracts open');
  });

  it('shows the action slots with their workers, the rows and the rewards', () => {
    expect(text).toContain('A1 Knowledge / Produce:');
    expect(text).toContain('A5 Domestic Market:');
    expect(text).toContain('W1');
    expect(text).toContain("Emperor's rewards");
    expect(text).toMatch(/×5 ¥5,000: \d/);
    expect(email.html).not.toContain('{{');
  });

  it('lists the moves with what they cost', () => {
    const match = position('nippon-board', 0.3, 3);
    const seat = nippon.pending(match.state as NipponState)[0]!.seat;
    const { email: e, state } = emailFor('nippon-board', 0.3, seat, 3);
    const first = nippon.legalMoves(state, seat)[0]!;
    expect(visible(e.html)).toContain(nippon.describeMove!(state, seat, first, 'en'));
  });

  it('keeps to one column so it reads on a 390 px phone (the partial sets no column widths)', () => {
    const source = readFileSync(new URL('../../../engine/nippon/email/board.mjml', import.meta.url), 'utf8');
    expect(source).not.toMatch(/<mj-column[^>]*width=/);
  });
});
