/**
 * How much of a status email its board's inline styles cost. Plays seeded random 3-player
 * games of one game (long names, as test/templates/email-size.test.ts), renders every Nth
 * decision's status email to the seat deciding, in English and Japanese, composes it into MIME
 * as sent, and prints per language the largest and the 90th percentile composed size, the bytes
 * of `style="…"` attributes in the largest email's HTML, and the inline styles it repeats most.
 * Japanese mail is base64, so every HTML byte costs 1.33 composed.
 *
 * Run: npx tsx bench/manual/board-styles.ts <game id> [games=2] [every=3] [out.html]
 * (out.html: the largest Japanese email's HTML, to compare boards in a browser before/after.)
 */
import { writeFile } from 'node:fs/promises';
import { legalMovesFor, newMatch, playMove, registry } from '../../engine/index';
import { randomInt, seedRng } from '../../engine/core/rng';
import type { Match } from '../../engine/index';
import type { Lang } from '../../templates/index';
import { sizedStatusEmail } from '../../test/support/sized-email';

const LANGS: readonly Lang[] = ['en', 'ja'];

interface Sample {
  readonly bytes: number;
  readonly html: string;
  readonly where: string;
}

/** Total bytes of the style attributes of an HTML text, and each style's count. */
function inlineStyles(html: string): { bytes: number; counts: Map<string, number> } {
  const counts = new Map<string, number>();
  let bytes = 0;
  for (const m of html.matchAll(/ style="([^"]*)"/g)) {
    bytes += Buffer.byteLength(m[0]);
    counts.set(m[1]!, (counts.get(m[1]!) ?? 0) + 1);
  }
  return { bytes, counts };
}

async function composed(kind: string, match: Match, seat: number, lang: Lang) {
  const { email, bytes } = await sizedStatusEmail(registry.get(kind)!, match, seat, lang);
  return { bytes, html: email.html };
}

async function main(): Promise<void> {
  const [kind, gamesArg, everyArg, out] = process.argv.slice(2);
  const game = kind ? registry.get(kind) : undefined;
  if (!kind || !game)
    throw new Error(`usage: board-styles.ts <${registry.all.map((g) => g.meta.id).join('|')}> [games] [every] [out.html]`);
  const games = Number(gamesArg ?? 2);
  const every = Number(everyArg ?? 3);
  const samples: Record<Lang, Sample[]> = { en: [], ja: [] } as Record<Lang, Sample[]>;
  for (let g = 0; g < games; g++) {
    const created = newMatch(game, 3, {}, `size-${g}`);
    if (!created.ok) throw new Error(created.error.reason);
    let match = created.match;
    const chooser = seedRng(`size-${g}`);
    for (let i = 0; i < 5_000 && game.pending(match.state).length > 0; i++) {
      const seat = game.pending(match.state)[0]!.seat;
      const legal = legalMovesFor(game, match, seat);
      if (i % every === 0) {
        for (const lang of LANGS) {
          const { bytes, html } = await composed(kind, match, seat, lang);
          samples[lang].push({ bytes, html, where: `game ${g}, decision #${match.step}, ${legal.length} moves` });
        }
      }
      const played = playMove(game, match, seat, legal[randomInt(chooser, legal.length)]!);
      if (!played.ok) throw new Error(played.error.reason);
      match = played.match;
    }
  }
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
  for (const lang of LANGS) {
    const sorted = [...samples[lang]].sort((a, b) => a.bytes - b.bytes);
    const max = sorted.at(-1)!;
    const p90 = sorted[Math.floor(sorted.length * 0.9)]!;
    const styles = inlineStyles(max.html);
    const top = [...styles.counts.entries()]
      .map(([s, n]) => ({ s, n, cost: n * (s.length + 9) }))
      .sort((a, b) => b.cost - a.cost)
      .slice(0, 6);
    console.log(
      `${kind} ${lang}: ${sorted.length} emails; max ${kb(max.bytes)} composed (${max.where}), p90 ${kb(p90.bytes)}; ` +
        `largest's HTML ${kb(Buffer.byteLength(max.html))}, inline styles ${kb(styles.bytes)} in ${[...styles.counts.values()].reduce((a, b) => a + b, 0)} attributes`,
    );
    for (const t of top) console.log(`  ${t.n}× (${kb(t.cost)}) ${t.s.slice(0, 110)}`);
    if (out && lang === 'ja') await writeFile(out, max.html, 'utf8');
  }
}

main().catch((e: unknown) => {
  console.error(e);
  process.exitCode = 1;
});
