/**
 * Emails per player per game: whole 3-player games of
 * Puerto Rico and Barrage played by email through the real service (inbound MIME, commands,
 * notify policy, outbox, rendering and MIME composition; dynalite as the table), every
 * decision a reply from the player whose decision it is, with a move chosen by a seeded
 * chooser. Reports, per player, the emails received from the first status email to the
 * end, beside the decisions that player took (their replies), and the largest email of
 * the game (Gmail clips mail over 102 KB; our budget is 80 KB).
 *
 * `npm run bench -- emails` (the first game of each kind); `EMAILS_GAMES=3` for more seeds,
 * worst case kept. The largest status email is measured first, for every registered game,
 * over `EMAILS_PLAYOUTS` (3) seeded play-outs; `EMAILS_BY_MAIL=0` skips the games by email.
 */
import { legalMovesFor, newMatch, playMove, registry } from '../engine/index';
import { barrage } from '../engine/barrage';
import { puertoRico } from '../engine/puerto-rico';
import { randomInt, seedRng } from '../engine/core/rng';
import type { Lang } from '../templates/index';
import { startHarness, replyMail, reSubject, DOMAIN, type Harness } from '../test/support/service';
import { sizedStatusEmail } from '../test/support/sized-email';

const PLAYERS = ['ann@bench.test', 'bo@bench.test', 'cy@bench.test'];
const MAX_REPLIES = 3_000;

export interface GameEmails {
  readonly game: string;
  readonly seed: string;
  readonly finished: boolean;
  readonly perPlayer: readonly { address: string; emails: number; decisions: number }[];
  readonly largest: { bytes: number; subject: string; to: string };
  readonly seconds: number;
}

/** One whole game by email; counts come from the mails actually sent (and parsed) by the harness. */
export async function playByEmail(kind: string, seed: string): Promise<GameEmails> {
  const t0 = Date.now();
  const h: Harness = await startHarness();
  try {
    const module = registry.get(kind);
    if (!module) throw new Error(`no game ${kind}`);
    const created = await h.receive(
      replyMail({ from: PLAYERS[0]!, to: `new@${DOMAIN}`, subject: 'bench', body: `new ${kind} ${PLAYERS.slice(1).join(' ')}` }),
    );
    if (created.kind !== 'created') throw new Error(`new ${kind}: ${JSON.stringify(created)}`);
    const gameId = created.gameId;
    await h.flush();
    for (const p of PLAYERS.slice(1)) {
      const invite = (await h.inbox(p)).at(-1)!;
      await h.receive(replyMail({ from: p, to: invite.replyTo, subject: reSubject(invite.subject), body: 'join' }));
    }
    await h.flush();
    // Count from the game-start email: invitations and join confirmations are set-up mail.
    const before = new Map<string, number>();
    for (const p of PLAYERS)
      before.set(
        p,
        (await h.inbox(p)).findIndex((m) => m.text.startsWith('Game started')),
      );

    const chooser = seedRng(`emails:${seed}`);
    const decisions = new Map<string, number>(PLAYERS.map((p) => [p, 0]));
    let finished = false;
    for (let i = 0; i < MAX_REPLIES; i++) {
      const game = (await h.store.getGame(gameId))!;
      if (game.status !== 'active' || !game.match) {
        finished = game.status === 'finished';
        break;
      }
      const seat = module.pending(game.match.state)[0]!.seat;
      const player = game.players.find((p) => p.seat === seat)!;
      const legal = module.legalMoves(game.match.state, seat);
      const move = module.format(legal[randomInt(chooser, legal.length)]);
      const newest = (await h.inbox(player.address)).at(-1)!;
      const out = await h.receive(
        replyMail({ from: player.address, to: newest.replyTo, subject: reSubject(newest.subject), body: move, quote: newest.text }),
      );
      if (out.kind !== 'applied') throw new Error(`${kind} reply ${i} "${move}" was ${out.kind}`);
      decisions.set(player.address, (decisions.get(player.address) ?? 0) + 1);
      await h.flush();
    }
    let largest = { bytes: 0, subject: '', to: '' };
    const perPlayer = [];
    for (const address of PLAYERS) {
      const box = await h.inbox(address);
      for (const m of box)
        if (m.raw.length > largest.bytes) largest = { bytes: m.raw.length, subject: m.text.split('\n')[0] ?? '', to: address };
      perPlayer.push({ address, emails: box.length - (before.get(address) ?? 0), decisions: decisions.get(address) ?? 0 });
    }
    return { game: kind, seed, finished, perPlayer, largest, seconds: (Date.now() - t0) / 1000 };
  } finally {
    await h.stop();
  }
}

/**
 * The largest status email over seeded random play-outs (no service, so many positions are
 * cheap): every decision's email to the seat deciding, in both languages, composed into MIME
 * as it would be sent. Returns bytes and where.
 */
export async function largestOverPlayouts(kind: string, games: number): Promise<{ bytes: number; where: string }> {
  const module = registry.get(kind)!;
  let largest = { bytes: 0, where: '' };
  for (let g = 0; g < games; g++) {
    const created = newMatch(module, 3, {}, `size-${g}`);
    if (!created.ok) throw new Error(created.error.reason);
    let match = created.match;
    const chooser = seedRng(`size-${g}`);
    for (let i = 0; i < 5_000 && module.pending(match.state).length > 0; i++) {
      const seat = module.pending(match.state)[0]!.seat;
      const legal = legalMovesFor(module, match, seat);
      for (const lang of ['en', 'ja'] as Lang[]) {
        const { bytes } = await sizedStatusEmail(module, match, seat, lang);
        if (bytes > largest.bytes) largest = { bytes, where: `game ${g}, decision #${match.step}, ${lang}, ${legal.length} moves` };
      }
      const out = playMove(module, match, seat, legal[randomInt(chooser, legal.length)]!);
      if (!out.ok) throw new Error(out.error.reason);
      match = out.match;
    }
  }
  return largest;
}

export async function benchEmails(games = Number(process.env.EMAILS_GAMES ?? 1)): Promise<string[]> {
  const lines: string[] = [];
  // Every registered game: Gmail clips any of them over 102 KB.
  for (const kind of registry.all.map((g) => g.meta.id)) {
    const playouts = Number(process.env.EMAILS_PLAYOUTS ?? 3);
    const worst = await largestOverPlayouts(kind, playouts);
    lines.push(
      `${kind}: largest status email over ${playouts} random 3-player play-outs (every decision, en and ja): ${(worst.bytes / 1024).toFixed(1)} KB MIME (${worst.where}); budget 80 KB`,
    );
  }
  if (process.env.EMAILS_BY_MAIL === '0') return lines;
  for (const kind of [puertoRico.meta.id, barrage.meta.id]) {
    let worst = 0;
    for (let g = 0; g < games; g++) {
      const r = await playByEmail(kind, `seed-${g}`);
      worst = Math.max(worst, r.largest.bytes);
      const per = r.perPlayer
        .map((p) => `${p.address.split('@')[0]} ${p.emails} emails / ${p.decisions} decisions (+${p.emails - p.decisions})`)
        .join(', ');
      lines.push(
        `${kind} 3p ${r.seed}${r.finished ? '' : ' (NOT FINISHED)'}: ${per}; largest email ${(r.largest.bytes / 1024).toFixed(1)} KB ("${r.largest.subject}"); ${r.seconds.toFixed(0)} s`,
      );
    }
    lines.push(`${kind}: largest email over ${games} game(s): ${(worst / 1024).toFixed(1)} KB (budget 80 KB; Gmail clips at 102 KB)`);
  }
  return lines;
}
