/**
 * `npm run bench -- robots`: whole games by email against the local stack, played by robots
 * that tap a random numbered move of their newest email (its `mailto:` link: the reply body is
 * the link's body, sent over SMTP with the email quoted below, as a mail client sends it).
 *
 * It reports, per game, how many replies were applied and the share that continued the same
 * player's turn (one more email to open and answer for one turn): the previous applied reply
 * was the same player's and left that turn unfinished, read from the stored match after each
 * reply (support/turn-share.ts). Whole turns in one tap should keep that share low. Beside it
 * stands the older, rougher figure: the same player twice in a row, fresh turns included.
 * ROBOTS_GAMES=puerto-rico,barrage picks games; ROBOTS_MAX=400 caps replies a game;
 * ROBOTS_SEEDS=3 plays three games of each kind, each with its own seed, and adds them up.
 */
import { registry } from '../engine/index';
import { randomInt, seedRng } from '../engine/core/rng';
import type { Store } from '../lambdas/store/index';
import { addShares, turnShare, turnUnfinished, type AppliedReply, type TurnShare } from './support/turn-share';
import { client, eventually, startTestStack, tempDataDir, type ApiMail, type StackClient } from '../test/e2e/local-stack-client';

const PLAYERS = 3;
const DOMAIN = 'robots.test';

/** The numbered move links of an email's HTML: each `<a href="mailto:…" class="ml">`, and each member of a number range (`class="mr"`). */
export function moveLinks(html: string): { to: string; body: string }[] {
  const out: { to: string; body: string }[] = [];
  for (const m of html.matchAll(/<a href="(mailto:[^"]+)" class="m[lr]"/g)) {
    const href = m[1]!.replace(/&amp;/g, '&');
    const [target, query = ''] = href.slice('mailto:'.length).split('?');
    const body = new URLSearchParams(query.replace(/\+/g, '%2B')).get('body');
    if (body) out.push({ to: decodeURIComponent(target!), body });
  }
  return out;
}

interface GameFigures {
  readonly share: TurnShare;
  readonly refused: number;
  /** Games that reached the end (0 or 1 for one game). */
  readonly finished: number;
  readonly seconds: number;
}

/** Whether `robot`'s reply, just applied, left its turn unfinished: read from the stored game. */
async function leftTurnUnfinished(store: Store, gameId: string, robot: string): Promise<boolean> {
  const stored = await store.getGame(gameId);
  const game = registry.get(stored?.kind ?? '');
  const seat = stored?.players.find((p) => p.address.toLowerCase() === robot)?.seat;
  if (!stored?.match || !game || seat === undefined) throw new Error(`${gameId}: no stored match or no seat for ${robot}`);
  return turnUnfinished(game, stored.match, seat);
}

async function robotGame(c: StackClient, store: Store, kind: string, seed: string, maxReplies: number): Promise<GameFigures> {
  const t0 = Date.now();
  const rng = seedRng(seed);
  const robots = Array.from({ length: PLAYERS }, (_, i) => `r${i}-${seed}@${DOMAIN}`);
  await c.send({ from: robots[0]!, to: 'new@pbem.localhost', subject: 'game', text: `new ${kind} ${robots.slice(1).join(' ')}\n` });
  for (const r of robots.slice(1)) {
    const invitation = await eventually(async () => ((await c.inbox(r)).length > 0 ? c.latest(r) : undefined), `${r}'s invitation`);
    await c.reply(r, invitation, 'join');
  }
  const gameId = await eventually(async () => (await store.gamesOf(robots[0]!))[0]?.gameId, 'the stored game');
  const applied: AppliedReply[] = [];
  const answered = new Map<string, number>();
  let refused = 0;
  let finished = false;
  let idle = 0;
  while (applied.length + refused < maxReplies && !finished) {
    let moved = false;
    for (const robot of robots) {
      const inbox = await c.inbox(robot);
      const newest = inbox[0];
      if (!newest || answered.get(robot) === newest.n) continue;
      const mail: ApiMail = await c.mail(robot, newest.n);
      if (/^Game over/m.test(mail.text)) finished = true;
      const links = moveLinks(mail.html);
      answered.set(robot, newest.n);
      if (links.length === 0) continue;
      const pick = links[randomInt(rng, links.length)]!;
      const response = await c.reply(robot, mail, pick.body);
      moved = true;
      if (/applied/.test(response)) {
        applied.push({ player: robot, leftTurnUnfinished: await leftTurnUnfinished(store, gameId, robot) });
      } else {
        refused++;
      }
    }
    if (!moved) {
      idle++;
      if (idle > 40) break;
      await new Promise((r) => setTimeout(r, 50));
    } else {
      idle = 0;
    }
  }
  return { share: turnShare(applied), refused, finished: finished ? 1 : 0, seconds: (Date.now() - t0) / 1000 };
}

const percent = (n: number, of: number): string => (of > 0 ? `${((100 * n) / of).toFixed(1)}%` : '-');

function figuresLine(label: string, f: GameFigures, games: number): string {
  const { replies, continued, sameSender } = f.share;
  const end = games > 1 ? `${f.finished} of ${games} finished` : f.finished ? 'finished' : `stopped after ${replies + f.refused} replies`;
  return (
    `${label}: ${replies} replies applied, ${continued} continued the same player's turn (${percent(continued, replies)}); ` +
    `same robot twice in a row, fresh turns included: ${sameSender} (${percent(sameSender, replies)}); ` +
    `${f.refused} refused; ${end}; ${f.seconds.toFixed(0)} s`
  );
}

export async function benchRobots(): Promise<string[]> {
  const wanted = process.env.ROBOTS_GAMES?.split(',').filter(Boolean);
  const maxReplies = Number(process.env.ROBOTS_MAX ?? 600);
  const seeds = Math.max(1, Number(process.env.ROBOTS_SEEDS ?? 1));
  const games = registry.all.filter((g) => !wanted || wanted.includes(g.meta.id));
  const data = await tempDataDir();
  const stack = await startTestStack(data.dir, { domain: 'pbem.localhost' });
  const lines: string[] = [];
  try {
    const c = client(stack);
    for (const game of games) {
      let total: GameFigures = { share: turnShare([]), refused: 0, finished: 0, seconds: 0 };
      for (let i = 0; i < seeds; i++) {
        // The first seed is the one of the earlier README figures.
        const seed = i === 0 ? `robots-${game.meta.id}` : `robots-${game.meta.id}-${i}`;
        const f = await robotGame(c, stack.store, game.meta.id, seed, maxReplies);
        if (seeds > 1) lines.push(figuresLine(`${game.meta.id} seed ${seed}`, f, 1));
        total = {
          share: addShares(total.share, f.share),
          refused: total.refused + f.refused,
          finished: total.finished + f.finished,
          seconds: total.seconds + f.seconds,
        };
      }
      lines.push(figuresLine(`${game.meta.id} (${PLAYERS} robots${seeds > 1 ? `, ${seeds} games` : ''})`, total, seeds));
    }
  } finally {
    await stack.stop();
    await data.remove();
  }
  return lines;
}
