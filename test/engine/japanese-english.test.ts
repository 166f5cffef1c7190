/**
 * No English word or internal id in what a Japanese player receives (JA-STYLE "Words": game terms
 * in the seed's Japanese; notation may stay). For every registered game, seeded random games at
 * each player count from 2 to 5 the game allows (its defaults), and one with the last option set
 * it names as changing the rules (`meta.variants`), are read at a few positions each: prompts, move
 * labels and notes, two refusals, events, the board in words and the email board's data, picture
 * legends and score lines (test/support/japanese-texts.ts). None may hold a small-letter English word or id
 * (`latinLeaksIn`: 「無料のベース（plains-hills）」, 「特許：1:joker-1」, 「紙工場（paper-2）」), and no
 * note may repeat its label (「契約Y6を捨てる（捨てる：契約Y6：…）」). The longer hand-run scan of
 * the same texts is bench/manual/ja-english-scan.ts.
 */
import { describe, expect, it } from 'vitest';
import { playerRange, registry, resolveOptions, type AnyGame, type Options } from '../../engine/index';
import { doubledNotes, latinLeaksIn } from '../support/japanese';
import { notationWords, scanGame, seatCounts, type JaText, type ScanGame } from '../support/japanese-texts';

/** Positions read per game: enough to meet most moves' notes, cheap enough for the suite. */
const POSITIONS = 8;

function scansOf(game: AnyGame): ScanGame[] {
  const resolve = (raw: Options) => {
    const resolved = resolveOptions(game.meta, raw);
    if (!resolved.ok) throw new Error(resolved.error.reason);
    return { options: resolved.options, range: playerRange(game.meta, resolved.options) };
  };
  const defaults = resolve({});
  const scans = seatCounts(defaults.range.min, defaults.range.max).map((players) => ({
    players,
    options: defaults.options,
    seed: `ja-english-${players}`,
  }));
  const all = game.meta.variants?.at(-1);
  if (all) {
    const variant = resolve(all);
    const players = seatCounts(variant.range.min, variant.range.max).at(-1)!;
    scans.push({ players, options: variant.options, seed: `ja-english-all-${players}` });
  }
  return scans;
}

describe('the checks themselves', () => {
  it('find an English id or word and pass notation, codes, abbreviations and names', () => {
    expect(latinLeaksIn('契約Y6を捨てる（無料のベース（plains-hills））')).toEqual(['plains-hills']);
    expect(latinLeaksIn('特許：1:joker-1 2:— 3:base-3、紙工場（paper-2）、空き：empty、Empty')).toEqual([
      'joker-1',
      'base-3',
      'paper-2',
      'empty',
      'Empty',
    ]);
    const notation = 'Y6、C9L、P6_0、2L、5VP、3CR、DAM-R、IP、Viktor Fiesler、McDowell、工場wood2、a0、c4、3e+3cr、追加アクションb';
    expect(latinLeaksIn(notation)).toEqual([]);
    expect(latinLeaksIn('IDは place T+2L の形', new Set(['place']))).toEqual([]);
  });

  it('find a note that says its label again', () => {
    const note = (label: string, text: string): JaText => ({ where: 'note', text, label });
    expect(doubledNotes([note('契約Y6を捨てる', '捨てる：契約Y6：発電6 → 無料のベース（平地か丘）')]).map((d) => d.word)).toEqual([
      '捨てる',
    ]);
    expect(doubledNotes([note('金貨1枚を得る', '金貨1枚を得る')]).map((d) => d.word)).toEqual(['金貨1枚を得る']);
    expect(doubledNotes([note('契約Y6を捨てる', '発電6 → 無料のベース（平地か丘）')])).toEqual([]);
  });
});

describe.each(registry.all.map((g) => [g.meta.id, g] as const))('%s: Japanese texts', (_id, game) => {
  it('hold no English word or id, and no note repeats its label', () => {
    const texts = scansOf(game).flatMap((scan) => scanGame(game, scan, POSITIONS));
    // The scan reads what a player gets: boards, prompts and, where the game has them, labels and notes.
    expect(texts.filter((t) => t.where.startsWith('board of ')).length).toBeGreaterThan(0);
    expect(texts.filter((t) => t.where === 'prompt').length).toBeGreaterThan(0);
    if (game.describeMove) expect(texts.filter((t) => t.label !== undefined).length).toBeGreaterThan(0);
    const allowed = notationWords(texts);
    const leaks = new Map<string, string>();
    for (const t of texts)
      for (const word of latinLeaksIn(t.text, allowed)) {
        const at = t.text.indexOf(word);
        if (!leaks.has(word)) leaks.set(word, `${word} in ${t.where}: …${t.text.slice(Math.max(0, at - 40), at + word.length + 20)}…`);
      }
    const doubled = doubledNotes(texts).map((d) => `doubled 「${d.word}」: ${d.example}`);
    expect([...leaks.values(), ...doubled].slice(0, 20)).toEqual([]);
  });
});
