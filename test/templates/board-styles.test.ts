/**
 * Every game's board partial styles what repeats by class, in its `<mj-style>` block (moved into
 * the head at build time), not by inline styles: a Japanese status email is base64, every HTML
 * byte costs 1.33 composed, and a late-game Puerto Rico email carried 24 KB of repeated inline
 * styles (budget 80 KB, Gmail clips at 102 KB). One seeded late position per game, 3 players.
 */
import { describe, expect, it } from 'vitest';
import { registry, replay, randomPlayout } from '../../engine/index';
import { buildStatusModel, withBoard } from '../../lambdas/play/letters/status-model';
import { renderStatusEmail } from '../../templates';
import { compiledTemplates } from '../../templates/compiled';
import { repeatedBoardStyles } from './inline-styles';

const NAMES = ['Annabelle', 'Bartholomew', 'Cyrille'];

/** An inline style may repeat once per player or per contract row (Barrage), never per chip or building. */
const MAX_REPEATS = 4;

function lateEmail(kind: string, lang: 'en' | 'ja') {
  const game = registry.get(kind)!;
  const full = randomPlayout(game, 3, `styles-${kind}`, { checks: 'none' });
  const part = replay(game, { players: 3, seed: `styles-${kind}`, moves: full.moves.slice(0, Math.floor(full.moves.length * 0.9)) });
  const match = part.match!;
  const seat = game.pending(match.state)[0]!.seat;
  const model = withBoard(
    buildStatusModel({
      game,
      match,
      seat,
      names: NAMES,
      gameId: 'u7b8',
      recipientAddress: 'ann@example.com',
      replyAddress: 'g-u7b8-0-abcdefgh12345678@play.example.org',
      lang,
    }),
  );
  return { html: renderStatusEmail(model).html, board: model.board!.data as { classStyles?: string } };
}

/** The class names a style block defines (`.name{` or `.name {`). */
function classesDefined(css: string): Set<string> {
  return new Set([...css.matchAll(/\.([A-Za-z][\w-]*)\s*[{,]/g)].map((m) => m[1]!));
}

const withBoards = registry.all.filter((g) => g.board !== undefined).map((g) => g.meta.id);

describe.each(withBoards)('%s board styles', (kind) => {
  it(`repeats no inline style of its own more than ${MAX_REPEATS} times, in English or Japanese`, () => {
    for (const lang of ['en', 'ja'] as const) {
      const { html } = lateEmail(kind, lang);
      expect(repeatedBoardStyles(kind, html, MAX_REPEATS), lang).toEqual([]);
    }
  });

  it('defines in the head every class the email wears, and none of the layout’s', () => {
    const { html, board } = lateEmail(kind, 'ja');
    const head = html.slice(0, html.indexOf('</head>'));
    const defined = classesDefined(head.replace(/<[^>]*>/g, ' '));
    const worn = new Set([...html.slice(head.length).matchAll(/ class="([^"]*)"/g)].flatMap((m) => m[1]!.split(/\s+/).filter(Boolean)));
    const undefinedClasses = [...worn].filter((c) => !defined.has(c) && !c.startsWith('mj-'));
    expect(undefinedClasses).toEqual([]);
    // The board's classes must not restyle the layout's (moves, notes, turn order).
    const layoutHead = compiledTemplates.html['status@generic']!;
    const layout = classesDefined(layoutHead.slice(0, layoutHead.indexOf('</head>')).replace(/<[^>]*>/g, ' '));
    const own = classesDefined(board.classStyles ?? '');
    expect([...own].filter((c) => layout.has(c))).toEqual([]);
  });
});
