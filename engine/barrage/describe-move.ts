/**
 * What a legal move does and costs, in words, English and Japanese (issue "every move says what
 * it does and costs"). Names follow the rules specification (§1.2, §1.8–§1.12) and, in Japanese,
 * the words of the rules seed (建設, 発電, 水源, 工場, 建機, 契約, 特許, 銀行 …).
 */
import { an, count } from './english';
import { built, hasOfficer } from './abilities';
import { tileNameJa } from './notation-ja';
import type { Lang } from '../core/types';
import { effectiveTile, machineryNeeds, payingCost, typesFor } from './build';
import {
  ADLER_BASE_EX,
  BASE_EX,
  CONDUIT_EX_PER_VALUE,
  ELEVATION_MX,
  MAHIRI_SPACES,
  OFFICER_NAMES,
  PAYING_SPACE_CR,
  POWERHOUSE_MX,
  STRUCTURE_JA,
  type Company,
  type StructureType,
} from './data/companies';
import { COMPANY_POWER, OFFICER_POWER } from './data/powers';
import { contractRow } from './data/contracts';
import { CONDUIT_BY_ID, DAM_SITE_BY_ID, POWERHOUSE_BY_ID, ZONE_AREA } from './data/map';
import { FREE_BASE_AREAS_JA, type Reward } from './data/rewards';
import { SPACE_BY_ID, type SpaceRow } from './data/spaces';
import { ADVANCED_BY_ID, PATENT_PRICE, TILE_NUMBERS } from './data/tiles';
import type { TileChoice } from './frames';
import type { BarrageMove } from './moves';
import { productionEnergy } from './production';
import type { BarrageState, PlayerState } from './state';

type Words = { en: string; ja: string };
const pick = (lang: Lang, w: Words) => (lang === 'ja' ? w.ja : w.en);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

const COMPANY: Record<Company, Words> = {
  usa: { en: 'USA', ja: 'アメリカ' },
  germany: { en: 'Germany', ja: 'ドイツ' },
  italy: { en: 'Italy', ja: 'イタリア' },
  france: { en: 'France', ja: 'フランス' },
};

const STRUCTURE: Record<StructureType, Words> = {
  base: { en: 'base', ja: STRUCTURE_JA.base },
  elevation: { en: 'elevation', ja: STRUCTURE_JA.elevation },
  conduit: { en: 'conduit', ja: STRUCTURE_JA.conduit },
  powerhouse: { en: 'powerhouse', ja: STRUCTURE_JA.powerhouse },
};

function rewardWords(r: Reward, lang: Lang): string {
  const en = lang === 'en';
  return r
    .map((x) => {
      switch (x.kind) {
        case 'cr':
          return en ? `${count(x.n, 'credit')}` : `${x.n}CR`;
        case 'vp':
          return en ? `${x.n} VP` : `${x.n}VP`;
        case 'energy':
          return en ? `${x.n} energy` : `発電${x.n}`;
        case 'ex':
          return en ? plural(x.n, 'excavator') : `ショベル${x.n}`;
        case 'mx':
          return en ? plural(x.n, 'mixer') : `ミキサー${x.n}`;
        case 'anyMachinery':
          return en ? `${x.n} machinery of your choice` : `建機${x.n}（種類は自由）`;
        case 'wheel':
          return en ? `wheel ${x.n}` : `ホイール${x.n}`;
        case 'drops':
          return en ? `${plural(x.n, 'drop')}${x.flow ? ' that flow at once' : ''}` : `水${x.n}${x.flow ? '（すぐ流す）' : ''}`;
        case 'freeConduit':
          return en ? `a free conduit (value ≤ ${x.maxValue})` : `無料の取水塔（発電能力${x.maxValue}以下）`;
        case 'freeBase':
          return en ? `a free base (${x.areas})` : `無料のベース（${FREE_BASE_AREAS_JA[x.areas]}）`;
        case 'freePowerhouse':
          return en ? 'a free powerhouse' : '無料の発電所';
        case 'freeElevation':
          return en ? 'a free elevation' : '無料の延長壁';
      }
    })
    .join(en ? ', ' : '、');
}

export function contractWords(id: string, lang: Lang): string {
  const row = contractRow(id);
  return lang === 'en' ? `contract ${id}: ${row.energy} energy → ${rewardWords(row.reward, lang)}` : `契約${id}：${contractTermsJa(id)}`;
}

/** What a contract asks and gives, without its id, for a note whose label already names it (契約Y6を取る). */
function contractTermsJa(id: string): string {
  const row = contractRow(id);
  return `発電${row.energy} → ${rewardWords(row.reward, 'ja')}`;
}

/**
 * What building with the tile costs for this player, by structure (spec §1.9 cost chart, with the
 * officers of §1.10 and the tiles that change it): "3–5 excavators by area", 「ミキサー3」.
 */
function buildCostWords(p: PlayerState, tile: string, type: StructureType, lang: Lang): string {
  const en = lang === 'en';
  const range = (lo: number, hi: number) => (lo === hi ? `${lo}` : `${lo}–${hi}`);
  const byArea = (t: Readonly<Record<string, number>>) => range(Math.min(...Object.values(t)), Math.max(...Object.values(t)));
  switch (type) {
    case 'base': {
      if (tile === 'base-3') return en ? 'no excavators' : 'ショベル不要';
      if (hasOfficer(p, 'adler')) return en ? `${count(ADLER_BASE_EX, 'excavator')}` : `ショベル${ADLER_BASE_EX}`;
      return en ? `${byArea(BASE_EX)} excavators by area` : `地形によりショベル${byArea(BASE_EX)}`;
    }
    case 'elevation':
      return en ? `${byArea(ELEVATION_MX)} mixers by area` : `地形によりミキサー${byArea(ELEVATION_MX)}`;
    case 'conduit': {
      const max = tile === 'conduit-2' ? `, at most ${TILE_NUMBERS.conduit2MaxEx}` : '';
      const maxJa = tile === 'conduit-2' ? `（最大${TILE_NUMBERS.conduit2MaxEx}）` : '';
      const mx = hasOfficer(p, 'mcdowell');
      return en
        ? `${CONDUIT_EX_PER_VALUE} excavators per production value${max}${mx ? ', or 1 mixer per value' : ''}`
        : `発電能力×ショベル${CONDUIT_EX_PER_VALUE}${maxJa}${mx ? '、または発電能力×ミキサー1' : ''}`;
    }
    case 'powerhouse': {
      const n = POWERHOUSE_MX[built(p, 'powerhouse')];
      return n === undefined ? (en ? 'no powerhouse left' : '発電所なし') : en ? count(n, 'mixer') : `ミキサー${n}`;
    }
  }
}

function tileWords(s: BarrageState, seat: number, c: TileChoice, lang: Lang): string {
  const en = lang === 'en';
  const id = effectiveTile(c);
  const adv = ADVANCED_BY_ID.get(id);
  const p = s.seats[seat]!;
  const costs = typesFor(c).map((t) =>
    en ? `${an(STRUCTURE[t].en)} for ${buildCostWords(p, id, t, lang)}` : `${STRUCTURE[t].ja}（${buildCostWords(p, id, t, lang)}）`,
  );
  const how = c.copy
    ? en
      ? `Anton's tile copying ${id}: `
      : `Antonのタイルで${tileNameJa(id)}をコピー：`
    : c.fromWheel
      ? en
        ? `from the wheel: `
        : 'ホイール上のタイル：'
      : '';
  // Red-bordered spaces are base and powerhouse sites only (spec §1.2); Joker I waives their credits.
  const redFree = id === 'joker-1' || !typesFor(c).some((t) => t === 'base' || t === 'powerhouse');
  const red = en ? `; red-bordered sites ${count(PAYING_SPACE_CR, 'credit')} more` : `、赤枠マスは${PAYING_SPACE_CR}CR追加`;
  if (en) return `${how}builds ${costs.join(', or ')}${redFree ? '' : red}${adv ? `; then ${adv.effect}` : ''}`;
  return `${how}${costs.join('または')}を建設${redFree ? '' : red}${adv ? `、特殊効果：${adv.effectJa}` : ''}`;
}

/** The space's action in words. */
function actionWords(s: BarrageState, row: SpaceRow, engineers: number, lang: Lang): string {
  const a = row.action;
  const en = lang === 'en';
  switch (a.kind) {
    case 'construct':
      return en ? 'Construction: build one structure with a technology tile and machinery' : '建設：技術タイルと建機で建物を1個建てる';
    case 'produce': {
      const mod = a.modifier > 0 ? `+${a.modifier}` : `${a.modifier}`;
      return en
        ? `Production (${mod}): water from a dam through a conduit to your powerhouse`
        : `発電（${mod}）：ダムの水を取水塔から自分の発電所へ`;
    }
    case 'water':
      if (a.flow)
        return en
          ? `Water management: add ${plural(a.drops, 'drop')} at a headstream; it flows at once`
          : `水源：水${a.drops}個を水源に置き、すぐ流す`;
      return en ? `Water management: add ${count(a.drops, 'drop')} at a headstream` : `水源：水${a.drops}個を水源に置く`;
    case 'workshop':
      return en
        ? `Workshop: ${a.price ? `pay ${count(a.price, 'credit')}, ` : ''}turn your wheel ${a.turns}`
        : `工場：${a.price ? `${a.price}CRを払い、` : ''}ホイールを${a.turns}回す`;
    case 'machinery': {
      const gain =
        a.gain === 'ex'
          ? en
            ? '1 excavator'
            : 'ショベル1'
          : a.gain === 'both'
            ? en
              ? '1 excavator and 1 mixer'
              : 'ショベル1とミキサー1'
            : en
              ? '1 excavator or 1 mixer'
              : 'ショベル1かミキサー1';
      return en ? `Machinery shop: pay ${count(a.price, 'credit')} for ${gain}` : `建機：${a.price}CRで${gain}`;
    }
    case 'contracts':
      return en
        ? `Contract office: ${a.price ? `pay ${count(a.price, 'credit')}, ` : ''}take ${a.take === 1 ? 'a face-up contract' : `${a.take} face-up contracts`}`
        : `契約：${a.price ? `${a.price}CRを払い、` : ''}表向きの契約を${a.take}枚取る`;
    case 'patent': {
      const tile = s.patent.positions[a.position];
      return en
        ? `Patent office: pay ${count(PATENT_PRICE, 'credit')} for advanced tile ${tile ?? '(none)'}`
        : `特許：${PATENT_PRICE}CRで${tile ? tileNameJa(tile) : '新技術タイル（なし）'}を得る`;
    }
    case 'bank':
      return en ? `Bank: gain ${engineers} credit${engineers === 1 ? '' : 's'}` : `銀行：${engineers}CRを得る`;
  }
}

function costWords(row: SpaceRow, engineers: number, lang: Lang): string {
  const en = lang === 'en';
  const parts = [en ? plural(engineers, 'engineer') : `ワーカー${engineers}`];
  if (row.cost) parts.push(en ? `${count(row.cost, 'credit')} for the space` : `スペース代${row.cost}CR`);
  return parts.join(en ? ', ' : '、');
}

/**
 * The site in words. The Japanese leaves out the site id and the structure (the move's label
 * shows both: 「1Uにベースを建設」) and stays short: a construction offers up to fifty sites, and
 * the mail must stay under 80 KB.
 */
function siteWords(s: BarrageState, type: StructureType, site: string, lang: Lang): string {
  const en = lang === 'en';
  const red = payingCost(type, site, null);
  const redText = red ? (en ? `, red-bordered: ${count(red, 'credit')}` : `、赤枠${red}CR`) : '';
  const dam = DAM_SITE_BY_ID.get(site);
  if ((type === 'base' || type === 'elevation') && dam) {
    const area = ZONE_AREA[dam.zone];
    return en ? `${type === 'base' ? 'base' : 'elevation'} at ${site} (basin ${dam.zone}, ${area}${redText})` : `窪地${dam.zone}${redText}`;
  }
  const conduit = CONDUIT_BY_ID.get(site);
  if (type === 'conduit' && conduit)
    return en ? `conduit at ${site} (value ${conduit.value}, to zone ${conduit.endZone})` : `能力${conduit.value}→ゾーン${conduit.endZone}`;
  const ph = POWERHOUSE_BY_ID.get(site);
  return en ? `powerhouse at ${site} (zone ${ph?.zone ?? '?'}${redText})` : `ゾーン${ph?.zone ?? '?'}${redText}`;
}

function needsWords(s: BarrageState, seat: number, tile: TileChoice, type: StructureType, site: string, lang: Lang): string {
  const p = s.seats[seat]!;
  const en = lang === 'en';
  const needs = machineryNeeds(p, effectiveTile(tile), type, site)
    .map((n) =>
      en
        ? `${n.n} ${n.allowed === 'ex' ? 'excavators' : n.allowed === 'mx' ? 'mixers' : 'machinery'}`
        : `${n.allowed === 'ex' ? 'ショベル' : n.allowed === 'mx' ? 'ミキサー' : '建機'}${n.n}`,
    )
    .join(en ? ' or ' : 'または');
  const red = payingCost(type, site, effectiveTile(tile));
  return en ? `needs ${needs}${red ? ` and ${count(red, 'credit')}` : ''}` : `要${needs}${red ? `と${red}CR` : ''}`;
}

export function describeMove(s: BarrageState, seat: number, m: BarrageMove, lang: Lang): string {
  const en = lang === 'en';
  const f = s.stack[s.stack.length - 1];
  switch (m.kind) {
    // Each power in a few words: the company's from its 3rd powerhouse (spec §1.9), the officer's at once (§1.10).
    case 'draft':
      return en
        ? `${COMPANY[m.company].en} (3rd powerhouse on: ${COMPANY_POWER[m.company].en}) with ${OFFICER_NAMES[m.officer]} (${OFFICER_POWER[m.officer].en}), starting ${contractWords(m.contract, lang)}`
        : `${COMPANY[m.company].ja}（発電所3個目から：${COMPANY_POWER[m.company].ja}）と役員${OFFICER_NAMES[m.officer]}（${OFFICER_POWER[m.officer].ja}）、初期${contractWords(m.contract, lang)}`;
    case 'place': {
      const row = SPACE_BY_ID.get(m.space);
      if (!row) return m.space;
      const engineers = m.engineers ?? row.engineers;
      // The Japanese label already says 銀行にワーカーNを置く (notation-ja.ts): the note says what it gives.
      if (!en && row.action.kind === 'bank') return `${engineers}CRを得る`;
      return en
        ? `${actionWords(s, row, engineers, lang)}; ${costWords(row, engineers, lang)}`
        : `${actionWords(s, row, engineers, lang)}（${costWords(row, engineers, lang)}）`;
    }
    case 'copy': {
      const cost = MAHIRI_SPACES.find((x) => x.id === m.space)?.cost ?? 0;
      return en
        ? `Mahiri: 1 engineer on ${m.space}${cost ? ` and ${count(cost, 'credit')}` : ''} to use ${OFFICER_NAMES[m.officer]}'s ability this turn, then take an action`
        : `Mahiri：${m.space}にワーカー1${cost ? `と${cost}CR` : ''}、この手番は${OFFICER_NAMES[m.officer]}の能力を使い、続けてアクション`;
    }
    case 'buildFree':
      // The Japanese label already says ワーカーなしで建設 and the tile.
      return en ? `Construction without engineers: ${tileWords(s, seat, m, lang)}` : tileWords(s, seat, m, lang);
    case 'pass':
      return en ? 'No engineers left: end your actions for this round' : 'ワーカーがないのでこのラウンドのアクションを終える';
    case 'tile':
      return tileWords(s, seat, m, lang);
    case 'site': {
      const where = siteWords(s, m.type, m.site, lang);
      if (f?.kind === 'freeStructure') return en ? `free ${where}` : `無料：${where}`;
      if (f?.kind === 'chooseSite') return `${where}${en ? '; ' : '、'}${needsWords(s, seat, f.tile, m.type, m.site, lang)}`;
      return where;
    }
    case 'pay': {
      const parts = en
        ? [m.ex ? plural(m.ex, 'excavator') : '', m.mx ? plural(m.mx, 'mixer') : '', m.cr ? `${count(m.cr, 'credit')}` : ''].filter(Boolean)
        : [m.ex ? `ショベル${m.ex}` : '', m.mx ? `ミキサー${m.mx}` : '', m.cr ? `${m.cr}CR` : ''].filter(Boolean);
      return en ? `pay ${parts.join(', ') || 'nothing'}` : `支払い：${parts.join('、') || 'なし'}`;
    }
    case 'produce': {
      const dam = s.dams[m.dam];
      const conduit = CONDUIT_BY_ID.get(m.conduit);
      const foreign = s.conduits[m.conduit] !== seat;
      const max =
        dam && conduit && f?.kind === 'chooseSystem' ? productionEnergy(s, seat, m.conduit, dam.drops, f.modifier, f.second) : null;
      if (en)
        return `dam ${m.dam} (${plural(dam?.drops ?? 0, 'drop')}) → conduit ${m.conduit} (value ${conduit?.value ?? '?'}) → powerhouse ${m.powerhouse}${max !== null ? `: up to ${max} energy` : ''}${foreign ? '; 1 credit per drop to the conduit owner' : ''}`;
      return `ダム${m.dam}（水${dam?.drops ?? 0}）→取水塔${m.conduit}（発電能力${conduit?.value ?? '?'}）→発電所${m.powerhouse}${max !== null ? `：最大発電${max}` : ''}${foreign ? '、水1個につき1CRを取水塔の所有者へ' : ''}`;
    }
    case 'release': {
      // The Japanese label already says 水N個を流す: the note says what it makes, or nothing.
      if (f?.kind !== 'chooseDrops') return en ? plural(m.drops, 'drop') : '';
      const e = productionEnergy(s, seat, f.conduit, m.drops, f.modifier, f.second);
      const foreign = s.conduits[f.conduit] !== seat;
      return en
        ? `${plural(m.drops, 'drop')}: ${e} energy${foreign ? `; pay ${count(m.drops, 'credit')} to the conduit owner` : ''}`
        : `発電${e}${foreign ? `、取水塔の所有者に${m.drops}CR` : ''}`;
    }
    case 'fulfil':
      // The Japanese label already says 契約Y6を充足/取る/捨てる (notation-ja.ts): the note says only the terms.
      return en ? `fulfil ${contractWords(m.contract, lang)}` : contractTermsJa(m.contract);
    case 'take':
      return en ? `take ${contractWords(m.contract, lang)}` : contractTermsJa(m.contract);
    case 'discard':
      return en ? `discard ${contractWords(m.contract, lang)}` : contractTermsJa(m.contract);
    case 'drop': {
      const flow = f?.kind === 'placeDrops' && f.flow;
      return en
        ? `1 drop on headstream ${m.headstream}${flow ? ', flowing at once' : ', waiting for the water flow'}`
        : `水源${m.headstream}に水1個${flow ? '（すぐ流す）' : ''}`;
    }
    case 'machinery':
      return en ? `gain ${plural(m.ex, 'excavator')} and ${plural(m.mx, 'mixer')}` : `ショベル${m.ex}とミキサー${m.mx}を得る`;
    case 'decline':
      return skipWords(f, lang);
  }
}

function skipWords(f: BarrageState['stack'][number] | undefined, lang: Lang): string {
  const en = lang === 'en';
  switch (f?.kind) {
    case 'fulfil':
      return en ? 'fulfil no contract now' : '契約を充足しない';
    case 'chooseSystem':
      return en
        ? f.second
          ? 'no second production (Germany)'
          : 'no production with +2'
        : f.second
          ? '2回目の発電をしない'
          : '+2の発電をしない';
    case 'placeDrops':
      return en ? 'place none of the drops' : '水を置かない';
    case 'freeStructure':
      return en ? `no free ${f.type}` : `無料の${STRUCTURE[f.type].ja}を建てない`;
    default:
      return en ? 'decline' : '辞退';
  }
}
