/**
 * A Japanese Puerto Rico status email: the HTML board's labels and game words are
 * the rules documents' Japanese (rules/puerto-rico.md §0), and the text part carries the
 * Japanese plain-text board.
 */
import { expect, it } from 'vitest';
import { buildStatusModel, withBoard } from '../../lambdas/play/letters/status-model';
import { replay } from '../../engine/core/match';
import { randomPlayout } from '../../engine/core/playout';
import { puertoRico, type PRState } from '../../engine/puerto-rico';
import { renderStatusEmail } from '../../templates/status';
import { decodeEntities } from './helpers';

it('renders the Puerto Rico board in Japanese: labels, roles, ships and buildings', () => {
  const seed = 'ja-board-1';
  const full = randomPlayout(puertoRico, 3, seed, { checks: 'none' });
  const match = replay(puertoRico, { players: 3, seed, moves: full.moves.slice(0, Math.floor(full.moves.length / 2)) }).match!;
  const state = match.state as PRState;
  // A seat that waits: its email is the board without a move list (a long Mayor list can push
  // the drawn board of the deciding seat's email out under the size budget, templates/status.ts).
  const seat = ((puertoRico.pending(state)[0]?.seat ?? 0) + 1) % 3;
  const model = buildStatusModel({
    game: puertoRico,
    match,
    seat,
    names: ['Ann', 'Bo', 'Cy'],
    gameId: 'g7k2',
    recipientAddress: 'p@example.com',
    replyAddress: 'g-g7k2-0-abcdef1234@play.example.org',
    lang: 'ja',
  });
  const { html, text } = renderStatusEmail(withBoard(model));
  const visible = decodeEntities(html.replace(/<[^>]+>/g, ' ')).replace(/\s+/g, ' ');
  expect(visible).toContain(`盤面 · 第${state.round}ラウンド`);
  for (const label of ['貨物船と商店', '勝利点チップ残り', '裏向きの山', '建物置き場', 'サンファン', '開拓者', '船長', '大きい建物'])
    expect(visible).toContain(label);
  for (const capacity of [4, 5, 6]) expect(visible).toContain(`${capacity}樽積み`);
  for (const english of ['Trading house', 'VP chips left', 'face-down pile', 'Large buildings', 'Settler', 'Captain'])
    expect(visible).not.toContain(english);
  // The text part: the Japanese plain-text board, with names for seats.
  expect(text).toContain(`プエルトリコ 第${state.round}ラウンド。`);
  expect(text).not.toContain('Seat 1');
});
