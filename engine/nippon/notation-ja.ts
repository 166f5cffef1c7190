/**
 * Nippon moves as a Japanese player reads them: the big label of the move list in Japanese mail
 * (`知識アクション`, `白のワーカー`, `統合整理`), with the seeds' game words (rules/nippon.md §1).
 * A label names the move without the position, so it must differ for every legal move of one
 * decision: each step lists moves of one or two kinds, and within a kind the label carries the
 * move's own parameter (colour, good, region, slot, value). The core reads a label back to its
 * move (`readMove`), so a label copied into a reply is played.
 */
import { DATA_V1, dataSet } from './data';
import type { NipponMove } from './moves';
import { slotName } from './notation';
import { ACTION_NAMES } from './state';
import { ACHIEVEMENT_NAMES_JA, TRACK_NAMES_JA, WORKER_COLOURS_JA } from './words';

const GOOD_JA = dataSet(DATA_V1.version).goodJa;
/** The reward bonuses in data order (円紙幣, 青写真, 石炭), as the notation's `yen` / `blueprints` / `coal`. */
const BONUS_JA = ['円', '青写真', '石炭'];

/** `silk-2` → 絹糸の工場タイル2 (the tile's good and number); an unknown id stays as it is. */
function factoryJa(id: string): string {
  const m = /^([a-z]+)-(\d+)$/.exec(id);
  const good = m ? GOOD_JA[m[1] as keyof typeof GOOD_JA] : undefined;
  return good ? `${good}の工場タイル${m![2]}` : `工場タイル${id}`;
}

export function formatMoveJa(m: NipponMove): string {
  switch (m.kind) {
    case 'action':
      return `${ACTION_NAMES[m.action].ja}アクション`;
    case 'consolidate':
      return '統合整理';
    case 'convert':
      return `青写真で${TRACK_NAMES_JA[m.track]}トラックを進める`;
    case 'worker':
      return `${WORKER_COLOURS_JA[m.colour] ?? m.colour}のワーカー`;
    case 'count':
      // Steps, tiles or improvements by step (D4, D7, D8): the generic counter; the move's note names the unit.
      return `${m.n}つ`;
    case 'build':
      return `${GOOD_JA[m.good]}工場を建設`;
    case 'factory':
      return factoryJa(m.id);
    case 'install':
      return `${GOOD_JA[m.good]}工場に機械を導入`;
    case 'upgrade':
      return `${GOOD_JA[m.good]}工場の機械を向上`;
    case 'hold':
      return '機械を保持';
    case 'run':
      return `${GOOD_JA[m.good]}工場を稼働`;
    case 'region':
      return DATA_V1.regions[m.region]?.ja ?? `地域${m.region + 1}`;
    case 'contract':
      return `契約${m.id}`;
    case 'pay':
      return `${GOOD_JA[m.good]}で払う`;
    case 'slot':
      return `スロット${slotName(m.city, m.slot)}`;
    case 'cubes':
      return `製品${m.n}個`;
    case 'tile':
      return `影響力タイル${m.value}`;
    case 'remove':
      return `スロット${slotName(m.city, m.slot)}のタイルを戻す`;
    case 'reward':
      return `×${m.column + 2}の報賞タイル（${BONUS_JA[m.bonus] ?? m.bonus}）`;
    case 'space':
      return `業績「${ACHIEVEMENT_NAMES_JA[m.achievement]}」`;
    case 'done':
      return '終了';
  }
}
