/**
 * English words and internal ids left in the Japanese texts a player receives. Plays seeded random
 * games of every registered game (or the one named), at every player count from 2 to 5 the game
 * allows, with its default options and each option set it names as changing the rules
 * (`meta.variants`), and reads at many positions every Japanese text of the engine contract
 * (test/support/japanese-texts.ts): prompts, move labels and notes, events, boards, board data,
 * picture legends, score lines. Prints each leak (test/support/japanese.ts `latinLeaksIn`) once
 * per game with how often it was seen and one place, and a line per doubled note (the note
 * repeats its label's verb, JA-STYLE "say it once").
 *
 *   npx tsx bench/manual/ja-english-scan.ts [game-id] [games per count=2] [positions per game=60]
 *
 * Exit code 1 when anything was found.
 */
import { playerRange, registry, resolveOptions } from '../../engine/index';
import { doubledNotes, latinLeaksIn } from '../../test/support/japanese';
import { notationWords, scanGame, seatCounts, type JaText } from '../../test/support/japanese-texts';

const [only, gamesArg = '2', positionsArg = '60'] = process.argv.slice(2);
const games = Number(gamesArg);
const positions = Number(positionsArg);
let found = 0;

for (const game of registry.all) {
  if (only && game.meta.id !== only) continue;
  const t0 = Date.now();
  const texts: JaText[] = [];
  for (const [i, raw] of [{}, ...(game.meta.variants ?? [])].entries()) {
    const resolved = resolveOptions(game.meta, raw);
    if (!resolved.ok) throw new Error(resolved.error.reason);
    const range = playerRange(game.meta, resolved.options);
    for (const players of seatCounts(range.min, range.max))
      for (let g = 0; g < games; g++)
        texts.push(...scanGame(game, { players, options: resolved.options, seed: `ja-scan-${i}-${players}-${g}` }, positions));
  }
  const allowed = notationWords(texts);
  const leaks = new Map<string, { n: number; example: string }>();
  const note = (key: string, example: string) => {
    const seen = leaks.get(key);
    if (seen) seen.n++;
    else leaks.set(key, { n: 1, example });
  };
  for (const t of texts) {
    for (const word of latinLeaksIn(t.text, allowed)) {
      const at = t.text.indexOf(word);
      note(word, `${t.where}: …${t.text.slice(Math.max(0, at - 30), at + word.length + 20).replace(/\s+/g, ' ')}…`);
    }
  }
  for (const d of doubledNotes(texts)) note(`doubled「${d.word}」`, d.example);
  console.log(`== ${game.meta.id}: ${texts.length} texts, ${leaks.size} leaks (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
  for (const [word, { n, example }] of [...leaks].sort((a, b) => b[1].n - a[1].n)) console.log(`${word}\t${n}\t${example}`);
  found += leaks.size;
}
process.exit(found > 0 ? 1 : 0);
