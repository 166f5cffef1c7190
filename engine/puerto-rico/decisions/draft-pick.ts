/** Expansions §3.6, §8 #1: the building draft before round 1 (no pass; forced when one pick is left). */
import { EngineBug } from '../../core/errors';
import { BUILDINGS } from '../data';
import { buildingJa } from '../words-ja';
import type { PRMove } from '../moves';
import { candidates, cannotSelect, DRAFT_PICKS, select } from '../selection';
import type { Decision } from '../step';

export const draftPick: Decision<'draft'> = {
  decision: 'draft.pick',
  prompt: (s) => `draft a building for the game (pick ${(s.selected?.length ?? 0) + 1} of ${DRAFT_PICKS})`,
  promptJa: (s) => `ゲームに使う建物をドラフトする（${DRAFT_PICKS}枚中${(s.selected?.length ?? 0) + 1}枚目）`,
  legal: (s) => candidates(s).map((building): PRMove => ({ kind: 'draft', building })),
  apply(d, f, seat, move) {
    if (move.kind !== 'draft') throw new EngineBug(`draft cannot apply ${move.kind}`);
    const s = d.s;
    // `select` replaces `selected` and `supply` (never writes into the shared arrays).
    select(s, move.building);
    d.say(seat, `drafts the ${BUILDINGS[move.building].name}`, `${buildingJa(move.building)}をドラフトした`);
    // §3.6 step 2: clockwise from the first Governor until every slot is filled.
    if (candidates(s).length === 0) return [];
    return [{ kind: 'draft', seat: (f.seat + 1) % s.players }];
  },
  explain(s, _f, _seat, move) {
    if (move.kind !== 'draft' || !(move.building in BUILDINGS)) return null;
    const why = cannotSelect(s, move.building);
    return why
      ? {
          code: 'cannot-draft',
          reason: `You cannot draft the ${BUILDINGS[move.building].name}: ${why[0]}.`,
          reasonJa: `${buildingJa(move.building)}はドラフトできません：${why[1]}。`,
        }
      : null;
  },
  // No pass (§3.6 step 4): the first candidate, cheapest first.
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};
