/** Builder phase sequencing (spec §4.3): each player once, chooser first. */
import { seatAt } from '../board';
import type { Draft } from '../draft';
import { endPhase } from '../flow';
import { buildMoves } from '../steps/build';

export function beginBuilder(d: Draft): void {
  builderTurn(d);
}

export function nextBuilder(d: Draft): void {
  d.s.phase = { ...d.s.phase!, offset: d.s.phase!.offset + 1 };
  builderTurn(d);
}

/** Players who cannot build anything are skipped (their only option would be "pass", §6 B1). */
function builderTurn(d: Draft): void {
  for (let offset = d.s.phase!.offset; offset < d.s.players; offset++) {
    d.s.phase = { ...d.s.phase!, offset };
    const seat = seatAt(d.s, offset);
    if (buildMoves(d.s, seat).length > 0) {
      d.s.turn = { step: 'build', seat };
      return;
    }
  }
  endPhase(d);
}
