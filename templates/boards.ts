/**
 * Which board partial renders a game's view in HTML: game kind → the compiled partial's
 * name and a function from the view to that partial's mustache data. Kinds without an
 * entry get the generic board (the game's describe(view) text in a monospace block).
 * The text part of every email always uses describe(view).
 */

export interface BoardChoice {
  /** `generic` or a folder of templates/ holding board.mjml. */
  readonly template: string;
  readonly data: object;
}

type BoardData = (view: unknown) => object;

const BOARDS: Readonly<Record<string, BoardData>> = {};

export function boardFor(kind: string, view: unknown): BoardChoice {
  const data = BOARDS[kind];
  return data ? { template: kind, data: data(view) } : { template: 'generic', data: {} };
}

/** Kinds with their own board partial (each must have templates/<kind>/board.mjml). */
export const boardKinds: readonly string[] = Object.keys(BOARDS);
