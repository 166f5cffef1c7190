/**
 * Island decisions of the expansions (spec rules/puerto-rico-expansions.md §8): the Hunting
 * lodge's colonist discard (#6) and where a Land office tile goes (#13, plantation or forest).
 */
import { EngineBug } from '../../core/errors';
import { GOODS, TILES, type Good } from '../data';
import { discardableJa, tileIndexJa } from '../words-ja';
import { seatOf } from '../copy';
import { discardable, discardTile, plantForest } from '../island';
import type { PRMove } from '../moves';
import { article, findKind, type Decision } from '../step';

/** #6 (§5.8.3 colonist): discard one own crop plantation or forest, or keep everything. */
export const lodge: Decision<'lodge'> = {
  decision: 'settler.lodgeDiscard',
  prompt: () => 'discard a tile with your Hunting lodge, or pass',
  promptJa: () => '狩場でタイルを1枚捨てるか、パスする',
  legal: (s, f) => [...discardable(s.seats[f.seat]!).map((tile): PRMove => ({ kind: 'discard', tile })), { kind: 'pass' }],
  apply(d, f, seat, move) {
    if (move.kind === 'discard') {
      discardTile(d, seat, move.tile);
      d.say(
        seat,
        `discards ${move.tile === 'forest' ? 'a forest' : `${article(move.tile)} ${move.tile} plantation`} (Hunting lodge)`,
        `${discardableJa(move.tile)}を捨てた（狩場）`,
      );
    } else if (move.kind === 'pass') {
      d.say(seat, 'discards nothing (Hunting lodge)', '何も捨てなかった（狩場）');
    } else {
      throw new EngineBug(`lodge cannot apply ${move.kind}`);
    }
    return [];
  },
  neutral: (_s, _f, _seat, legal) => findKind(legal, 'pass'),
};

/** #13 with an occupied Forest house: the drawn tile is placed as a plantation or as a forest. */
export const drawn: Decision<'drawn'> = {
  decision: 'trader.landOffice',
  prompt: (_s, f) => `place the drawn ${TILES[f.tile]} tile as a plantation or as a forest`,
  promptJa: () => '引いたタイルをプランテーションか森林として置く',
  legal: (_s, f) => [
    { kind: 'takePlantation', tile: GOODS[f.tile]! },
    { kind: 'takeForest', tile: GOODS[f.tile]! },
  ],
  apply(d, f, seat, move) {
    const g = GOODS.indexOf((move as { tile?: Good }).tile as Good);
    if (move.kind === 'takePlantation') {
      seatOf(d, seat).tiles[g]! += 1;
      d.say(seat, `places the ${GOODS[g]} plantation (Land office)`, `${tileIndexJa(g)}のプランテーションを置いた（登記所）`);
    } else if (move.kind === 'takeForest') {
      plantForest(d, seat, g);
      d.say(seat, 'places the drawn tile as a forest (Land office)', '引いたタイルを森林タイルとして置いた（登記所）');
    } else {
      throw new EngineBug(`drawn cannot apply ${move.kind}`);
    }
    return f.then;
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};
