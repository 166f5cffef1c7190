/**
 * Moves in Japanese mail (JA-STYLE "Moves in Japanese mail"): the big label of every listed
 * line is the game's Japanese label (`formatJa`), a whole turn's label joins its parts' labels,
 * the English notation stays in the small note, and the link still sends the notation the
 * parser reads. A game without `formatJa` shows its notation.
 */
import { describe, expect, it } from 'vitest';
import { legalMovesFor, newMatch, playMove, registry, type AnyGame, type Match } from '../../../../engine/index';
import { randomInt, seedRng } from '../../../../engine/core/rng';
import { movesWithNotes } from '../../../../lambdas/play/letters/status-model';
import { sharedEndings } from '../../../../lambdas/play/letters/label-endings';
import { renderStatusEmail } from '../../../../templates/index';
import { mailtoLinks, parseMailto, statusModel } from '../../../templates/helpers';

const pr = registry.get('puerto-rico')!;
/** Puerto Rico with a Japanese label per move, whatever the game itself has today. */
const labelled: AnyGame = { ...pr, formatJa: (m: { kind: string }) => `【${pr.format(m)}】` };

function opening(game: AnyGame) {
  const made = newMatch(game, 3, {}, 'japanese-labels');
  if (!made.ok) throw new Error(made.error.reason);
  return { match: made.match, seat: game.pending(made.match.state)[0]!.seat };
}

describe('Japanese labels in the move list', () => {
  it('labels each line in Japanese, joins a whole turn’s labels, and leaves the notation out of the note (JA-STYLE: the note says what the move does)', () => {
    const { match, seat } = opening(labelled);
    const moves = movesWithNotes(labelled, match, seat, 'ja');
    const single = moves.find((m) => !m.under && !m.text.includes(';'))!;
    expect(single.label).toBe(`【${single.text}】`);
    expect(single.note ?? '').not.toContain(single.text);
    const nested = moves.find((m) => m.under && !m.firstOnly)!;
    const [first, ...rest] = nested.text.split('; ');
    expect(nested.under!.label).toBe(`【${first}】`);
    expect(nested.rest).toBe(rest.map((p) => `【${p}】`).join('；'));
    expect(nested.note ?? '').not.toContain(rest.join('; '));
  });

  it('shows the Japanese label as the link text while the link sends the English notation', () => {
    const { match, seat } = opening(labelled);
    const moves = movesWithNotes(labelled, match, seat, 'ja');
    const email = renderStatusEmail(statusModel({ yourMoves: moves, lang: 'ja' }));
    const texts = new Set(moves.map((m) => m.text));
    const links = mailtoLinks(email.html).filter((l) => texts.has(parseMailto(l.href).body!));
    // Every line is one link: a numbered line, or a small link in a row of variants.
    expect(links.length).toBe(moves.length);
    for (const link of links) expect(parseMailto(link.href).body!).not.toMatch(/【/);
    // A numbered line shows its Japanese label; a variant's small link the word it differs in, under a Japanese heading.
    for (const link of links.filter((l) => /^\d/.test(l.label))) expect(link.label).toMatch(/【/);
    for (const move of moves.filter((m) => m.variant)) expect(move.variant!.head).toMatch(/【/);
  });

  it('falls back to the notation where the game has no Japanese labels, and English mail shows the notation', () => {
    const { match, seat } = opening(pr);
    const plain = { ...pr, formatJa: undefined } as AnyGame;
    for (const m of movesWithNotes(plain, match, seat, 'ja')) expect(m.label ?? m.rest ?? m.text).not.toMatch(/【/);
    for (const m of movesWithNotes(labelled, match, seat, 'en')) {
      expect(m.label).toBeUndefined();
      expect(m.under?.label ?? m.text).not.toMatch(/【/);
    }
  });
});

describe('Japanese labels of a turn’s parts that end alike', () => {
  it('write the shared ending once, from its particle on, the heads joined by ・', () => {
    expect(
      sharedEndings([
        'インディゴのプランテーションに労働者を置く',
        'タバコのプランテーションに労働者を置く',
        '小さい砂糖工場に労働者を置く',
      ]),
    ).toEqual(['インディゴのプランテーション・タバコのプランテーション・小さい砂糖工場に労働者を置く']);
    expect(sharedEndings(['契約G3を取る', '契約G6を取る'])).toEqual(['契約G3・契約G6を取る']);
  });

  it('leave labels apart where the ending is no phrase of its own or the verbs differ', () => {
    const apart = ['コーンのプランテーションから労働者を外す', 'コーンのプランテーションに労働者を置く'];
    expect(sharedEndings(apart)).toEqual(apart);
    expect(sharedEndings(['技術タイル「取水塔」を使う', 'C6Rに取水塔を建設'])).toEqual(['技術タイル「取水塔」を使う', 'C6Rに取水塔を建設']);
  });
});

describe('a row of variants whose links end alike', () => {
  it('says the ending once in its heading, each link only what differs (Puerto Rico Mayor in Japanese mail)', () => {
    const game = registry.get('puerto-rico')!;
    let position: { match: Match; seat: number } | null = null;
    // A seeded game up to a Mayor placement with rows of variants.
    const created = newMatch(game, 3, {}, 'mayor-rows');
    if (!created.ok) throw new Error(created.error.reason);
    let match = created.match;
    const rng = seedRng('mayor-rows');
    for (let i = 0; i < 400 && !position; i++) {
      const seat = game.pending(match.state)[0]!.seat;
      const moves = movesWithNotes(game, match, seat, 'ja');
      if (moves.some((m) => m.variant?.head.includes('…に労働者を置く'))) position = { match, seat };
      const legal = legalMovesFor(game, match, seat);
      const out = playMove(game, match, seat, legal[randomInt(rng, legal.length)]!);
      if (!out.ok) throw new Error(out.error.reason);
      match = out.match;
    }
    expect(position).not.toBeNull();
    const ja = movesWithNotes(game, position!.match, position!.seat, 'ja');
    const shared = ja.filter((m) => m.variant?.head.includes('…に労働者を置く'));
    for (const m of shared) expect(m.variant!.label).not.toMatch(/に労働者を置く$/);
    // Only the words change: the same lines, links and numbers as in English mail.
    const en = movesWithNotes(game, position!.match, position!.seat, 'en');
    expect(ja.map((m) => [m.n, m.text])).toEqual(en.map((m) => [m.n, m.text]));
  });
});
