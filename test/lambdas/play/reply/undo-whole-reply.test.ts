/**
 * `undo` by email after a reply that played a whole turn (ARCHITECTURE.md, "Email protocol":
 * undo where the rules allow it, nothing hidden revealed, next player not yet acted). A player
 * who taps one number plays several moves; `undo` takes back everything that reply applied, so
 * the stored game is again exactly what it was before the reply, and the mails say what went.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registry, type AnyGame } from '../../../../engine/index';
import { mailtoLinks, parseMailto } from '../../../templates/helpers';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness, type ReceivedMail } from '../../../support/service';

const pr = registry.get('puerto-rico')!;
const barrage = registry.get('barrage')!;
let h: Harness;

beforeAll(async () => {
  h = await startHarness();
}, 60_000);
afterAll(async () => {
  await h.stop();
});

async function startGame(kind: string, players: readonly string[]): Promise<string> {
  const out = await h.receive(
    replyMail({ from: players[0]!, to: `new@${DOMAIN}`, subject: 'game', body: `new ${kind} ${players.slice(1).join(' ')}` }),
  );
  const gameId = (out as { gameId: string }).gameId;
  await h.flush();
  for (const p of players.slice(1)) {
    const invite = (await h.inbox(p)).at(-1)!;
    await h.receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
  }
  await h.flush();
  return gameId;
}

const newest = async (address: string): Promise<ReceivedMail> => (await h.inbox(address)).filter((m) => m.replyTo.startsWith('g-')).at(-1)!;

/** The player whose decision it is, and their newest email. */
async function pendingPlayer(game: AnyGame, gameId: string): Promise<{ address: string; mail: ReceivedMail }> {
  const stored = (await h.store.getGame(gameId))!;
  const seat = game.pending(stored.match!.state)[0]!.seat;
  const address = stored.players.find((p) => p.seat === seat)!.address;
  return { address, mail: await newest(address) };
}

/** The first numbered whole turn of an email: its number and the parts its link plays. */
function numberedTurn(mail: ReceivedMail): { n: string; body: string } | undefined {
  return mailtoLinks(mail.html)
    .map((l) => ({ n: /^\d+/.exec(l.label)?.[0], body: parseMailto(l.href).body ?? '' }))
    .find((l): l is { n: string; body: string } => l.n !== undefined && l.body.includes('; '));
}

async function reply(address: string, body: string) {
  const mail = await newest(address);
  return h.receive(replyMail({ from: address, to: mail.replyTo, subject: reSubject(mail.subject), body, quote: mail.text }));
}

/**
 * Taps a whole turn, then writes `undo`: the stored match is the one from before the tap, no
 * log entry of the reply is left, and the author and the others are told what was taken back.
 */
async function tapThenUndo(game: AnyGame, gameId: string): Promise<void> {
  const { address, mail } = await pendingPlayer(game, gameId);
  const turn = numberedTurn(mail);
  expect(turn, 'the email numbers a whole turn').toBeDefined();
  const parts = turn!.body.split('; ');
  const before = (await h.store.getGame(gameId))!;
  expect((await reply(address, turn!.n)).kind).toBe('applied');
  const played = await h.store.listMoves(gameId, { fromStep: before.match!.step + 1 });
  // One reply, several moves, one update.
  expect(played.filter((m) => m.by !== 'forced').map((m) => m.move)).toEqual(parts);
  expect(new Set(played.map((m) => m.update))).toEqual(new Set([before.version + 1]));
  await h.flush();

  expect((await reply(address, 'undo')).kind).toBe('applied');
  const after = (await h.store.getGame(gameId))!;
  expect(JSON.stringify(after.match)).toBe(JSON.stringify(before.match));
  expect(await h.store.listMoves(gameId, { fromStep: before.match!.step + 1 })).toEqual([]);
  const sent = await h.flush();
  const own = sent.find((m) => m.to === address)!;
  expect(own.text).toContain(`Applied: undo (${turn!.body})`);
  expect(own.text).toContain(`took back: ${turn!.body}.`);
  const others = sent.filter((m) => m.to !== address);
  expect(others.length).toBeGreaterThan(0);
  for (const m of others) expect(m.text, m.to).toContain(`took back: ${turn!.body}.`);
}

describe('undo after a whole turn in Puerto Rico', () => {
  const players = ['ann@undo-pr.test', 'bo@undo-pr.test', 'cy@undo-pr.test'];
  let gameId: string;
  beforeAll(async () => {
    gameId = await startGame('puerto-rico', players);
  }, 60_000);

  it('takes back the role and the plantation one number played: the stored game is as before the reply', async () => {
    await tapThenUndo(pr, gameId);
  });

  it('after a reply whose second line was refused, takes back what the first line applied, and only that', async () => {
    const { address, mail } = await pendingPlayer(pr, gameId);
    const turn = numberedTurn(mail)!;
    const before = (await h.store.getGame(gameId))!;
    // The whole turn as one line, then a line refused: the turn is over, it is not this player's decision.
    expect((await reply(address, `${turn.body}\nbuild harbor`)).kind).toBe('applied');
    const report = (await h.flush()).find((m) => m.to === address)!;
    expect(report.text).toMatch(/\[refused\] +build harbor/);
    expect((await h.store.getGame(gameId))!.match!.step).toBeGreaterThan(before.match!.step + 1);

    expect((await reply(address, 'undo')).kind).toBe('applied');
    expect(JSON.stringify((await h.store.getGame(gameId))!.match)).toBe(JSON.stringify(before.match));
    expect((await h.flush()).find((m) => m.to === address)!.text).toContain(`took back: ${turn.body}.`);
  });

  it('takes back one reply per undo: a turn sent in two replies needs two, and both may stand in one reply', async () => {
    const { address, mail } = await pendingPlayer(pr, gameId);
    const [role, take] = numberedTurn(mail)!.body.split('; ');
    const before = (await h.store.getGame(gameId))!;
    expect((await reply(address, role!)).kind).toBe('applied');
    await h.flush();
    const afterRole = (await h.store.getGame(gameId))!;
    expect((await reply(address, take!)).kind).toBe('applied');
    await h.flush();

    expect((await reply(address, 'undo')).kind).toBe('applied');
    expect(JSON.stringify((await h.store.getGame(gameId))!.match)).toBe(JSON.stringify(afterRole.match));
    await h.flush();
    expect((await reply(address, take!)).kind).toBe('applied');
    await h.flush();
    expect((await reply(address, 'undo\nundo')).kind).toBe('applied');
    expect(JSON.stringify((await h.store.getGame(gameId))!.match)).toBe(JSON.stringify(before.match));
    expect(await h.store.listMoves(gameId, { fromStep: before.match!.step + 1 })).toEqual([]);
    const own = (await h.flush()).find((m) => m.to === address)!.text;
    expect(own).toContain(`took back: ${take}.`);
    expect(own).toContain(`took back: ${role}.`);
  });

  it('is refused once another player has moved, and the game stays as it is', async () => {
    const first = await pendingPlayer(pr, gameId);
    expect((await reply(first.address, numberedTurn(first.mail)!.n)).kind).toBe('applied');
    await h.flush();
    const next = await pendingPlayer(pr, gameId);
    expect(next.address).not.toBe(first.address);
    expect((await reply(next.address, '1')).kind).toBe('applied');
    await h.flush();
    const before = (await h.store.getGame(gameId))!;

    expect((await reply(first.address, 'undo')).kind).toBe('answered');
    const [answer] = await h.flush();
    expect(answer!.to).toBe(first.address);
    expect(answer!.text).toContain('You cannot undo: another player has moved since your last move.');
    expect((await h.store.getGame(gameId))!.version).toBe(before.version);
  });

  it('is refused after a reply that revealed hidden information (the settler phase refills the plantations at random)', async () => {
    let author: string | null = null;
    for (let replies = 0; replies < 6 && author === null; replies++) {
      const { address } = await pendingPlayer(pr, gameId);
      const step = (await h.store.getGame(gameId))!.match!.step;
      expect((await reply(address, '1')).kind).toBe('applied');
      await h.flush();
      if ((await h.store.listMoves(gameId, { fromStep: step + 1 })).some((m) => m.reveals)) author = address;
    }
    expect(author, 'a reply that revealed something').not.toBeNull();
    const before = (await h.store.getGame(gameId))!;

    expect((await reply(author!, 'undo')).kind).toBe('answered');
    const [answer] = await h.flush();
    expect(answer!.text).toContain('You cannot undo your last reply:');
    expect(answer!.text).toContain('revealed hidden information or drew at random.');
    expect((await h.store.getGame(gameId))!.version).toBe(before.version);
  });
});

describe('undo after a whole turn in Barrage', () => {
  it('takes back the tile and the structure one number played: the stored game is as before the reply', async () => {
    const gameId = await startGame('barrage', ['ann@undo-ba.test', 'bo@undo-ba.test', 'cy@undo-ba.test']);
    // The opening decisions are single moves; play the first listed until an email numbers a whole turn.
    for (let replies = 0; replies < 10; replies++) {
      const { address, mail } = await pendingPlayer(barrage, gameId);
      if (numberedTurn(mail)) break;
      const stored = (await h.store.getGame(gameId))!;
      const seat = barrage.pending(stored.match!.state)[0]!.seat;
      expect((await reply(address, barrage.format(barrage.legalMoves(stored.match!.state, seat)[0]))).kind).toBe('applied');
      await h.flush();
    }
    await tapThenUndo(barrage, gameId);
  });
});
