/**
 * Which board partial renders a game's view in HTML: game kind → the compiled partial's
 * name and a function from the view (and the players' names) to that partial's mustache
 * data. Kinds without an entry get the generic board (the game's describe(view) text in a
 * monospace block). The text part of every email always uses describe(view).
 *
 * Adding a game's board: write templates/<kind>/board.mjml (its data arrives under
 * `board`), a data function beside it, an entry below, then run
 * `npx tsx scripts/compile-templates.ts` and commit templates/compiled/templates.json.
 */
import type { BarrageView } from '../engine/barrage/view';
import type { EraView } from '../engine/era-of-inventions/view';
import type { NipponView } from '../engine/nippon/view';
import type { PRView } from '../engine/puerto-rico/view';
import type { Lang } from './i18n/index';
import type { PlayerLine } from './model';
import { barrageBoard } from './barrage/board';
import { eraOfInventionsBoard } from './era-of-inventions/board';
import { nipponBoard } from './nippon/board';
import { puertoRicoBoard } from './puerto-rico/board';

export interface BoardChoice {
  /** `generic` or a folder of templates/ holding board.mjml. */
  readonly template: string;
  readonly data: object;
}

type BoardData = (view: unknown, players: readonly PlayerLine[], lang: Lang) => object;

// The model's view comes from that game's own view(); the kind guarantees its type.
const BOARDS: Readonly<Record<string, BoardData>> = {
  'puerto-rico': (view, players, lang) => puertoRicoBoard(view as PRView, players, lang),
  barrage: (view, players, lang) => barrageBoard(view as BarrageView, players, lang),
  nippon: (view, players, lang) => nipponBoard(view as NipponView, players, lang),
  'era-of-inventions': (view, players, lang) => eraOfInventionsBoard(view as EraView, players, lang),
};

/** `lang`: the reader's; each board writes its labels and game words in it (issue 12). */
export function boardFor(kind: string, view: unknown, players: readonly PlayerLine[], lang: Lang = 'en'): BoardChoice {
  const data = BOARDS[kind];
  return data ? { template: kind, data: data(view, players, lang) } : { template: 'generic', data: {} };
}

/** Kinds with their own board partial (each must have templates/<kind>/board.mjml). */
export const boardKinds: readonly string[] = Object.keys(BOARDS);
