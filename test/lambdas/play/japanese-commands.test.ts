/**
 * The Japanese commands by mail, through the whole service (raw mail in, MIME out): every one
 * the help email and the footers name works when a Japanese player writes it (JA-STYLE "Moves
 * in Japanese mail": 状況, ヘルプ, 取り消し, 通知 手番 / 通知 毎日 / 通知 すべて, 抜ける), and
 * help lists the Japanese forms first.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry } from '../../../engine/index';
import { parseCommandLine } from '../../../lambdas/mail/inbound/commands';
import { refusesAllInvitations } from '../../../lambdas/play/limits/invitation-checks';
import { englishWordsIn, footerCommands, jaStyleFaults } from '../../support/japanese';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness, type ReceivedMail } from '../../support/service';

const ANN = 'ann@ja-commands.test';
const BO = 'bo@ja-commands.test';
const CY = 'cy@ja-commands.test';
const pr = registry.get('puerto-rico')!;
let h: Harness;
let gameId: string;

beforeAll(async () => {
  h = await startHarness();
  const out = await h.receive(replyMail({ from: ANN, to: `new@${DOMAIN}`, subject: 'game', body: `new puerto-rico ${BO} ${CY} lang=ja` }));
  gameId = (out as { gameId: string }).gameId;
  await h.flush();
  for (const p of [BO, CY]) await answer(p, '参加');
  await h.flush();
});
afterAll(async () => {
  await h.stop();
});

const newest = async (address: string): Promise<ReceivedMail> => (await h.inbox(address)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!;
async function answer(address: string, body: string) {
  const mail = await newest(address);
  return h.receive(replyMail({ from: address, to: mail.replyTo, subject: reSubject(mail.subject), body, quote: mail.text }));
}
async function game() {
  return (await h.store.getGame(gameId))!;
}
async function seatOf(address: string) {
  return (await game()).players.find((p) => p.address === address)!;
}
async function pendingAddress(): Promise<string> {
  const g = await game();
  const seat = pr.pending(g.match!.state)[0]!.seat;
  return g.players.find((p) => p.seat === seat)!.address;
}

describe('Japanese commands by mail', () => {
  it('started in Japanese after 「参加」 from both invitees', async () => {
    expect((await game()).status).toBe('active');
    expect((await newest(ANN)).text).toContain('この行より上に返信を書いてください');
  });

  it('「ヘルプ」 answers with the commands, the Japanese forms first, including every command a footer names', async () => {
    const status = await newest(ANN);
    expect((await answer(ANN, 'ヘルプ')).kind).toBe('answered');
    const [help] = await h.flush();
    expect(help!.to).toBe(ANN);
    for (const word of ['状況', 'ヘルプ', '取り消し', '通知 手番', '通知 毎日', '通知 すべて', '抜ける', '履歴'])
      expect(help!.text).toContain(word);
    expect(help!.text.indexOf('状況')).toBeLessThan(help!.text.indexOf('status'));
    expect(help!.text).not.toContain('resign\n');
    const named = footerCommands(status.text);
    expect(named).toEqual(['ヘルプ', '状況', '通知 手番']);
    for (const command of named) {
      expect(help!.text, command).toContain(command);
      expect(parseCommandLine(command).kind, command).not.toBe('move');
    }
  });

  it('「状況」 sends the board again, in Japanese', async () => {
    expect((await answer(BO, '状況')).kind).toBe('answered');
    const [status] = await h.flush();
    expect(status!.to).toBe(BO);
    expect(status!.text).toContain('盤面：');
    expect(status!.text).toContain('手番順：');
  });

  it('「通知 すべて」, 「通知 毎日」 and 「通知 手番」 change when mail comes', async () => {
    for (const [words, mode] of [
      ['通知 すべて', 'all'],
      ['通知 毎日', 'daily'],
      ['通知 手番', 'turn'],
    ] as const) {
      await answer(CY, words);
      await h.flush();
      expect((await seatOf(CY)).notify, words).toBe(mode);
    }
  });

  it('「履歴」 lists the last moves', async () => {
    expect((await answer(ANN, '履歴 5')).kind).toBe('answered');
    const [history] = await h.flush();
    expect(history!.text).toContain('履歴：');
  });

  it('「取り消し」 takes back the whole turn the last reply played: the stored game is as before it, and everybody is told in Japanese', async () => {
    const address = await pendingAddress();
    const before = await game();
    // "1" is a whole turn (the role and what its privilege takes): one reply of several moves.
    expect((await answer(address, '1')).kind).toBe('applied');
    await h.flush();
    const played = (await h.store.listMoves(gameId, { fromStep: before.match!.step + 1 })).filter((m) => m.by !== 'forced');
    expect(played.length).toBeGreaterThan(1);
    const out = await answer(address, '取り消し');
    const mails = await h.flush();
    expect(out.kind, mails.map((m) => m.text).join('\n---\n')).toBe('applied');
    expect(JSON.stringify((await game()).match)).toBe(JSON.stringify(before.match));
    // The moves taken back by their Japanese labels, joined like a whole turn's parts.
    const labels = played.map((m) => pr.formatJa!(m.data!)).join('；');
    for (const m of mails) expect(m.text, m.to).toContain(`が行動を取り消しました：${labels}。`);
    const own = mails.find((m) => m.to === address)!.text;
    expect(own).toContain(`実行：取り消し（${labels}）`);
    const notice = own.split('\n').find((l) => l.includes('が行動を取り消しました'))!;
    expect(englishWordsIn(notice)).toEqual([]);
    expect(jaStyleFaults(notice)).toEqual([]);
  });

  it('「抜ける」 leaves the game: the bot plays the seat from then on, and everybody is told so', async () => {
    expect((await answer(CY, '抜ける')).kind).toBe('applied');
    const mails = await h.flush();
    expect((await seatOf(CY)).dropped).toBe(true);
    const name = (await seatOf(CY)).name;
    expect(mails.some((m) => m.text.includes(`${name}がゲームから抜けました。以後はボットが${name}の代わりにプレイします。`))).toBe(true);
    for (const m of mails) expect(m.text).not.toContain('投了');
  });

  it('reads 「招待不要」, which Japanese invitations offer, as refusing every invitation', () => {
    expect(refusesAllInvitations({ reply: '招待不要', subject: 'Re: 招待' })).toBe(true);
    expect(refusesAllInvitations({ reply: '参加', subject: 'Re: 招待' })).toBe(false);
  });

  it('still reads 「投了」 as leaving, quietly', () => {
    expect(parseCommandLine('投了')).toEqual({ kind: 'resign' });
    expect(parseCommandLine('抜ける')).toEqual({ kind: 'resign' });
  });

  it('「取り消し」 is refused in Japanese once another player has moved', async () => {
    const first = await pendingAddress();
    const seat = (await seatOf(first)).seat;
    expect((await answer(first, '1')).kind).toBe('applied');
    await h.flush();
    // Play on (people or the bot) until a move of someone else is the log's last.
    const lastMover = async () => (await h.store.listMoves(gameId)).filter((m) => m.by !== 'forced').at(-1)!.seat;
    for (let replies = 0; replies < 6 && (await lastMover()) === seat; replies++) {
      expect((await answer(await pendingAddress(), '1')).kind).toBe('applied');
      await h.flush();
    }
    expect(await lastMover()).not.toBe(seat);
    const version = (await game()).version;
    expect((await answer(first, '取り消し')).kind).toBe('answered');
    const [refusal] = await h.flush();
    expect(refusal!.text).toContain('あなたの最後の行動の後に他のプレイヤーが行動したので、取り消せません。');
    expect((await game()).version).toBe(version);
  });
});
