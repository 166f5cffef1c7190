import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { EngineBug, playMove, replay, registry } from '../../../engine/index';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness, type ReceivedMail } from '../../support/service';
import { parseMailto } from '../../templates/helpers';

const ANN = 'ann@friends.test';
const BO = 'bo@friends.test';
const CY = 'cy@friends.test';

let h: Harness;
let gameId: string;

beforeAll(async () => {
  h = await startHarness();
});
afterAll(async () => {
  await h.stop();
});

/** The newest email about the game (one whose replies go to a game address). */
async function latest(address: string): Promise<ReceivedMail> {
  const box = await h.inbox(address);
  const last = box.filter((m) => m.replyTo.startsWith('g-')).at(-1);
  if (!last) throw new Error(`no mail for ${address}`);
  return last;
}

/** The player whose decision it is (from the store), with their newest "Your turn" email. */
async function whoseTurn(): Promise<{ address: string; mail: ReceivedMail }> {
  const game = await h.store.getGame(gameId);
  const pending = registry.get('puerto-rico')!.pending(game!.match!.state)[0]!;
  const address = game!.players.find((p) => p.seat === pending.seat)!.address;
  // The subject never changes; what is asked is the body's first line.
  const mail = (await h.inbox(address)).filter((m) => /^(Game started: )?Your turn/.test(m.text)).at(-1);
  if (!mail) throw new Error(`${address} has no "Your turn" email`);
  return { address, mail };
}

async function answer(address: string, mail: ReceivedMail, body: string, extra: { messageId?: string } = {}) {
  return h.receive(replyMail({ from: address, to: mail.replyTo, subject: reSubject(mail.subject), body, quote: mail.text, ...extra }));
}

describe('a whole Puerto Rico set-up and several turns by email', () => {
  it('creates a game from a "new" mail and invites everyone', async () => {
    const out = await h.receive(
      replyMail({ from: `Ann <${ANN}>`, to: `new@${DOMAIN}`, subject: 'game?', body: `new puerto-rico ${BO} ${CY}` }),
    );
    expect(out.kind).toBe('created');
    gameId = (out as { gameId: string }).gameId;
    const sent = await h.flush();
    expect(sent.map((m) => m.to).sort()).toEqual([ANN, BO, CY].sort());
    const invite = await latest(BO);
    expect(invite.subject).toContain('Puerto Rico');
    expect(invite.replyTo).toMatch(new RegExp(`^g-${gameId}-1-[a-z0-9]+@${DOMAIN}$`));
    expect(invite.text).toMatch(/join/i);
  });

  it('starts when everybody has joined, with seats drawn and every player told', async () => {
    expect((await answer(BO, await latest(BO), 'join')).kind).toBe('applied');
    await h.flush();
    expect((await h.store.getGame(gameId))?.status).toBe('inviting');
    expect((await answer(CY, await latest(CY), 'join')).kind).toBe('applied');
    const sent = await h.flush();
    expect(sent.map((m) => m.to).sort()).toEqual([ANN, BO, CY].sort());
    const game = await h.store.getGame(gameId);
    expect(game?.status).toBe('active');
    expect(game?.players.every((p) => p.joined)).toBe(true);
    const turn = await whoseTurn();
    // One subject per player and game, the names in seat order; the decision is in the body.
    const names = game!.players
      .slice()
      .sort((a, b) => a.seat - b.seat)
      .map((p) => p.name);
    expect(turn.mail.subject).toBe(`[Puerto Rico ${gameId}] ${names.join(', ')}`);
    expect(turn.mail.text).toContain(`${gameId}#${game!.match!.step}`);
    expect(turn.mail.text).toMatch(/\b1\. /);
    expect(turn.mail.text).not.toMatch(/\bseat \d/i);
  });

  it('applies a bare number from the email being answered and tells everyone', async () => {
    const before = await h.store.getGame(gameId);
    const turn = await whoseTurn();
    const out = await answer(turn.address, turn.mail, '1');
    expect(out.kind).toBe('applied');
    const sent = await h.flush();
    const after = await h.store.getGame(gameId);
    // notify turn (the default): mail for whoever decides now, and a receipt for the mover
    // when the reply handed the turn on (a mover who decides again gets only that decision).
    const deciding = registry
      .get('puerto-rico')!
      .pending(after!.match!.state)
      .map((p) => after!.players.find((x) => x.seat === p.seat)!.address);
    expect(new Set(sent.map((m) => m.to))).toEqual(new Set([...deciding, turn.address]));
    expect(sent.filter((m) => m.to === turn.address)).toHaveLength(1);
    const next = sent.find((m) => m.to === deciding[0])!;
    expect(next.text).toMatch(/Since your last email/);
    for (const m of sent) expect(m.subject).toBe(turn.mail.subject);
    expect(after!.match!.step).toBeGreaterThan(before!.match!.step);
    expect(after!.version).toBe(before!.version + 1);
    // The number is the email's line 1, a whole turn: every part of it was played.
    // Line 1 is the list's first link: a numbered line, or the first small link of a row of variants.
    const line1 = /<a href="(mailto:[^"]+)" class="m[lr]"/.exec(turn.mail.html)![1]!.replace(/&amp;/g, '&');
    const parts = parseMailto(line1).body!.split('; ');
    const log = await h.store.listMoves(gameId);
    expect(log.filter((m) => m.step > before!.match!.step && m.by !== 'forced').map((m) => m.move)).toEqual(parts);
    // The mover's receipt says what was applied: the line's moves, under the number they wrote.
    const receipt = sent.find((m) => m.to === turn.address)!;
    expect(receipt.text).toMatch(/^Your reply is in\./);
    expect(receipt.text).toContain(parts[0]!);
  });

  it('plays several turns by replying with named moves, and the log replays to the stored state', async () => {
    for (let i = 0; i < 12; i++) {
      const turn = await whoseTurn();
      const game = await h.store.getGame(gameId);
      const module = registry.get('puerto-rico')!;
      const seat = game!.players.find((p) => p.address === turn.address)!.seat;
      const move = module.format(module.legalMoves(game!.match!.state, seat)[0]);
      const out = await answer(turn.address, turn.mail, move);
      expect(out.kind, `reply "${move}"`).toBe('applied');
      await h.flush();
    }
    const game = await h.store.getGame(gameId);
    const log = await h.store.listMoves(gameId);
    expect(log.map((m) => m.step)).toEqual(Array.from({ length: game!.match!.step }, (_, i) => i + 1));
    const rebuilt = replay(registry.get('puerto-rico')!, {
      players: 3,
      options: game!.match!.options,
      seed: game!.match!.seed,
      moves: log.map((m) => ({ seat: m.seat, move: m.move, by: m.by })),
    });
    expect(rebuilt.error).toBeNull();
    expect(JSON.stringify(rebuilt.match)).toBe(JSON.stringify(game!.match));
  });

  it('stops at the first failing line and reports applied, failed and not-run lines', async () => {
    const turn = await whoseTurn();
    const before = await h.store.getGame(gameId);
    const out = await answer(turn.address, turn.mail, 'fly to the moon\nstatus');
    expect(out.kind).toBe('answered');
    const sent = await h.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.to).toBe(turn.address);
    expect(sent[0]!.text).toContain('fly to the moon');
    expect(sent[0]!.text).toMatch(/not a legal move/);
    expect(sent[0]!.text).toMatch(/status/);
    expect((await h.store.getGame(gameId))!.version).toBe(before!.version);
  });

  it('refuses a move from a player whose turn it is not, changing nothing', async () => {
    const turn = await whoseTurn();
    const other = [ANN, BO, CY].find((a) => a !== turn.address)!;
    const before = await h.store.getGame(gameId);
    const out = await answer(other, await latest(other), 'pass');
    expect(out.kind).toBe('answered');
    const [report] = await h.flush();
    expect(report!.text).toContain('It is not your turn');
    expect((await h.store.getGame(gameId))!.version).toBe(before!.version);
  });

  it('applies the same mail delivered five times exactly once', async () => {
    const turn = await whoseTurn();
    const raw = replyMail({
      from: turn.address,
      to: turn.mail.replyTo,
      subject: reSubject(turn.mail.subject),
      body: '1',
      quote: turn.mail.text,
      messageId: '<dup-1@client.test>',
    });
    const before = await h.store.getGame(gameId);
    const outcomes = await Promise.all([1, 2, 3, 4, 5].map(() => h.receive(raw)));
    expect(outcomes.filter((o) => o.kind === 'applied')).toHaveLength(1);
    expect(outcomes.filter((o) => o.kind === 'duplicate')).toHaveLength(4);
    expect((await h.store.getGame(gameId))!.version).toBe(before!.version + 1);
    const sent = await h.flush();
    expect(sent.length).toBeGreaterThanOrEqual(1);
    expect(sent.length).toBeLessThanOrEqual(2);
  });

  it('applies two players replying at the same moment, in some order, losing nothing', async () => {
    const turn = await whoseTurn();
    const other = [ANN, BO, CY].find((a) => a !== turn.address)!;
    const before = await h.store.getGame(gameId);
    const [a, b] = await Promise.all([answer(turn.address, turn.mail, '1'), answer(other, await latest(other), 'notify turn')]);
    expect(a.kind).toBe('applied');
    expect(b.kind).toBe('applied');
    const after = await h.store.getGame(gameId);
    expect(after!.version).toBe(before!.version + 2);
    expect(after!.match!.step).toBeGreaterThan(before!.match!.step);
    expect(after!.players.find((p) => p.address === other)!.notify).toBe('turn');
    expect(h.logs.some((l) => l.message.includes('version conflict'))).toBe(true);
    await h.flush();
  });

  it('leaves nothing half-written when the process dies between reading and writing, and the redelivery applies once', async () => {
    const turn = await whoseTurn();
    const before = await h.store.getGame(gameId);
    const raw = replyMail({
      from: turn.address,
      to: turn.mail.replyTo,
      subject: reSubject(turn.mail.subject),
      body: '1',
      quote: turn.mail.text,
      messageId: '<crash-1@client.test>',
    });
    const commit = h.store.commit;
    h.store.commit = async () => {
      throw new Error('Lambda timed out');
    };
    await expect(h.receive(raw)).rejects.toThrow('Lambda timed out');
    h.store.commit = commit;
    expect(await h.store.getGame(gameId)).toEqual(before);
    expect(await h.store.listMoves(gameId, { fromStep: before!.match!.step + 1 })).toEqual([]);
    expect(await h.store.hasMessage('crash-1@client.test')).toBe(false);
    expect((await h.receive(raw)).kind).toBe('applied');
    expect((await h.store.getGame(gameId))!.version).toBe(before!.version + 1);
    await h.flush();
  });
});

describe('undo by email', () => {
  it('takes back a move that revealed nothing while nobody else has moved, and the log loses it', async () => {
    const pr = registry.get('puerto-rico')!;
    // Find a position where the pending player has a move that draws nothing at random and
    // leaves the next decision with them (so nobody else moves in between).
    let candidate: { turn: Awaited<ReturnType<typeof whoseTurn>>; move: string } | null = null;
    for (let tries = 0; tries < 40 && !candidate; tries++) {
      const turn = await whoseTurn();
      const game = await h.store.getGame(gameId);
      const seat = game!.players.find((p) => p.address === turn.address)!.seat;
      for (const m of pr.legalMoves(game!.match!.state, seat)) {
        const out = playMove(pr, game!.match!, seat, m);
        if (out.ok && out.steps.every((st) => !st.reveals) && pr.pending(out.match.state).some((p) => p.seat === seat)) {
          candidate = { turn, move: pr.format(m) };
          break;
        }
      }
      if (!candidate) {
        expect((await answer(turn.address, turn.mail, '1')).kind).toBe('applied');
        await h.flush();
      }
    }
    expect(candidate, 'a position with an undoable move').not.toBeNull();
    const { turn, move } = candidate!;
    const before = await h.store.getGame(gameId);
    expect((await answer(turn.address, turn.mail, move)).kind).toBe('applied');
    await h.flush();
    const mine = (await h.inbox(turn.address)).at(-1)!;
    expect((await answer(turn.address, mine, 'undo')).kind).toBe('applied');
    const undone = await h.store.getGame(gameId);
    expect(JSON.stringify(undone!.match)).toBe(JSON.stringify(before!.match));
    expect(await h.store.listMoves(gameId, { fromStep: before!.match!.step + 1 })).toEqual([]);
    const sent = await h.flush();
    expect(sent.find((m) => m.to === turn.address)!.text).toContain(`took back: ${move}`);
  });

  it('refuses to undo once another player has moved', async () => {
    const first = await whoseTurn();
    expect((await answer(first.address, first.mail, '1')).kind).toBe('applied');
    await h.flush();
    // Play on until someone else has made a move.
    let next = await whoseTurn();
    while (next.address === first.address) {
      expect((await answer(next.address, next.mail, '1')).kind).toBe('applied');
      await h.flush();
      next = await whoseTurn();
    }
    expect((await answer(next.address, next.mail, '1')).kind).toBe('applied');
    await h.flush();
    const out = await answer(first.address, (await h.inbox(first.address)).at(-1)!, 'undo');
    expect(out.kind).toBe('answered');
    const [report] = await h.flush();
    expect(report!.text).toContain('another player has moved since your last move');
  });
});

describe('internal errors', () => {
  it('answers a bug in the rules with a generic sentence, logs it, and changes nothing', async () => {
    const pr = registry.get('puerto-rico')!;
    const turn = await whoseTurn();
    const before = await h.store.getGame(gameId);
    // Every apply fails, the search for the email's whole turns included (which then lists the plain moves).
    const spy = vi.spyOn(pr, 'apply').mockImplementation(() => {
      throw new EngineBug('a broken invariant');
    });
    try {
      expect((await answer(turn.address, turn.mail, '1')).kind).toBe('answered');
    } finally {
      spy.mockRestore();
    }
    expect(await h.store.getGame(gameId)).toEqual(before);
    const [reply] = await h.flush();
    expect(reply!.to).toBe(turn.address);
    expect(reply!.text).toContain('Something went wrong on our side');
    expect(reply!.text).not.toContain('broken invariant');
    expect(h.logs.some((l) => l.level === 'error' && String(l.extra?.error).includes('broken invariant'))).toBe(true);
  });

  it('lets a storage error through so the delivery is retried, and the retry applies', async () => {
    const turn = await whoseTurn();
    const raw = replyMail({
      from: turn.address,
      to: turn.mail.replyTo,
      subject: reSubject(turn.mail.subject),
      body: '1',
      quote: turn.mail.text,
      messageId: '<throttled-1@client.test>',
    });
    const getGame = h.store.getGame;
    h.store.getGame = async () => {
      throw Object.assign(new Error('Rate exceeded'), { name: 'ThrottlingException', $metadata: { httpStatusCode: 400 } });
    };
    try {
      await expect(h.receive(raw)).rejects.toThrow('Rate exceeded');
    } finally {
      h.store.getGame = getGame;
    }
    expect((await h.receive(raw)).kind).toBe('applied');
    await h.flush();
  });
});

describe('status to the set-up address', () => {
  it("lists the sender's games with where each stands and the address to reply to", async () => {
    const out = await h.receive(replyMail({ from: BO, to: `new@${DOMAIN}`, subject: 'where are my games?', body: 'status' }));
    expect(out.kind).toBe('answered');
    const [answer] = await h.flush();
    expect(answer!.to).toBe(BO);
    expect(answer!.text).toContain(`Puerto Rico ${gameId} (active)`);
    expect(answer!.text).toContain((await latest(BO)).replyTo);
  });
});

describe('mail the service must not act on', () => {
  it('ignores a stranger writing to a game address, and answers nobody', async () => {
    const bo = (await h.store.getGame(gameId))!.players.find((p) => p.address === BO)!;
    const address = (await latest(BO)).replyTo;
    expect(address).toContain(`-${bo.seat}-`);
    const before = await h.store.getGame(gameId);
    const out = await h.receive(replyMail({ from: 'mallory@evil.test', to: address, subject: 'Re: hi', body: 'resign' }));
    expect(out.kind).toBe('refused');
    expect(await h.flush()).toEqual([]);
    expect(await h.store.getGame(gameId)).toEqual(before);
  });

  it('refuses a wrong token silently', async () => {
    const address = (await latest(BO)).replyTo.replace(/-[a-z0-9]+@/, '-aaaaaaaaaaaaaaaaaaaa@');
    const out = await h.receive(replyMail({ from: BO, to: address, subject: 'Re: hi', body: 'resign' }));
    expect(out).toEqual({ kind: 'refused', reason: 'unknown game address' });
    expect(await h.flush()).toEqual([]);
  });

  it("tells a real player who answered another player's email why nothing happened", async () => {
    const cyAddress = (await latest(CY)).replyTo;
    const out = await h.receive(replyMail({ from: BO, to: cyAddress, subject: 'Re: hi', body: 'status' }));
    expect(out.kind).toBe('refused');
    const sent = await h.flush();
    expect(sent.map((m) => m.to)).toEqual([BO]);
  });

  it('never answers auto-replies (no mail loops)', async () => {
    const mail = await latest(BO);
    const out = await h.receive(
      replyMail({ from: BO, to: mail.replyTo, subject: 'Out of office', body: 'I am away', headers: { 'Auto-Submitted': 'auto-replied' } }),
    );
    expect(out.kind).toBe('ignored');
    expect(await h.flush()).toEqual([]);
  });
});
