/**
 * "Each seat once, skipping seats with no choice" (spec §6: S2, B1 and T1 are skipped when
 * only "pass" would be left). The check runs when the seat's turn comes, not when the phase
 * starts: what earlier seats did (the last copy of a building, a full trading house) decides it.
 */
import type { OfferedFrame } from '../frames';
import type { PRState } from '../state';
import { canBuildAny } from '../decisions/build';
import { sellMoves } from '../decisions/sell';
import { settleMoves } from '../decisions/settle';
import type { Automatic } from '../step';

function hasChoice(s: PRState, f: OfferedFrame): boolean {
  switch (f.kind) {
    case 'settle':
      return settleMoves(s, f.seat, f.drew, f.second).length > 0;
    case 'build':
      return canBuildAny(s, f.seat);
    case 'sell':
      return sellMoves(s, f.seat, f).length > 0;
  }
}

export const offer: Automatic<'offer'> = {
  automatic: true,
  run: (d, f) => (hasChoice(d.s, f.of) ? [f.of] : []),
};
