/**
 * Reply latency: a player's reply goes through the whole inbound path (MIME
 * parse, authentication, engine, the status letters of all 4 players built from their
 * views, one transaction) against the local table (dynalite with the transaction
 * emulator). Each letter is rendered and composed when it is sent: add the render
 * benchmark's per-email figures for the full reply-to-emails-composed time.
 */
import { performance } from 'node:perf_hooks';
import type { AnyGame } from '../engine/index';
import { puertoRico } from '../engine/puerto-rico';
import { startHarness, replyMail, reSubject, DOMAIN } from '../test/support/service';
import { summarize } from './support/stats';

const PLAYERS = ['ann@b.test', 'bo@b.test', 'cy@b.test', 'di@b.test'];

export async function benchReply(replies = 150): Promise<string[]> {
  const h = await startHarness();
  try {
    const created = await h.receive(
      replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'bench', body: `new puerto-rico ${PLAYERS.slice(1).join(' ')}` }),
    );
    const gameId = (created as { gameId: string }).gameId;
    await h.flush();
    for (const p of PLAYERS.slice(1)) {
      const invite = (await h.inbox(p)).at(-1)!;
      await h.receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
      await h.flush();
    }
    const pr: AnyGame = puertoRico;
    const times: number[] = [];
    for (let i = 0; i < replies; i++) {
      const game = await h.store.getGame(gameId);
      if (!game?.match || game.status !== 'active') break;
      const seat = pr.pending(game.match.state)[0]!.seat;
      const player = game.players.find((p) => p.seat === seat)!;
      const mail = (await h.inbox(player.address)).filter((m) => /^(Game started: )?Your turn/.test(m.text)).at(-1)!;
      const move = pr.format(pr.legalMoves(game.match.state, seat)[0]);
      const raw = replyMail({ from: player.address, to: mail.replyTo, subject: reSubject(mail.subject), body: move, quote: mail.text });
      const t0 = performance.now();
      const out = await h.receive(raw);
      times.push(performance.now() - t0);
      if (out.kind !== 'applied') throw new Error(`reply ${i} (${move}) was ${out.kind}`);
      await h.flush();
    }
    const s = summarize(times);
    return [
      `reply → parsed, applied, 4 status letters built and committed in one transaction (dynalite; rendering happens at send time, see render), ${times.length} replies: p50 ${s.p50.toFixed(1)} ms, p99 ${s.p99.toFixed(1)} ms, mean ${s.mean.toFixed(1)} ms (target p50 < 50 ms)`,
    ];
  } finally {
    await h.stop();
  }
}
