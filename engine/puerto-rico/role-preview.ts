/**
 * What a role would give its chooser now, for the note beside `role …` in the move list: the
 * numbers of the current position, not the rulebook sentence (rules/puerto-rico.md §4; the
 * privilege doubled by an occupied Library, expansions §4.3.10). Only what the chooser sees:
 * the seat's own board and the public supplies.
 */
import type { Seat } from '../core/types';
import { BUILDING_IDS, BUILDINGS, CITY_SPACES, FACTORY_BONUS, GOODS, ISLAND_SPACES, TILES, type RoleId } from './data';
import { buildingPrice, citySpacesUsed, isOccupied, islandFilled, owns, productionCapacities } from './board';
import type { Say } from './describe-expansion-move';
import { cannotSell, salePrice } from './decisions/sell';
import type { PlayerState, PRState } from './state';
import { goodJa, tileIndexJa } from './words-ja';

const n = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;

/** "2 corn, 1 indigo" and "コーン2樽、インディゴ1樽" from amounts by good index; null when all are 0. */
function barrels(amounts: readonly number[]): [string, string] | null {
  const en: string[] = [];
  const ja: string[] = [];
  GOODS.forEach((g, i) => {
    if (amounts[i]! > 0) {
      en.push(`${amounts[i]} ${g}`);
      ja.push(`${goodJa(g)}${amounts[i]}樽`);
    }
  });
  return en.length > 0 ? [en.join(', '), ja.join('、')] : null;
}

/** The privilege the seat would have as chooser: 1, or 2 with an occupied Library. */
function privilege(p: PlayerState): number {
  return isOccupied(p, 'library') ? 2 : 1;
}

function settler(s: PRState, p: PlayerState, say: Say): string {
  if (islandFilled(p) >= ISLAND_SPACES) return say('your island is full: you take nothing', '島が埋まっているので何も取れない');
  const kinds = [...new Set(s.row)].sort((a, b) => a - b);
  const quarry = s.quarries > 0;
  const en = [...kinds.map((t) => TILES[t]!), ...(quarry ? ['a quarry (privilege)'] : [])];
  const ja = [...kinds.map((t) => tileIndexJa(t)), ...(quarry ? ['採石場（特権）'] : [])];
  if (en.length === 0) return say('nothing is face up for you to take', '取れるタイルが表向きにない');
  return say(`you take one of: ${en.join(', ')}`, `次から1枚取る：${ja.join('、')}`);
}

function mayor(s: PRState, p: PlayerState, say: Say): string {
  // §4.2: the ship's pieces one at a time from the Mayor, so the Mayor gets the rounded-up share.
  const pieces = s.ship + (s.shipNobles ?? 0);
  const share = Math.ceil(pieces / s.players);
  const extra = Math.min(privilege(p), s.colonists);
  const empty = emptyCircles(p);
  const noble = s.shipNobles ? say(' (the noble first)', '（貴族を先に）') : '';
  return say(
    `you get ${n(share, 'colonist')} from the ship${noble} + ${extra} from the supply (privilege); ${n(empty, 'empty circle')}`,
    `入植船から${share}人${noble}とストックから${extra}人（特権）を得る。空いている円は${empty}`,
  );
}

function emptyCircles(p: PlayerState): number {
  let out = 0;
  for (let t = 0; t < TILES.length; t++) out += p.tiles[t]! - p.manned[t]!;
  BUILDING_IDS.forEach((b, i) => {
    if (p.city[i]! >= 0) out += BUILDINGS[b].circles - p.city[i]!;
  });
  return out;
}

function builder(s: PRState, p: PlayerState, say: Say): string {
  const free = CITY_SPACES - citySpacesUsed(p);
  let affordable = 0;
  BUILDING_IDS.forEach((b, i) => {
    if (owns(p, b) || !(s.supply[i]! > 0) || free < BUILDINGS[b].spaces) return;
    if (buildingPrice(s, p, b, true) <= p.doubloons) affordable += 1;
  });
  const off = privilege(p);
  return say(
    `with ${n(p.doubloons, 'doubloon')} and ${off} off (privilege) you can pay for ${n(affordable, 'building')}`,
    `手持ち${p.doubloons}ダブロンと特権の${off}ダブロン引きで、建てられる建物は${affordable}種類`,
  );
}

function craftsman(s: PRState, p: PlayerState, say: Say): string {
  // §4.4: the chooser produces first, so only the supply limits him.
  const capacity = productionCapacities(p);
  const made = capacity.map((c, g) => Math.min(c, s.goods[g]!));
  const kinds = made.filter((x) => x > 0).length;
  const factory = isOccupied(p, 'factory') ? FACTORY_BONUS[kinds]! : 0;
  const produced = barrels(made);
  const extra = privilege(p);
  const factoryText = factory > 0 ? [`, Factory +${factory} doubloon${factory === 1 ? '' : 's'}`, `、工場で+${factory}ダブロン`] : ['', ''];
  if (!produced) return say('you produce nothing', '何も生産しない');
  return say(
    `you produce ${produced[0]}${factoryText[0]}; privilege +${extra} barrel${extra === 1 ? '' : 's'}`,
    `${produced[1]}を生産${factoryText[1]}。特権で+${extra}樽`,
  );
}

function trader(s: PRState, seat: Seat, p: PlayerState, say: Say): string {
  const extra = privilege(p);
  let best = -1;
  let price = -1;
  for (let g = 0; g < GOODS.length; g++) {
    if (cannotSell(s, seat, g) !== null) continue;
    const at = salePrice(p, g, true, extra);
    if (at > price) [best, price] = [g, at];
  }
  if (best < 0)
    return say(
      `nothing you can sell now; privilege +${extra} doubloon${extra === 1 ? '' : 's'}`,
      `今売れる商品がない（特権は+${extra}ダブロン）`,
    );
  return say(
    `your best sale: ${GOODS[best]} for ${n(price, 'doubloon')} (privilege +${extra} included)`,
    `一番高く売れるのは${goodJa(GOODS[best]!)}で${price}ダブロン（特権の+${extra}を含む）`,
  );
}

function captain(_s: PRState, p: PlayerState, say: Say): string {
  const held = barrels(p.goods);
  const extra = privilege(p);
  if (!held)
    return say(
      `you have nothing to ship; privilege +${extra} VP on your first load`,
      `出荷できる商品がない（特権は最初の出荷で勝利点+${extra}）`,
    );
  return say(
    `you ship from ${held[0]}; privilege +${extra} VP on your first load`,
    `${held[1]}から出荷する。特権で最初の出荷に勝利点+${extra}`,
  );
}

/** The note of `role …` for `seat` now; `coins` are the doubloons on the card. */
export function rolePreview(s: PRState, seat: Seat, role: RoleId, coins: number, say: Say): string {
  const p = s.seats[seat]!;
  let text: string;
  switch (role) {
    case 'settler':
      text = settler(s, p, say);
      break;
    case 'mayor':
      text = mayor(s, p, say);
      break;
    case 'builder':
      text = builder(s, p, say);
      break;
    case 'craftsman':
      text = craftsman(s, p, say);
      break;
    case 'trader':
      text = trader(s, seat, p, say);
      break;
    case 'captain':
      text = captain(s, p, say);
      break;
    case 'prospector':
    case 'prospector-2': {
      const get = privilege(p);
      text = say(`you take ${n(get, 'doubloon')}`, `${get}ダブロンを得る`);
      break;
    }
  }
  return coins > 0 ? say(`${text}; plus ${n(coins, 'doubloon')} on the card`, `${text}。カードの${coins}ダブロンも得る`) : text;
}
