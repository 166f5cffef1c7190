/**
 * Automatic steps of the expansions (spec rules/puerto-rico-expansions.md §7): the
 * Prospector's doubloon (doubled by the Library), the Lighthouse chooser bonus, the Villa,
 * and the Hunting lodge's noble bonus.
 */
import { ISLAND_SPACES } from '../data';
import { isOccupied, islandFilled } from '../board';
import { seatOf } from '../copy';
import { seatFrom } from '../frames';
import { gainChips } from '../island';
import { nobleOccupies, privilegeOf } from '../pieces';
import type { Automatic } from '../step';

/** §4.7 / expansions §7.7: the chooser's privilege is the whole phase (2 with the Library). */
export const prospect: Automatic<'prospect'> = {
  automatic: true,
  run(d, f) {
    const n = Math.max(1, privilegeOf(d.s, f.seat));
    seatOf(d, f.seat).doubloons += n;
    if (n === 1) d.say(f.seat, 'gets 1 doubloon as Prospector', '金鉱掘りとして1ダブロンを得た');
    else d.say(f.seat, `gets ${n} doubloons as Prospector (Library)`, `金鉱掘りとして${n}ダブロンを得た（図書館）`);
    return [];
  },
};

/** §4.3.9: the Captain with an occupied Lighthouse gets 1 doubloon at the start of the phase. */
export const lighthouse: Automatic<'lighthouse'> = {
  automatic: true,
  run(d, f) {
    if (isOccupied(d.s.seats[f.seat]!, 'lighthouse')) {
      seatOf(d, f.seat).doubloons += 1;
      d.say(f.seat, 'gets 1 doubloon from the Lighthouse as Captain', '船長として灯台から1ダブロンを得た');
    }
    return [];
  },
};

/** §5.8.6: each occupied Villa brings a noble (a colonist when none is left), in phase order. */
export const villa: Automatic<'villa'> = {
  automatic: true,
  run(d) {
    for (let offset = 0; offset < d.s.players; offset++) {
      const seat = seatFrom(d.s, offset);
      if (!isOccupied(d.s.seats[seat]!, 'villa')) continue;
      const p = seatOf(d, seat);
      if ((d.s.nobles ?? 0) > 0) {
        d.s.nobles! -= 1;
        p.sanJuan += 1;
        p.nobleSanJuan = (p.nobleSanJuan ?? 0) + 1;
        d.say(seat, 'gets a noble (Villa)', '貴族を1人得た（別荘）');
      } else if (d.s.colonists > 0) {
        d.s.colonists -= 1;
        p.sanJuan += 1;
        d.say(seat, 'gets a colonist (Villa; no noble is left)', '労働者を1人得た（別荘。貴族が残っていない）');
      }
    }
    return [];
  },
};

/** §5.8.3 noble: the one owner with strictly the most empty island spaces gets 2 VP chips. */
export const lodgeNobles: Automatic<'lodge-nobles'> = {
  automatic: true,
  run(d) {
    const empty = d.s.seats.map((p) => ISLAND_SPACES - islandFilled(p));
    const most = Math.max(...empty);
    const leaders = empty.filter((n) => n === most).length;
    for (let seat = 0; seat < d.s.players; seat++) {
      if (!nobleOccupies(d.s.seats[seat]!, 'hunting-lodge')) continue;
      if (empty[seat] === most && leaders === 1) gainChips(d, seat, 2, false, 'Hunting lodge', '狩場');
    }
    return [];
  },
};
