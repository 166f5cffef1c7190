/**
 * A solo Barrage game by email (Automa spec §1.1): `new barrage me automas=2` starts at once,
 * one player against two Automas; the Automas' turns are events in the player's emails, with the
 * Automa's name and the tile it used, and the board shows each Automa's company and resources.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { startHarness, replyMail, DOMAIN, type Harness } from '../../support/service';

let h: Harness | null = null;

afterEach(async () => {
  await h?.stop();
  h = null;
});

describe('solo Barrage by email', () => {
  it('`new barrage me automas=2` starts a game at once: one player, two Automas, their turns in the mail', async () => {
    h = await startHarness();
    const ann = 'ann@f.test';
    const created = await h.receive(replyMail({ from: ann, to: `new@${DOMAIN}`, subject: 'game', body: 'new barrage me automas=2' }));
    expect(created.kind).toBe('applied');
    const gameId = (created as { gameId: string }).gameId;
    const game = (await h.store.getGame(gameId))!;
    expect(game.status).toBe('active');
    expect(game.players.map((p) => p.address)).toEqual([ann]);
    expect(game.match!.players).toBe(1);
    await h.flush();
    const mail = (await h.inbox(ann)).at(-1)!;
    expect(mail.text).toContain('Automa I');
    expect(mail.text).toContain('Automa II');
    expect(mail.html).toContain('Automa I');
  }, 120_000);

  it('refuses more than 4 companies with the numbers', async () => {
    h = await startHarness();
    const out = await h.receive(
      replyMail({ from: 'ann@f.test', to: `new@${DOMAIN}`, subject: 'game', body: 'new barrage bo@f.test cy@f.test automas=3' }),
    );
    expect(out.kind).not.toBe('applied');
    await h.flush();
    expect((await h.inbox('ann@f.test')).at(-1)!.text).toContain('Barrage is for 1 to 1 players; you named 3');
  }, 120_000);
});
