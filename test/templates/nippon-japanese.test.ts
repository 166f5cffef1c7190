/** The Nippon status email board for a Japanese reader: the seeds' words, money in 円, the provisional notice. */
import { describe, expect, it } from 'vitest';
import { playText, type Match } from '../../engine/core/match';
import { nippon, type NipponState } from '../../engine/nippon';
import { buildStatusModel, withBoard } from '../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../templates/index';
import { nipponBoard } from '../../engine/nippon/email/board';
import { decodeEntities } from './helpers';

const NAMES = ['Anna', 'Ben', 'Chiara'];

/** A set-up 3-player game where Ben has no money left and a bento-2 factory with a +1 machine. */
function match(): Match {
  const s = nippon.setup(3, {}, 'board-ja') as NipponState;
  const ben = s.seats[1]!;
  const state: NipponState = {
    ...s,
    seats: s.seats.map((p, i) => (i === 1 ? { ...ben, yen: 0, factories: [{ id: 'bento-2', good: 'bento', machine: 1, goods: 2 }] } : p)),
  };
  return { game: 'nippon', engineVersion: nippon.meta.engineVersion, players: 3, options: {}, seed: 'board-ja', step: 0, state };
}

function visible(lang: 'en' | 'ja'): string {
  const model = buildStatusModel({
    game: nippon,
    match: match(),
    seat: 1,
    names: NAMES,
    gameId: 'n1ja',
    recipientAddress: 'ben@example.com',
    replyAddress: 'g-n1ja-1-abcdefgh12345678@play.example.org',
    ...(lang === 'ja' ? { lang } : {}),
  });
  const html = renderStatusEmail(withBoard(model)).html;
  return decodeEntities(
    html
      .replace(/<style[\s\S]*?<\/style>/g, ' ')
      .replace(/<[^>]+>/g, ' ')
      .replace(/&nbsp;/g, ' '),
  )
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('Nippon board in a Japanese email', () => {
  const ja = visible('ja');

  it('labels the board with the seeds’ words and names regions and goods in Japanese', () => {
    expect(ja).toContain('アクションスロットとワーカー列');
    expect(ja).toContain('A1 知識 / 生産： 黒');
    expect(ja).toContain('西日本 · 地域ボーナス 5,000円（1枚ごと）· 海外企業 12');
    expect(ja).toContain('工場 弁当の工場タイル2 機械+1、製品2/4');
    expect(ja).toContain('天皇の報賞');
    expect(ja).toContain('Anna の番です');
  });

  it('writes money in 円, none as 0円, and says the data is provisional', () => {
    expect(ja).toContain('11 勝利点 · 0円 · 石炭2 · 青写真1');
    expect(ja).toContain('収入12,000円');
    expect(ja).toContain('実物と照合するまで暫定値です。（データv1）');
  });

  it('keeps the English board English, with ¥0 for no money', () => {
    const en = visible('en');
    expect(en).toContain('11 VP · ¥0 · 2 coal · 1 blueprints');
    expect(en).not.toContain('¥0,000');
    expect(en).not.toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('gives the partial labels in the reader’s language', () => {
    const m = match();
    const players = NAMES.map((name, seat) => ({ seat, name, isYou: seat === 1 }));
    const view = nippon.view(m.state as NipponState, 1);
    expect(nipponBoard(view, players, 'ja').t.bag).toBe('袋');
    expect(nipponBoard(view, players, 'en').t.bag).toBe('Bag');
    expect(nipponBoard(view, players, 'ja').bag).toMatch(/^白 \d+、黒 \d+、/);
  });
});

describe('Nippon log lines in a Japanese email', () => {
  it('name the player once, as the subject of the line (JA-STYLE log lines)', () => {
    const start = match();
    const played = playText(nippon, start, 0, '知識アクション');
    if (!played.ok) throw new Error(played.error.reason);
    const model = buildStatusModel({
      game: nippon,
      match: played.match,
      seat: 1,
      names: NAMES,
      gameId: 'n1ja',
      recipientAddress: 'ben@example.com',
      replyAddress: 'g-n1ja-1-abcdefgh12345678@play.example.org',
      lang: 'ja',
      since: played.steps,
    });
    const lines = model.digest.map((l) => `${l.actor ? `${l.actor} ` : ''}${l.text}`);
    expect(lines[0]).toMatch(/^Annaが知識アクションを選択（A1）$/);
    expect(lines.join('\n')).not.toMatch(/Anna Anna/);
  });
});
