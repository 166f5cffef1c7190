/**
 * Barrage's board picture: the map as a river diagram (map.ts) with round and phase on top, then
 * each company's resources and construction wheel (seats.ts), in turn order. Everything drawn is
 * public (spec §9); the view already leaves out the contract stacks and technology decks.
 */
import { svgDocument, text, type BoardPicture, type PictureArea } from '../../core/picture';
import type { Lang } from '../../core/types';
import type { BarrageView } from '../view';
import { legendLines } from './codes';
import { drawMap, MAP_HEIGHT } from './map';
import { SEAT_HEIGHT, seatPanel } from './seats';

const WIDTH = 640;

export function barragePicture(v: BarrageView, lang: Lang): BoardPicture {
  const parts = [...drawMap(v)];
  parts.push(text(WIDTH - 8, MAP_HEIGHT - 30, `R${v.round}/5`, { size: 18, anchor: 'end', bold: true }));
  let y = MAP_HEIGHT + 4;
  let focus: PictureArea | undefined;
  for (const seat of v.turnOrder) {
    const p = v.seats[seat];
    if (!p) continue;
    parts.push(...seatPanel(v, seat, p, y, WIDTH));
    // The reader's own company (resources, wheel): drawn again as the phone close-up.
    if (v.you === seat) focus = { x: 0, y: y - 2, width: WIDTH, height: SEAT_HEIGHT - 4 };
    y += SEAT_HEIGHT;
  }
  const height = y;
  const alt =
    lang === 'ja'
      ? `バラージの盤面、ラウンド${v.round}：川の流れに沿ったゾーン、ダム、取水塔、発電所、各社の建設ホイール`
      : `Barrage board, round ${v.round}: the river map with dams, conduits and powerhouses, and each company's construction wheel`;
  return {
    svg: svgDocument(WIDTH, height, parts),
    width: WIDTH,
    height,
    alt,
    legend: legendLines(lang, v.seats),
    ...(focus ? { focus } : {}),
  };
}
