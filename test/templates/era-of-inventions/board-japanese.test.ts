/** The Era of Inventions board of a Japanese status email: the seed's words, the placeholder notice in Japanese. */
import { describe, expect, it } from 'vitest';
import { replay } from '../../../engine/core/match';
import { randomPlayout } from '../../../engine/core/playout';
import { eraOfInventions as game, type EraState, type EraView } from '../../../engine/era-of-inventions';
import { buildStatusModel, withBoard } from '../../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../../templates/index';
import { decodeEntities } from '../helpers';

const NAMES = ['Anna', 'Ben', 'Chiara'];

function email(lang: 'en' | 'ja') {
  const seed = 'eoi-board-ja';
  const full = randomPlayout(game, 3, seed, { checks: 'none' });
  const match = replay(game, { players: 3, seed, moves: full.moves.slice(0, Math.floor(full.moves.length / 2)) }).match!;
  const seat = game.pending(match.state as EraState)[0]!.seat;
  const model = buildStatusModel({
    game,
    match,
    seat,
    names: NAMES,
    gameId: 'e0i1',
    recipientAddress: 'p@example.com',
    replyAddress: 'g-e0i1@play.example.org',
    lang,
  });
  const html = renderStatusEmail(withBoard(model)).html;
  return {
    view: model.view as EraView,
    text: decodeEntities(html.replace(/<[^>]+>/g, ' '))
      .replace(/\u00a0/g, ' ')
      .replace(/\s+/g, ' '),
  };
}

describe('Era of Inventions board in Japanese', () => {
  const { view, text } = email('ja');

  it('heads the board with the round and says the card data is invented', () => {
    expect(text).toContain(`盤面 · 第${view.round}ラウンド（全${view.rounds}ラウンド）`);
    expect(text).toContain('仮のデータ。 カードとボードのデータは仮のものです。');
  });

  it("names areas, displays, ships and warehouses and each player in the seed's words", () => {
    expect(text).toContain('アクションエリア（各2個まで）');
    for (const name of ['工場の建設', '工場での生産', '資源の購入', '交換市場', '発明品の開発／特許の登録', '発明品の生産'])
      expect(text).toContain(name);
    expect(text).toContain(`船と倉庫 ${view.supply.map((x) => `${x.nameJa}${x.pieces}`).join(' · ')}`);
    expect(text).toContain(`山札${view.factoryDraw}枚 · 捨て札${view.factoryDiscard.length}枚`);
    view.seats.forEach((p) => expect(text).toContain(`${p.ip} 影響点 （トラック${p.trackSpace}） · 金貨${p.coins}枚 · 歯車${p.gears}個`));
    expect(text).toContain('電話 基本 歯車3個→4影響点。開発者に1影響点');
  });

  it('keeps the English board English', () => {
    const en = email('en').text;
    expect(en).toContain('Action areas (2 tokens each)');
    expect(en).not.toContain('影響点');
  });
});
