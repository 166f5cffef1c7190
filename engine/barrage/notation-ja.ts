/**
 * The Japanese label of each move, the big label of the move list in Japanese mail (JA-STYLE
 * "Moves in Japanese mail"): the rules seed's words (ワーカー, 技術タイル, 建設, 発電, 契約, 充足,
 * 水源, ショベル, ミキサー, 銀行 …), the ids moves write (CB1, 5U, C2L, P6_0, S1) as they are, and
 * no player. The core reads a label back to its move (`readMove`), so each label differs from
 * every other legal move's of the same position.
 */
import { assertNever } from '../core/errors';
import { COMPANY_NAMES_JA, OFFICER_NAMES, STRUCTURE_JA, type StructureType } from './data/companies';
import { ADVANCED_BY_ID, ANTON_TILE, INTRO_JOKER } from './data/tiles';
import type { BarrageMove } from './moves';

/** The joker is printed 「?」 (seed: 「?」も手元に置く). */
const JOKER_JA = '？';

/**
 * A technology tile's short name, as the boards print it on a chip: basic tiles by the structure
 * they build (ベース), the joker 「？」, Anton's own tile by his name, advanced tiles by what they
 * build and their level (ベース2, ？1).
 */
export function tileShortJa(id: string): string {
  if (id in STRUCTURE_JA) return STRUCTURE_JA[id as StructureType];
  if (id === INTRO_JOKER) return JOKER_JA;
  if (id === ANTON_TILE) return 'Anton';
  const adv = ADVANCED_BY_ID.get(id);
  if (adv) return `${adv.builds === 'any' ? JOKER_JA : STRUCTURE_JA[adv.builds]}${adv.level}`;
  return id;
}

/**
 * A technology tile in the seed's words, as a whole noun: basic tiles by the structure they build
 * (技術タイル「ベース」), the joker 技術タイル「？」, Anton's own tile, advanced tiles (新技術タイル)
 * by what they build and their level (新技術タイル「ベース2」).
 */
export function tileNameJa(id: string): string {
  if (id in STRUCTURE_JA || id === INTRO_JOKER) return `技術タイル「${tileShortJa(id)}」`;
  if (id === ANTON_TILE) return 'Anton専用タイル';
  if (ADVANCED_BY_ID.has(id)) return `新技術タイル「${tileShortJa(id)}」`;
  return `タイル${id}`;
}

function tileChoiceJa(m: { tile: string; copy?: string; fromWheel?: true }): string {
  if (m.copy) return `${tileNameJa(m.tile)}（${tileNameJa(m.copy)}をコピー）`;
  return m.fromWheel ? `ホイール上の${tileNameJa(m.tile)}` : tileNameJa(m.tile);
}

export function formatMoveJa(m: BarrageMove): string {
  switch (m.kind) {
    case 'draft':
      return `${COMPANY_NAMES_JA[m.company]}と${OFFICER_NAMES[m.officer]}、初期契約${m.contract}を選ぶ`;
    case 'place':
      return m.space === 'BANK' ? `銀行にワーカー${m.engineers ?? 1}を置く` : `${m.space}にワーカーを置く`;
    case 'copy':
      return `${m.space}で${OFFICER_NAMES[m.officer]}の能力をコピー`;
    case 'buildFree':
      return `ワーカーなしで建設（${tileChoiceJa(m)}）`;
    case 'pass':
      return 'パス';
    case 'tile':
      return `${tileChoiceJa(m)}を使う`;
    case 'site':
      return `${m.site}に${STRUCTURE_JA[m.type]}を建設`;
    case 'pay': {
      const parts = [m.ex ? `ショベル${m.ex}` : '', m.mx ? `ミキサー${m.mx}` : '', m.cr ? `${m.cr}CR` : ''].filter(Boolean);
      return parts.length ? `${parts.join('、')}を払う` : '支払いなし';
    }
    case 'produce':
      return `${m.dam}の水を${m.conduit}から${m.powerhouse}へ流して発電`;
    case 'release':
      return `水${m.drops}個を流す`;
    case 'fulfil':
      return `契約${m.contract}を充足`;
    case 'take':
      return `契約${m.contract}を取る`;
    case 'discard':
      return `契約${m.contract}を捨てる`;
    case 'drop':
      return `水源${m.headstream}に水を置く`;
    case 'machinery':
      return `${[m.ex ? `ショベル${m.ex}` : '', m.mx ? `ミキサー${m.mx}` : ''].filter(Boolean).join('と') || '建機なし'}を得る`;
    case 'decline':
      return '辞退';
    default:
      return assertNever(m, 'move');
  }
}
