/**
 * What a legal move does and costs, in words, shown beside each move in emails (English
 * and Japanese; names from the spec §0 glossary). Read-only: it looks at the position the
 * move would be made in, never at hidden values of other seats.
 */
import type { Lang, Seat } from '../core/types';
import { BUILDINGS, GOOD_PRICE, GOODS, QUARRY, TILE_NAMES_JA, TILES, type BuildingId, type Good } from './data';
import { buildingCost, buildingPrice, isOccupied, islandFilled, takeFreeColonist, workersOn } from './board';
import { chooserOf, type PRFrame } from './frames';
import type { PRMove, Target } from './moves';
import { runner } from './rules';
import type { PlayerState, PRState } from './state';
import { isTile } from './decisions/place-colonist';
import { privilegeOf } from './pieces';
import { salePrice } from './decisions/sell';
import { describeExpansionMove, type Say } from './describe-expansion-move';
import { aOrAn } from './step';
import { BUILDING_EFFECTS } from './building-effects';
import { rolePreview } from './role-preview';

const n = (count: number, word: string): string => `${count} ${word}${count === 1 ? '' : 's'}`;
const goodIndex = (g: Good): number => GOODS.indexOf(g);
const goodJa = (g: Good): string => TILE_NAMES_JA[goodIndex(g)]!;

export function targetName(t: Target, lang: Lang): string {
  if (isTile(t)) return lang === 'ja' ? TILE_NAMES_JA[TILES.indexOf(t)]! : t === 'quarry' ? 'quarry' : `${t} plantation`;
  return lang === 'ja' ? BUILDINGS[t].ja[0]! : BUILDINGS[t].name;
}

function circlesOf(p: PlayerState, t: Target): [number, number] {
  if (isTile(t)) {
    const i = TILES.indexOf(t);
    return [p.manned[i]!, p.tiles[i]!];
  }
  return [workersOn(p, t), BUILDINGS[t].circles];
}

/** "8 doubloons (7 after your quarry), 3 VP". */
function buildText(s: PRState, seat: Seat, b: BuildingId, say: Say): string {
  const p = s.seats[seat]!;
  const cost = buildingCost(s, b);
  const isBuilder = chooserOf(s) === seat;
  const price = buildingPrice(s, p, b, isBuilder);
  const quarries = Math.min(p.manned[QUARRY]!, BUILDINGS[b].column);
  const vp = BUILDINGS[b].vp;
  const [effect, effectJa] = BUILDING_EFFECTS[b];
  if (price === cost) return say(`${n(cost, 'doubloon')}, ${vp} VP; ${effect}`, `${cost}ダブロン、勝利点${vp}。${effectJa}`);
  const en = [quarries > 0 ? (quarries === 1 ? 'your quarry' : `your ${quarries} quarries`) : '', isBuilder ? "the Builder's 1" : '']
    .filter(Boolean)
    .join(' and ');
  const ja = [quarries > 0 ? `採石場${quarries}` : '', isBuilder ? '建築家の特権' : ''].filter(Boolean).join('と');
  return say(
    `${n(cost, 'doubloon')} (${price} after ${en}), ${vp} VP; ${effect}`,
    `${cost}ダブロン（${ja}で${price}）、勝利点${vp}。${effectJa}`,
  );
}

/** "2 doubloons (indigo 1, +1 small market)". */
function sellText(s: PRState, seat: Seat, g: Good, say: Say): string {
  const p = s.seats[seat]!;
  const base = GOOD_PRICE[goodIndex(g)]!;
  const isTrader = chooserOf(s) === seat;
  // Expansions §4.3.10: the Library doubles the privilege (1 otherwise).
  const privilege = privilegeOf(s, seat);
  const total = salePrice(p, goodIndex(g), isTrader, privilege);
  const extras: [string, string][] = [];
  if (isTrader) extras.push([`+${privilege} Trader`, `商人+${privilege}`]);
  if (isOccupied(p, 'small-market')) extras.push(['+1 small market', `${BUILDINGS['small-market'].ja[0]}+1`]);
  if (isOccupied(p, 'large-market')) extras.push(['+2 large market', `${BUILDINGS['large-market'].ja[0]}+2`]);
  if (extras.length === 0) return say(n(total, 'doubloon'), `${total}ダブロン`);
  return say(
    `${n(total, 'doubloon')} (${g} ${base}, ${extras.map((e) => e[0]).join(', ')})`,
    `${total}ダブロン（${goodJa(g)}${base}、${extras.map((e) => e[1]).join('、')}）`,
  );
}

/** VP of a load of `barrels` (§4.6 rule 8), with its parts. */
function loadVp(s: PRState, f: PRFrame | null, seat: Seat, barrels: number, say: Say): string {
  const harbor = isOccupied(s.seats[seat]!, 'harbor');
  const captain = f?.kind === 'load' && chooserOf(s) === seat && !f.privilegeUsed ? privilegeOf(s, seat) : 0;
  const vp = barrels + (harbor ? 1 : 0) + captain;
  const extras: [string, string][] = [];
  if (harbor) extras.push(['+1 Harbor', '港+1']);
  if (captain) extras.push([`+${captain} Captain`, `船長+${captain}`]);
  if (extras.length === 0) return say(`${vp} VP`, `勝利点${vp}`);
  return say(`${vp} VP (${extras.map((e) => e[0]).join(', ')})`, `勝利点${vp}（${extras.map((e) => e[1]).join('、')}）`);
}

/** Barrels that go back to the supply if the seat keeps `stored` kinds whole plus one barrel of `single` (-1: none). */
function returned(p: PlayerState, stored: readonly number[], single: number): number {
  let out = 0;
  for (let g = 0; g < GOODS.length; g++) if (!stored.includes(g)) out += p.goods[g]! - (g === single && p.goods[g]! > 0 ? 1 : 0);
  return out;
}

function freeColonist(s: PRState, say: Say): string {
  return takeFreeColonist(s) === 'ship' ? say('colonist ship', '入植船') : say('colonist supply', 'ストック');
}

function passText(s: PRState, f: PRFrame | null, seat: Seat, say: Say): string {
  const p = s.seats[seat]!;
  switch (f?.kind) {
    case 'settle':
      return say('take no plantation', 'プランテーションを取らない');
    case 'hospice':
    case 'university':
      return say('no extra colonist', '労働者を置かない');
    case 'mayor-privilege':
      return say('take no extra colonist', '追加の労働者を取らない');
    case 'build':
      return say(`build nothing, keep ${n(p.doubloons, 'doubloon')}`, `何も建てない（${p.doubloons}ダブロンのまま）`);
    case 'barrel':
      return say('no extra barrel', '追加の樽を取らない');
    case 'sell':
      return say('sell nothing', '何も売らない');
    case 'load':
      return say('do not use the Wharf', '造船所を使わない');
    case 'store': {
      const st = f.turns.find((t) => t.seat === seat);
      if (st && !st.single)
        return say('put nothing more in a warehouse, then choose the one barrel to keep', 'これ以上倉庫に入れない。次に残す樽を1つ選ぶ');
      const back = returned(p, st?.stored ?? [], -1);
      return say(`keep no single barrel: ${n(back, 'barrel')} go back to the supply`, `樽を残さない：${back}樽をサプライに戻す`);
    }
    default:
      // The Japanese label already says パスする.
      return say('pass', '');
  }
}

export function describeMove(s: PRState, seat: Seat, m: PRMove, lang: Lang): string {
  const say: Say = (en, ja) => (lang === 'ja' ? ja : en);
  const p = s.seats[seat]!;
  const f = runner.top(s);
  switch (m.kind) {
    case 'chooseRole':
      return rolePreview(s, seat, m.role, s.roles.find((r) => r.id === m.role)?.doubloons ?? 0, say);
    case 'useHacienda':
      return say(
        `draw a plantation from the face-down pile (${s.pile.length} left), then take a face-up one`,
        `裏向きの山からプランテーションを1枚引く（残り${s.pile.length}枚）。その後表向きのものも取れる`,
      );
    case 'takePlantation':
      return say(
        `${aOrAn(`${m.tile} plantation`)} for your island (${islandFilled(p) + 1}/12 spaces)`,
        `${goodJa(m.tile)}のプランテーションを島に置く（${islandFilled(p) + 1}/12）`,
      );
    case 'takeQuarry':
      return say(
        `a quarry: manned, it takes 1 doubloon off buildings (${s.quarries} left)`,
        `労働者を置けば建物が1ダブロン安くなる（残り${s.quarries}）`,
      );
    case 'useHospice': {
      const tile = f?.kind === 'hospice' ? f.tile : 0;
      // Expansions A-39: after a forest the colonist waits in San Juan.
      if (tile < 0)
        return say(
          `a colonist from the ${freeColonist(s, say)} to San Juan (the forest has no circle)`,
          `${freeColonist(s, say)}から労働者1人をサンファンへ（森林タイルには円がない）`,
        );
      return say(
        `a colonist from the ${freeColonist(s, say)} on the new ${TILES[tile]}`,
        `${freeColonist(s, say)}から労働者1人を新しい${TILE_NAMES_JA[tile]}に置く`,
      );
    }
    case 'useUniversity': {
      const b = f?.kind === 'university' ? f.building : null;
      const name = b ? targetName(b, lang) : say('building', '建物');
      return say(
        `a colonist from the ${freeColonist(s, say)} on your new ${name}`,
        `${freeColonist(s, say)}から労働者1人を新しい${name}に置く`,
      );
    }
    case 'takeColonist':
      return say(
        `1 colonist from the supply to San Juan (${s.colonists} in the supply)`,
        `ストックから労働者1人をサンファンへ（ストック${s.colonists}人）`,
      );
    case 'place': {
      const [on, of] = circlesOf(p, m.target);
      // Expansions §5.3: a noble is placed like a colonist.
      const [piece, pieceJa] = m.noble ? ['noble', '貴族'] : ['colonist', '労働者'];
      return say(
        `1 ${piece} from San Juan on your ${targetName(m.target, lang)} (${on + 1}/${of})`,
        `サンファンの${pieceJa}1人を${targetName(m.target, lang)}に置く（${on + 1}/${of}）`,
      );
    }
    case 'remove': {
      const [piece, pieceJa] = m.noble ? ['noble', '貴族'] : ['colonist', '労働者'];
      return say(
        `take 1 ${piece} off your ${targetName(m.target, lang)} back to San Juan`,
        `${targetName(m.target, lang)}の${pieceJa}1人をサンファンに戻す`,
      );
    }
    case 'done':
      return p.sanJuan > 0
        ? say(`end placing; ${n(p.sanJuan, 'colonist')} stay in San Juan`, `配置を終える（サンファンに${p.sanJuan}人残る）`)
        : say('end placing', '配置を終える');
    case 'build':
      return buildText(s, seat, m.building, say);
    case 'takeBarrel':
      return say(
        `1 more ${m.good} barrel from the supply (${s.goods[goodIndex(m.good)]} left)`,
        `${goodJa(m.good)}の樽をもう1つ（サプライ残り${s.goods[goodIndex(m.good)]}）`,
      );
    case 'sell':
      return sellText(s, seat, m.good, say);
    case 'ship': {
      const ship = s.ships.find((x) => x.capacity === m.ship);
      const held = p.goods[goodIndex(m.good)]!;
      const amount = ship ? Math.min(held, ship.capacity - ship.load) : 0;
      const vp = loadVp(s, f, seat, amount, say);
      const left = held - amount;
      const stay = left > 0 ? say(`; ${left} stay with you`, `。${left}樽は手元に残る`) : '';
      return say(
        `${amount} ${m.good} on the ${m.ship}-ship: ${vp}${stay}`,
        `${goodJa(m.good)}${amount}樽を${m.ship}樽積みの船へ：${vp}${stay}`,
      );
    }
    case 'wharf': {
      const held = p.goods[goodIndex(m.good)]!;
      return say(
        `all ${held} ${m.good} with the Wharf: ${loadVp(s, f, seat, held, say)}`,
        `造船所で${goodJa(m.good)}${held}樽すべてを出荷：${loadVp(s, f, seat, held, say)}`,
      );
    }
    case 'keep': {
      const g = goodIndex(m.good);
      const st = f?.kind === 'store' ? f.turns.find((t) => t.seat === seat) : undefined;
      if (st && !st.single)
        return say(`store all ${p.goods[g]} ${m.good} in a warehouse`, `${goodJa(m.good)}${p.goods[g]}樽を全部倉庫に保管`);
      const back = returned(p, st?.stored ?? [], g);
      return say(`keep 1 ${m.good}; ${n(back, 'barrel')} go back to the supply`, `${goodJa(m.good)}を1樽残す。${back}樽をサプライに戻す`);
    }
    case 'pass':
      return passText(s, f, seat, say);
    default:
      return describeExpansionMove(s, seat, m, say);
  }
}
