/**
 * The Japanese label of a move (JA-STYLE "Moves in Japanese mail"): the big label of the move
 * list in Japanese mail, a plain verb phrase in the seed's game words (rules/puerto-rico.md §0,
 * expansions §0, §4.2, §5.7). The core reads a label back to its move, so every legal move of
 * a position has its own label: the words tell apart what the notation tells apart (the good,
 * the ship, the target, colonist or noble). No player is named.
 */
import { EngineBug } from '../core/errors';
import { ROLE_NAMES_JA } from './data';
import type { PRMove } from './moves';
import { buildingJa, discardableJa, goodJa, placeJa, shipJa, targetJa, tileJa } from './words-ja';

const pieceJa = (noble: true | undefined): string => (noble ? '貴族' : '労働者');

export function formatMoveJa(m: PRMove): string {
  switch (m.kind) {
    case 'chooseRole':
      return `${ROLE_NAMES_JA[m.role]}を選ぶ`;
    case 'useHacienda':
      return '農地で山から1枚引く';
    case 'takePlantation':
      return `${tileJa(m.tile)}を取る`;
    case 'takeQuarry':
      return '採石場を取る';
    case 'useHospice':
      return '宿屋で労働者を置く';
    case 'takeColonist':
      return '特権で労働者を1人多く取る';
    case 'place':
      return `${targetJa(m.target)}に${pieceJa(m.noble)}を置く`;
    case 'remove':
      return `${targetJa(m.target)}の${pieceJa(m.noble)}をサンファンに戻す`;
    case 'done':
      return '終える';
    case 'build':
      return `${buildingJa(m.building)}を建てる`;
    case 'useUniversity':
      return '大学で労働者を置く';
    case 'takeBarrel':
      return `特権で${goodJa(m.good)}を1樽取る`;
    case 'sell':
      return `${goodJa(m.good)}を売る`;
    case 'ship':
      return `${goodJa(m.good)}を${shipJa(m.ship)}に積む`;
    case 'wharf':
      return `${goodJa(m.good)}を造船所で出荷する`;
    case 'keep':
      return `${goodJa(m.good)}を残す`;
    case 'pass':
      return 'パスする';
    case 'draft':
      return `${buildingJa(m.building)}をドラフトする`;
    case 'guest':
      return `下宿の${pieceJa(m.noble)}を${targetJa(m.target)}へ移す`;
    case 'takeForest':
      return `${goodJa(m.tile)}のタイルを森林タイルにする`;
    case 'discard':
      return `狩場で${discardableJa(m.tile)}を捨てる`;
    case 'blackMarket': {
      const parts: string[] = [];
      if (m.colonist) parts.push(`${placeJa(m.colonist)}の労働者`);
      if (m.good) parts.push(`${goodJa(m.good)}1樽`);
      if (m.chip) parts.push('勝利点チップ1枚');
      return `闇市で${parts.join('と')}を払う`;
    }
    case 'post':
      return `交易所に${goodJa(m.good)}を売る`;
    case 'landBuy':
      return '登記所でプランテーションを買う';
    case 'landDiscard':
      return `登記所で${discardableJa(m.tile)}を捨てる`;
    case 'deliver':
      return `御用商人に${goodJa(m.good)}を納品する`;
    case 'smallWharf':
      return `小さい造船所に${goodJa(m.good)}を積む`;
    default: {
      const never: never = m;
      throw new EngineBug(`unknown move ${JSON.stringify(never)}`);
    }
  }
}
