/**
 * Barrage's first email tells one turn order: the notice of the drawn seats lists the players in
 * the game's turn order (drawn at set-up, Barrage spec §3.1), as the players' list and the board do.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { DOMAIN, replyMail, reSubject, startHarness, type Harness } from '../../support/service';

let h: Harness | null = null;

afterEach(async () => {
  await h?.stop();
  h = null;
});

describe('Barrage first email', () => {
  it('gives one turn order: the drawn seats in the game’s turn order, as the players’ list shows them', async () => {
    h = await startHarness();
    const [ann, bo, cy] = ['ann@f.test', 'bo@f.test', 'cy@f.test'];
    expect((await h.receive(replyMail({ from: ann!, to: `new@${DOMAIN}`, subject: 'game', body: `new barrage ${bo} ${cy}` }))).kind).toBe(
      'created',
    );
    await h.flush();
    for (const who of [bo!, cy!]) {
      const invite = (await h.inbox(who)).filter((m) => m.replyTo.startsWith('g-'))[0]!;
      expect((await h.receive(replyMail({ from: who, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }))).kind).toBe(
        'applied',
      );
      await h.flush();
    }
    const text = (await h.inbox(ann!)).at(-1)!.text;
    const drawn = text.match(/turn order: ([^\n]*?)\. Reply/)?.[1];
    const listed = text.match(/Turn order: ([^\n]*)/)?.[1];
    expect(drawn, text).toBeTruthy();
    expect(listed, text).toBeTruthy();
    const names = (line: string) => [...line.matchAll(/\d\. (Ann|Bo|Cy|\S+@f\.test|[A-Za-z]+)/g)].map((m) => m[1]);
    expect(names(drawn!)).toHaveLength(3);
    expect(names(drawn!)).toEqual(names(listed!));
  }, 120_000);
});
