/** Settler phase sequencing (spec §4.1): each player once, then the row is refilled. */
import { shuffle } from '../../core/rng';
import { TILES } from '../data';
import type { Draft } from '../draft';
import { endPhase } from '../flow';
import { settleMoves } from '../steps/settle';
import { seatAt } from '../board';

export function beginSettler(d: Draft): void {
  settlerTurn(d);
}

export function nextSettler(d: Draft): void {
  d.s.phase = { ...d.s.phase!, offset: d.s.phase!.offset + 1 };
  settlerTurn(d);
}

/** Find the next player with a choice; players with none are skipped (§6 S2). */
function settlerTurn(d: Draft): void {
  for (let offset = d.s.phase!.offset; offset < d.s.players; offset++) {
    d.s.phase = { ...d.s.phase!, offset };
    const seat = seatAt(d.s, offset);
    if (settleMoves(d.s, seat, false).length > 0) {
      d.s.turn = { step: 'settle', seat, drew: false };
      return;
    }
  }
  finishSettler(d);
}

/** §4.1 end: leftovers to the discard pile, N+1 new tiles (reshuffling the discards if needed). */
function finishSettler(d: Draft): void {
  const discard = d.mut('discard');
  for (const tile of d.s.row) discard[tile]! += 1;
  const row: number[] = [];
  for (let i = 0; i <= d.s.players; i++) {
    const tile = drawPlantation(d);
    if (tile === null) break;
    row.push(tile);
  }
  d.s.row = row.sort((a, b) => a - b);
  d.reveals = true;
  d.say(null, row.length > 0 ? `New plantations: ${row.map((t) => TILES[t]).join(', ')}.` : 'No plantations are left to draw.');
  endPhase(d);
}

/** Top tile of the face-down pile; an empty pile is first rebuilt from the discards (§7.4–7.5, D11). */
export function drawPlantation(d: Draft): number | null {
  if (d.s.pile.length === 0) {
    const discards: number[] = [];
    d.s.discard.forEach((n, kind) => {
      for (let i = 0; i < n; i++) discards.push(kind);
    });
    if (discards.length === 0) return null;
    d.s.pile = shuffle(d.mut('rng'), discards);
    d.s.discard = [0, 0, 0, 0, 0];
    d.say(null, 'The plantation discard pile is shuffled into a new face-down pile.');
  }
  return d.mut('pile').pop()!;
}

