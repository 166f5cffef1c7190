/**
 * `npm run bench -- robots`: whole games by email against the local stack, played by robots
 * that tap a random numbered move of their newest email (its `mailto:` link: the reply body is
 * the link's body, sent over SMTP with the email quoted below, as a mail client sends it).
 *
 * It reports, per game, how many replies were applied and the share that continued the same
 * player's turn: a reply from the player who had also sent the game's previous applied reply
 * (one more email to open and answer for one turn). Whole turns in one tap should keep that
 * share low. ROBOTS_GAMES=puerto-rico,barrage picks games; ROBOTS_MAX=400 caps replies a game.
 */
import { registry } from '../engine/index';
import { randomInt, seedRng } from '../engine/core/rng';
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
  readonly game: string;
  readonly replies: number;
  readonly continued: number;
  readonly refused: number;
  readonly finished: boolean;
  readonly seconds: number;
}

async function robotGame(c: StackClient, gameId: string, seed: string, maxReplies: number): Promise<GameFigures> {
  const t0 = Date.now();
  const rng = seedRng(seed);
  const robots = Array.from({ length: PLAYERS }, (_, i) => `r${i}-${seed}@${DOMAIN}`);
  await c.send({ from: robots[0]!, to: 'new@pbem.localhost', subject: 'game', text: `new ${gameId} ${robots.slice(1).join(' ')}\n` });
  for (const r of robots.slice(1)) {
    const invitation = await eventually(async () => ((await c.inbox(r)).length > 0 ? c.latest(r) : undefined), `${r}'s invitation`);
    await c.reply(r, invitation, 'join');
  }
  const answered = new Map<string, number>();
  let replies = 0;
  let continued = 0;
  let refused = 0;
  let last: string | null = null;
  let finished = false;
  let idle = 0;
  while (replies + refused < maxReplies && !finished) {
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
        replies++;
        if (last === robot) continued++;
        last = robot;
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
  return { game: gameId, replies, continued, refused, finished, seconds: (Date.now() - t0) / 1000 };
}

export async function benchRobots(): Promise<string[]> {
  const wanted = process.env.ROBOTS_GAMES?.split(',').filter(Boolean);
  const maxReplies = Number(process.env.ROBOTS_MAX ?? 600);
  const games = registry.all.filter((g) => !wanted || wanted.includes(g.meta.id));
  const data = await tempDataDir();
  const stack = await startTestStack(data.dir, { domain: 'pbem.localhost' });
  const lines: string[] = [];
  try {
    const c = client(stack);
    for (const game of games) {
      const f = await robotGame(c, game.meta.id, `robots-${game.meta.id}`, maxReplies);
      const share = f.replies > 0 ? ((100 * f.continued) / f.replies).toFixed(1) : '-';
      lines.push(
        `${f.game} (${PLAYERS} robots): ${f.replies} replies applied, ${f.continued} continued the same player's turn (${share}%), ${f.refused} refused, ${f.finished ? 'finished' : `stopped at ${maxReplies}`} in ${f.seconds.toFixed(0)} s`,
      );
    }
  } finally {
    await stack.stop();
    await data.remove();
  }
  return lines;
}
