/** The Era of Inventions status email board (engine/era-of-inventions/email/board.mjml): what a player must read. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { eraOfInventions as game, type EraState, type EraView } from '../../../engine/era-of-inventions';
import { buildStatusModel, withBoard } from '../../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../../templates/index';
import { decodeEntities } from '../helpers';

const NAMES = ['Anna', 'Ben', 'Chiara', 'Daisuke', 'Emi'];

function position(seed: string, fraction: number, players: number) {
  const full = randomPlayout(game, players, seed, { checks: 'none' });
  const part = replay(game, { players, seed, moves: full.moves.slice(0, Math.floor(full.moves.length * fraction)) });
  if (!part.match) throw new Error('replay failed');
  return part.match;
}

/** Random play seldom develops (it needs gears): two developed spaces, one patented, are set by hand. */
function withInventions(state: EraState): EraState {
  const dev = state.dev.slice();
  const patent = state.patent.slice();
  dev[6] = 1; // telephone-basic
  patent[6] = 1;
  dev[10] = 2; // camera-basic
  const seats = state.seats.map((p, i) =>
    i === 1 ? { ...p, markers: p.markers - 2, patentStep: p.patentStep + 1 } : i === 2 ? { ...p, markers: p.markers - 1 } : p,
  );
  return { ...state, dev, patent, seats };
}

function emailFor(seed: string, fraction: number, seat: number | null, players = 4) {
  const played = position(seed, fraction, players);
  const match = { ...played, state: withInventions(played.state as EraState) };
  const who = seat ?? game.pending(match.state as EraState)[0]?.seat ?? 0;
  const model = buildStatusModel({
    game,
    match,
    seat: who,
    names: NAMES.slice(0, players),
    gameId: 'e0i1',
    recipientAddress: `p${who}@example.com`,
    replyAddress: `g-e0i1-${who}-abcdefgh12345678@play.example.org`,
  });
  return { email: renderStatusEmail(withBoard(model)), view: model.view as EraView, state: match.state as EraState, seat: who };
}

const visible = (html: string) =>
  decodeEntities(html.replace(/<[^>]+>/g, ' ').replace(/&nbsp;/g, ' '))
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');

describe('Era of Inventions status email board', () => {
  const { email, view, state, seat } = emailFor('eoi-board', 0.55, null, 5);
  const text = visible(email.html);

  it('says in the board header and the text part that the data is a placeholder', () => {
    const header = text.slice(text.indexOf('Board · round'), text.indexOf('Action areas'));
    expect(header).toContain('Placeholder data.');
    expect(header).toContain('invented (rules §6.4), not the published game');
    expect(email.text).toContain('NOTE: Placeholder card and board data');
  });

  it('shows the six action areas with the tokens on them', () => {
    expect(text).toContain(`Board · round ${view.round} of 10`);
    for (const name of [
      'Build factories',
      'Produce in factories',
      'Buy resources',
      'Exchange market',
      'Develop / patent',
      'Produce inventions',
    ])
      expect(text).toContain(name);
    const areas = text.slice(text.indexOf('Action areas'), text.indexOf('Ships and warehouses'));
    view.areas.forEach((a) => {
      const names = a.tokens.map((s) => NAMES[s]).join(' ');
      expect(areas).toContain(`${a.number} ${AREA[a.area]} ${names}`.trim());
    });
  });

  it('shows the invention display and the factory display, slot by slot, with costs', () => {
    view.inventionDisplay.forEach((c, i) =>
      expect(text).toContain(c ? `${i + 1} ${c.id} ${c.kind} ${c.cost} → ${c.benefit}` : `${i + 1} empty`),
    );
    view.factoryDisplay.forEach((f, i) => expect(text).toContain(f ? `${i + 1} ${f.id} ${f.cost} → ${f.output}` : `${i + 1} empty`));
    expect(text).toContain(`draw pile ${view.inventionDraw} · discard ${view.inventionDiscard.length}`);
  });

  it('shows each invention space with its developer and patent', () => {
    let developed = 0;
    for (const x of view.spaces) {
      if (x.developer === null) continue;
      developed++;
      expect(text).toContain(
        `${x.tier} ${x.gearCost} gears → ${x.developIP} IP; pays ${x.reward} ${NAMES[x.developer]}${x.patent !== null ? ' patent' : ''}`,
      );
    }
    expect(developed).toBeGreaterThan(0);
  });

  it("shows each player's IP, coins, gears, resources, factories, inventions, patents and markers", () => {
    view.seats.forEach((p, s) => {
      expect(text).toContain(NAMES[s]!);
      expect(text).toContain(
        `${p.ip} IP (track space ${p.trackSpace}) · ${p.coins} coin${p.coins === 1 ? '' : 's'} · ${p.gears} gear${p.gears === 1 ? '' : 's'}`,
      );
      expect(text).toContain(
        Object.entries(p.resources)
          .map(([r, n]) => `${n} ${r === 'tools' && n === 1 ? 'tool' : r}`)
          .join(' · '),
      );
      expect(text).toContain(`Factories ${p.factories.join(', ')} (capacity ${p.capacity})`);
      expect(text).toContain(`Patents ${p.patents} · markers left ${p.markers}`);
    });
    expect(email.html).not.toContain('{{');
  });

  it('lists the moves with what they cost', () => {
    const first = game.legalMoves(state, seat)[0]!;
    expect(text).toContain(game.describeMove!(state, seat, first, 'en'));
  });

  it('never shows the order of a draw pile', () => {
    const hidden = state.invDraw.slice(-2).join(' ');
    if (state.invDraw.length >= 2) expect(text).not.toContain(hidden);
    expect(JSON.stringify(view)).not.toContain(JSON.stringify(state.facDraw));
  });

  it('reads on a 390 px phone: no fixed widths above 390 px, two-column sections stack', () => {
    const source = readFileSync(new URL('../../../engine/era-of-inventions/email/board.mjml', import.meta.url), 'utf8');
    for (const m of source.matchAll(/width[:=]"?(\d+)px/g)) expect(Number(m[1])).toBeLessThanOrEqual(390);
    for (const m of source.matchAll(/<mj-column[^>]*width="(\d+)%"/g)) expect(Number(m[1])).toBeGreaterThanOrEqual(50);
  });

  it('shows the final scores when the game is over', () => {
    const over = emailFor('eoi-board', 1, 0, 3);
    const t = visible(over.email.html);
    over.view.final!.forEach((f, s) => expect(t).toContain(`${NAMES[s]} ${f.total} IP track ${f.track} + leftovers ${f.leftovers}`));
  });
});

const AREA: Record<string, string> = {
  factories: 'Build factories',
  production: 'Produce in factories',
  resources: 'Buy resources',
  market: 'Exchange market',
  development: 'Develop / patent',
  inventions: 'Produce inventions',
};
