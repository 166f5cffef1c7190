/**
 * Japanese by email, settings that mail nobody else, and the daily digest, through
 * the whole service: raw mail in, MIME out.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { runReminders } from '../../../lambdas/play/schedule/reminders-job';
import { ja } from '../../../templates/i18n/ja';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness, type ReceivedMail } from '../../support/service';

const ANN = 'ann@jp.test';
const BO = 'bo@jp.test';
const CY = 'cy@jp.test';
const pr = registry.get('puerto-rico')!;
let h: Harness;
let gameId: string;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

const newest = async (address: string): Promise<ReceivedMail> => (await h.inbox(address)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!;
const answer = async (address: string, body: string) => {
  const mail = await newest(address);
  return h.receive(replyMail({ from: address, to: mail.replyTo, subject: reSubject(mail.subject), body, quote: mail.text }));
};
async function pendingAddress(): Promise<string> {
  const game = (await h.store.getGame(gameId))!;
  const seat = pr.pending(game.match!.state)[0]!.seat;
  return game.players.find((p) => p.seat === seat)!.address;
}

describe('a game in Japanese', () => {
  it('starts from "new … lang=ja": Japanese emails with a MIME-encoded Japanese subject', async () => {
    const out = await h.receive(
      replyMail({ from: ANN, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${BO} ${CY} lang=ja` }),
    );
    expect(out.kind).toBe('created');
    gameId = (out as { gameId: string }).gameId;
    await h.flush();
    for (const p of [BO, CY]) expect((await answer(p, 'join')).kind).toBe('applied');
    const sent = await h.flush();
    const start = sent.find((m) => m.to === ANN)!;
    const game = (await h.store.getGame(gameId))!;
    const names = game.players
      .slice()
      .sort((a, b) => a.seat - b.seat)
      .map((p) => p.name);
    expect(start.subject).toBe(`[プエルトリコ ${gameId}] ${names.join(', ')}`);
    // RFC 2047: the header itself is ASCII, the Japanese travels as encoded words.
    const header = /^Subject: (.*(?:\r\n[ \t].*)*)/m.exec(start.raw)![1]!;
    expect(header).toMatch(/=\?UTF-8\?[BQ]\?/i);
    expect(/[^\x00-\x7f]/.test(header)).toBe(false);
    expect(start.text.split('\n')[0]).toMatch(/^ゲームが始まりました。/);
    expect(start.text).toContain(ja.replyAbove);
    expect(start.html).toContain('lang="ja"');
  });

  it('answers an unrecognised Japanese word in Japanese', async () => {
    const address = await pendingAddress();
    expect((await answer(address, 'あいうえお')).kind).toBe('answered');
    const [report] = await h.flush();
    expect(report!.text.split('\n')[0]).toBe('実行されませんでした：あいうえお');
    // One refusal, not two (it used to read 「「あいうえお」は分かりません。 「あいうえお」は今指せる手ではありません。」).
    expect(report!.text).toContain('「あいうえお」は今選べる行動ではありません。選べる行動：');
    expect(report!.text).not.toContain('分かりません');
  });

  it('switches one player to English with "language en", and mails nobody else for it', async () => {
    const address = await pendingAddress();
    const before = (await h.store.getGame(gameId))!;
    expect((await answer(address, 'language en')).kind).toBe('applied');
    const sent = await h.flush();
    expect(sent.map((m) => m.to)).toEqual([address]);
    expect(sent[0]!.text.split('\n')[0]).toMatch(/^Your turn: /);
    expect(sent[0]!.subject).toMatch(/^\[Puerto Rico /);
    const after = (await h.store.getGame(gameId))!;
    expect(after.players.find((p) => p.address === address)!.language).toBe('en');
    expect(after.match!.step).toBe(before.match!.step);
  });
});

describe('notify daily', () => {
  it("sends no mail for others' steps, then one digest at 18:00 in the player's zone with everything since their last email", async () => {
    const game = (await h.store.getGame(gameId))!;
    const mover = await pendingAddress();
    const reader = game.players.map((p) => p.address).find((a) => a !== mover)!;
    expect((await answer(reader, 'notify daily')).kind).toBe('applied');
    expect((await answer(reader, 'timezone Asia/Tokyo')).kind).toBe('applied');
    await h.flush();
    const boxBefore = (await h.inbox(reader)).length;
    // Others play on; stop before it is the reader's decision.
    let moves = 0;
    for (; moves < 20; moves++) {
      const now = (await h.store.getGame(gameId))!;
      const seat = pr.pending(now.match!.state)[0]!.seat;
      const address = now.players.find((p) => p.seat === seat)!.address;
      if (address === reader) break;
      expect((await answer(address, pr.format(pr.legalMoves(now.match!.state, seat)[0]))).kind).toBe('applied');
      await h.flush();
      const after = (await h.store.getGame(gameId))!;
      if (pr.pending(after.match!.state).some((p) => p.seat === game.players.find((x) => x.address === reader)!.seat)) break;
    }
    const gotTurnMail = (await h.inbox(reader)).length > boxBefore;
    if (!gotTurnMail) {
      expect(moves).toBeGreaterThan(0);
      // 18:00 in Tokyo is 09:00 UTC: the harness clock starts at 09:00 UTC on 2 Nov, so the digest is due on 3 Nov.
      h.setNow('2026-11-03T09:00:00.000Z');
      await runReminders(h.deps);
      const sent = (await h.flush()).filter((m) => m.to === reader);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.text).toMatch(/Since your last email|前回のメール以降/);
      const again = await (async () => {
        await runReminders(h.deps);
        return (await h.flush()).filter((m) => m.to === reader);
      })();
      expect(again).toEqual([]);
    } else {
      // The reader's own decision came first: that mail carries the digest instead.
      expect((await newest(reader)).text).toMatch(/Since your last email|前回のメール以降/);
    }
  });
});

describe('the set-up address answers in Japanese (every refusal in both languages)', () => {
  const setup = async (from: string, body: string) => {
    await h.receive(replyMail({ from, to: `new@${DOMAIN}`, subject: 'game', body }));
    return (await h.flush()).filter((m) => m.to === from);
  };

  it('lists the games in Japanese to a Japanese mail', async () => {
    const [mail] = await setup('dai@jp.test', 'ヘルプ');
    expect(mail!.subject).toContain(ja.setupRefused);
    expect(mail!.text).toContain('puerto-rico（プエルトリコ、2〜5人）');
    expect(mail!.text).toContain('nippon（ニッポン（暫定データ）、2〜4人）');
    expect(mail!.text).not.toMatch(/Games:|Write one line/);
  });

  // Two refusals per sender: more in a row would meet the answer limit (answer-limits.ts).
  it('says a wrong player count, a bad address and a bad option in Japanese when lang=ja', async () => {
    const [count] = await setup('dai@jp.test', 'new barrage e@jp.test f@jp.test g@jp.test h@jp.test lang=ja');
    expect(count!.text).toContain('バラージは2〜4人用です。指定は5人でした（あなたを含む）。');
    const [address] = await setup('ei@jp.test', `new puerto-rico ${'e'.repeat(65)}@jp.test lang=ja`);
    expect(address!.text).toContain('「@」の前が65文字です。64文字までです。');
    const [unread] = await setup('ei@jp.test', 'new puerto-rico lang=ja');
    expect(unread!.text).toContain('「new <ゲーム> <アドレス> <アドレス>… [option=value…]」と書きます');
    const [option] = await setup('fumi@jp.test', 'new puerto-rico e@jp.test f@jp.test governor=x lang=ja');
    expect(option!.text).toContain('オプション governor: 「x」ではなく数を書いてください。');
    const [clock] = await setup('fumi@jp.test', 'new puerto-rico e@jp.test f@jp.test turn=soon lang=ja');
    expect(clock!.text).toContain('turn= には時間数を書きます（「soon」ではなく）。');
  });

  it('explains a command written wrong in a Japanese game in Japanese', async () => {
    const game = (await h.store.getGame(gameId))!;
    const reader = game.players.find((p) => p.language === 'ja')!.address;
    await answer(reader, 'history all');
    const [report] = (await h.flush()).filter((m) => m.to === reader);
    expect(report!.text).toContain('「履歴」または「履歴 <件数>」と書きます');
    expect(report!.text).not.toContain('number of entries');
  });

  it('answers an English mail in English, and a player of a Japanese game in Japanese', async () => {
    const [english] = await setup('eve@en.test', 'help');
    expect(english!.text).toContain('Games: puerto-rico (Puerto Rico, 2-5 players)');
    // ann@jp.test plays the Japanese game above: her plain "status" gets the Japanese list.
    const [mine] = await setup(ANN, 'status');
    expect(mine!.subject).toContain(ja.yourGames);
    expect(mine!.text).toContain('進行中');
  });
});
