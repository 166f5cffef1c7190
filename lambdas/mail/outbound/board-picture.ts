/**
 * The board picture of a status email: the game (found in the registry by the email's game
 * kind) draws its view as SVG, resvg turns it into a PNG, and the email gets the PNG as an
 * inline part with the picture's legend, the players' colours first. The service names no
 * game here: a game without `picture` simply gets no picture.
 */
import { registry, type AnyGame } from '../../../engine/index';
import { closeUp, SEAT_SHAPES, seatColour } from '../../../engine/core/picture';
import { messages, type Lang, type PictureModel, type PlayerLine } from '../../../templates/index';
import { renderPng } from './picture-png';

/** The Content-ID of the board picture (one per email, so a fixed name is unique enough). */
export const BOARD_PICTURE_CID = 'board@pbem.picture';
/** The Content-ID of the reader's close-up. */
export const CLOSE_UP_CID = 'closeup@pbem.picture';

export interface RenderedPicture {
  readonly model: PictureModel;
  readonly png: Buffer;
  /** The reader's own panel at phone scale, when the game marks it (`BoardPicture.focus`). */
  readonly closeUpPng?: Buffer;
}

/** What each seat's shape looks like in the legend's text. */
const SHAPE_SYMBOLS: Readonly<Record<(typeof SEAT_SHAPES)[number], string>> = {
  circle: '●',
  square: '■',
  triangle: '▲',
  diamond: '◆',
  hexagon: '⬢',
};

/** The picture's inline MIME parts: the close-up (shown first), then the whole board. */
export function pictureParts(picture: RenderedPicture): { cid: string; filename: string; content: Buffer }[] {
  const close =
    picture.closeUpPng && picture.model.closeUp
      ? [{ cid: picture.model.closeUp.cid, filename: 'closeup.png', content: picture.closeUpPng }]
      : [];
  return [...close, { cid: picture.model.cid, filename: 'board.png', content: picture.png }];
}

/** The picture of `view` for a game of `kind` (the registry's), or null when that game draws none. */
export function boardPicture(kind: string, view: unknown, lang: Lang, players: readonly PlayerLine[]): Promise<RenderedPicture | null> {
  return gamePicture(registry.get(kind), view, lang, players);
}

/** The same for a game module in hand (the CLI's, which may be a test's own game). */
export async function gamePicture(
  game: AnyGame | undefined,
  view: unknown,
  lang: Lang,
  players: readonly PlayerLine[],
): Promise<RenderedPicture | null> {
  const picture = game?.picture?.(view, lang);
  if (!picture) return null;
  const png = await renderPng(picture.svg);
  const close = closeUp(picture);
  const closeUpPng = close ? await renderPng(close.svg) : undefined;
  const seats = players.map((p) => ({
    code: `${SHAPE_SYMBOLS[SEAT_SHAPES[p.seat % SEAT_SHAPES.length]!]}${p.seat + 1}`,
    text: p.name,
    colour: seatColour(p.seat),
  }));
  const model: PictureModel = {
    cid: BOARD_PICTURE_CID,
    width: picture.width,
    height: picture.height,
    alt: picture.alt,
    legend: [...seats, ...(picture.legend ?? [])],
  };
  if (!close || !closeUpPng) return { png, model };
  return {
    png,
    closeUpPng,
    model: { ...model, closeUp: { cid: CLOSE_UP_CID, width: close.width, height: close.height, alt: messages(lang).closeUpAlt } },
  };
}
