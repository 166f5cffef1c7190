/**
 * DP-03 (spec §4.1): a turn — place engineers on a space, Mahiri's copy (DP-12), an engineer-free
 * construction, or pass (only with no engineers left).
 */
import { numbersFrom } from '../../core/number-range';
import { copyableOfficers } from '../abilities';
import { describeTile, describeTileJa } from '../construct';
import { say } from '../ctx';
import { tileChoices, tileUsable } from '../build';
import { MAHIRI_SPACES, OFFICER_NAMES } from '../data/companies';
import { SPACE_BY_ID } from '../data/spaces';
import type { Frame } from '../frames';
import type { BarrageMove } from '../moves';
import type { BarrageState } from '../state';
import { canCarryOut, placeOn, rowsInPlay, spaceKey, takenKeys, turnFacts, whyNotPlace } from './actions';
import { offTopic, whyNotBuildFree, whyNotCopy, whyNotPass } from './why';
import type { Completes, Step } from './step';

function actionMoves(s: BarrageState, seat: number): BarrageMove[] {
  const p = s.seats[seat]!;
  const out: BarrageMove[] = [];
  if (p.engineers > 0) {
    const facts = turnFacts(s, seat);
    const taken = takenKeys(s);
    for (const row of rowsInPlay(s)) {
      // rowsInPlay leaves out blocked rows; the Bank is never full (spaceOpen, read once per turn).
      if ((row.action.kind !== 'bank' && taken.has(spaceKey(row, seat))) || !canCarryOut(s, seat, row, facts)) continue;
      if (row.action.kind === 'bank') for (const n of numbersFrom(1, p.engineers)) out.push({ kind: 'place', space: row.id, engineers: n });
      else out.push({ kind: 'place', space: row.id });
    }
  }
  // An engineer-free tile is listed when it can build somewhere (the same local check the tile
  // step uses: a search per tile would re-walk the whole construction for the same answer).
  for (const c of tileChoices(p, true)) if (tileUsable(s, seat, c)) out.push({ kind: 'buildFree', ...c });
  return out;
}

/**
 * Mahiri may copy only if an action is still possible afterwards this turn (E21, A22). With an
 * engineer left after the copy the Bank is always open; with none, the rest of the turn (an
 * engineer-free build) must be completable after paying for the copy.
 */
function copyMoves(s: BarrageState, seat: number, completes: Completes): BarrageMove[] {
  const p = s.seats[seat]!;
  if (p.officer !== 'sekibo' || p.engineers < 1) return [];
  const out: BarrageMove[] = [];
  for (const xo of MAHIRI_SPACES) {
    if (p.mahiriUsed.includes(xo.id) || p.credits < xo.cost) continue;
    for (const officer of copyableOfficers(s, seat)) {
      if (p.engineers >= 2) {
        out.push({ kind: 'copy', officer, space: xo.id });
        continue;
      }
      const after = { ...p, engineers: p.engineers - 1, credits: p.credits - xo.cost, copy: officer };
      const h: BarrageState = { ...s, seats: s.seats.map((x, i) => (i === seat ? after : x)) };
      if (completes(h, [{ kind: 'turn', seat, copied: true }])) out.push({ kind: 'copy', officer, space: xo.id });
    }
  }
  return out;
}

/** The turn step; `completes` is the runner's bounded search (handed in: the runner is built from the steps). */
export function turnStep(completes: Completes): Step<'turn'> {
  const legal = (s: BarrageState, f: Extract<Frame, { kind: 'turn' }>): BarrageMove[] => {
    const p = s.seats[f.seat]!;
    const out = actionMoves(s, f.seat);
    if (!f.copied) out.push(...copyMoves(s, f.seat, completes));
    if (p.engineers === 0 && !f.copied) out.push({ kind: 'pass' });
    return out;
  };
  return {
    decision: 'DP-03',
    prompt: (_s, f) => (f.copied ? 'choose an action space (after copying an officer)' : 'choose an action space'),
    promptJa: (_s, f) => (f.copied ? 'アクションスペースを選ぶ（役員をコピーした後）' : 'アクションスペースを選ぶ'),
    legal,
    apply(dr, f, _seat, move) {
      const d = dr.s;
      const p = d.seats[f.seat]!;
      const end: Frame = { kind: 'endTurn', seat: f.seat };
      switch (move.kind) {
        case 'place': {
          const row = SPACE_BY_ID.get(move.space)!;
          return [...placeOn(d, f.seat, row, move.engineers ?? row.engineers, dr), end];
        }
        case 'copy': {
          const xo = MAHIRI_SPACES.find((x) => x.id === move.space)!;
          p.engineers -= 1;
          p.credits -= xo.cost;
          p.mahiriUsed = [...p.mahiriUsed, xo.id];
          p.copy = move.officer;
          say(
            dr,
            f.seat,
            `places an engineer on ${xo.id} and copies ${move.officer} for this turn`,
            `${xo.id}にワーカーを置き、この手番は${OFFICER_NAMES[move.officer]}の能力をコピーする`,
          );
          return [{ kind: 'turn', seat: f.seat, copied: true }];
        }
        case 'buildFree': {
          const tile = {
            tile: move.tile,
            ...(move.copy ? { copy: move.copy } : {}),
            ...(move.fromWheel ? { fromWheel: true as const } : {}),
          };
          say(dr, f.seat, `builds without engineers using ${describeTile(tile)}`, `ワーカーなしで${describeTileJa(tile)}を使って建設`);
          return [{ kind: 'chooseSite', seat: f.seat, tile, engineerFree: true }, end];
        }
        case 'pass':
          p.passed = true;
          say(dr, f.seat, 'passes', 'パスする');
          return [end];
        default:
          return [];
      }
    },
    explain(s, f, seat, move) {
      switch (move.kind) {
        case 'place':
          return whyNotPlace(s, seat, move.space, move.engineers);
        case 'copy':
          return whyNotCopy(s, f, seat, move);
        case 'buildFree':
          return whyNotBuildFree(s, seat, move);
        case 'pass':
          return whyNotPass(s, f, seat);
        default:
          return offTopic(move, { en: 'choose an action space', ja: 'アクションスペースを選ぶ' }, legal(s, f));
      }
    },
    // A seat that timed out passes when it may, else puts one engineer on the Bank (always open).
    neutral: (_s, _f, _seat, legal) =>
      legal.find((m) => m.kind === 'pass') ?? legal.find((m) => m.kind === 'place' && m.space === 'BANK' && m.engineers === 1) ?? null,
  };
}
