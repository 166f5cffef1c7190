/**
 * The turn (rules/nippon.md §4): the main choice D1 with blueprint conversions D2, the worker
 * taken, the conversions after the action, and the automatic end-of-turn processing §4.3–§4.4.
 */
import type { Draft } from '../../core/steps/draft';
import type { Seat } from '../../core/types';
import { globalRefill, me, stepTrack } from '../board';
import type { Action, Track } from '../data';
import type { NipponMove } from '../moves';
import { slotOfAction, takeableSlots, whyNotAction } from '../rules';
import { finalScoring, runScoring } from '../scoring';
import { ACTION_NAMES, dataOf, type Frame, type NipponState, type Player, trackTop } from '../state';
import { consolidate } from './consolidate';
import { ga, TRACK_NAMES_JA, WORKER_COLOURS_JA } from '../words';
import { type Auto, notNow, refusal, type Step } from './common';

const TRACKS: readonly Track[] = ['coal', 'money', 'knowledge'];

/** D2: tracks a conversion can move (3 blueprints, not at the top; §4.1, §11.23). */
export function conversions(s: NipponState, seat: Seat): NipponMove[] {
  const d = dataOf(s);
  const p = s.seats[seat] as Player;
  if (p.blueprints < d.blueprintsPerStep) return [];
  return TRACKS.filter((t) => p.track[t] < trackTop(d, t)).map((track) => ({ kind: 'convert', track }));
}

function convert(d: Draft<NipponState>, seat: Seat, track: Track): void {
  const data = dataOf(d.s);
  me(d, seat).blueprints -= data.blueprintsPerStep;
  stepTrack(d, seat, track, 1);
  d.say(
    seat,
    `discards ${data.blueprintsPerStep} blueprints: ${track} track +1`,
    `${ga(seat)}青写真${data.blueprintsPerStep}を捨て、${TRACK_NAMES_JA[track]}トラックを1進めた`,
  );
}

/** Why blueprints cannot be converted now, as a refusal (§4.1). */
function cannotConvert(s: NipponState, seat: Seat, track: Track) {
  const d = dataOf(s);
  const p = s.seats[seat] as Player;
  if (p.blueprints < d.blueprintsPerStep) {
    return refusal(
      `You cannot convert blueprints: a conversion needs ${d.blueprintsPerStep} blueprints and you have ${p.blueprints}.`,
      `青写真を使えません：1段階に青写真${d.blueprintsPerStep}が必要で、${p.blueprints}しかありません。`,
    );
  }
  return refusal(
    `You cannot convert blueprints: your ${track} track is at its top.`,
    `青写真を使えません：${TRACK_NAMES_JA[track]}トラックは一番上です。`,
  );
}

export const firstFrames: Readonly<Record<Action, (seat: Seat) => Frame[]>> = {
  knowledge: (seat) => [{ kind: 'steps', seat, track: 'knowledge' }],
  mines: (seat) => [{ kind: 'steps', seat, track: 'coal' }],
  invest: (seat) => [{ kind: 'investGood', seat }],
  mechanize: (seat) => [{ kind: 'mechCount', seat }],
  produce: (seat) => [{ kind: 'produce', seat, done: [] }],
  trains: (seat) => [{ kind: 'transCount', seat, piece: 'train' }],
  ships: (seat) => [{ kind: 'transCount', seat, piece: 'ship' }],
  export: (seat) => [{ kind: 'exportContract', seat, done: 0 }],
  domestic: (seat) => [{ kind: 'domRegion', seat }],
};

export const main: Step<'main'> = {
  decision: 'D1',
  prompt: (s, f) => ((s.seats[f.seat] as Player).workers.length >= 6 ? 'consolidate (6 workers)' : 'take a worker or consolidate'),
  promptJa: (s, f) =>
    (s.seats[f.seat] as Player).workers.length >= 6 ? '統合整理する（ワーカーが6個）' : 'ワーカーを取るか、統合整理する',
  legal(s, f) {
    const takes: NipponMove[] = takeableSlots(s, f.seat).map(({ action }) => ({ kind: 'action', action }));
    return [...takes, { kind: 'consolidate' }, ...conversions(s, f.seat)];
  },
  apply(d, f, seat, move) {
    if (move.kind === 'convert') {
      convert(d, seat, move.track);
      return [f];
    }
    if (move.kind === 'consolidate') return consolidate(d, seat);
    if (move.kind !== 'action') return [];
    const slot = slotOfAction(d.s, move.action);
    d.say(
      seat,
      `chooses ${ACTION_NAMES[move.action].en} (A${slot + 1})`,
      `${ga(seat)}${ACTION_NAMES[move.action].ja}アクションを選択（A${slot + 1}）`,
    );
    return [{ kind: 'worker', seat, slot, action: move.action }];
  },
  explain(s, f, seat, move) {
    if (move.kind === 'convert') return cannotConvert(s, seat, move.track);
    if (move.kind === 'action') {
      const p = s.seats[seat] as Player;
      if (p.workers.length >= 6)
        return refusal(
          'You have 6 workers on your board: you must consolidate (§4.2).',
          'プレイヤーボードにワーカーが6個あるため、統合整理しなければいけません（§4.2）。',
        );
      const slot = slotOfAction(s, move.action);
      if ((s.slots[slot]?.length ?? 0) === 0)
        return refusal(`Action slot A${slot + 1} has no worker.`, `アクションスロットA${slot + 1}にワーカーがいません。`);
      const why = whyNotAction(s, seat, move.action);
      if (why) {
        return refusal(
          `You cannot take a worker for ${ACTION_NAMES[move.action].en}: ${why} (the action must be carried out fully, §4.2).`,
          `${ACTION_NAMES[move.action].ja}アクションのワーカーは取れません：${whyNotAction(s, seat, move.action, 'ja')}（アクションは完全に実行できるときだけ選べます。§4.2）。`,
        );
      }
    }
    return notNow(move, ['take a worker or consolidate', 'ワーカーを取るか、統合整理する'], main.legal(s, f, seat));
  },
  neutral: () => ({ kind: 'consolidate' }),
};
export const worker: Step<'worker'> = {
  decision: 'D1',
  prompt: (s, f) => `choose a worker from A${f.slot + 1}`,
  promptJa: (s, f) => `A${f.slot + 1}から取るワーカーを選ぶ`,
  legal(s, f) {
    return [...new Set(s.slots[f.slot])].sort((a, b) => a - b).map((colour) => ({ kind: 'worker', colour }));
  },
  apply(d, f, seat, move) {
    if (move.kind !== 'worker') return [];
    const slot = d.at('slots', f.slot);
    slot.splice(slot.indexOf(move.colour), 1);
    me(d, seat).workers.push(move.colour);
    const name = dataOf(d.s).workerColours[move.colour];
    d.say(
      seat,
      `takes a ${name} worker from A${f.slot + 1} for ${ACTION_NAMES[f.action].en}`,
      `${ga(seat)}A${f.slot + 1}から${WORKER_COLOURS_JA[move.colour] ?? name}のワーカーを取った（${ACTION_NAMES[f.action].ja}アクション）`,
    );
    return [...firstFrames[f.action](seat), { kind: 'after', seat }, { kind: 'endTurn', seat, took: true }];
  },
  explain: (s, f, seat, move) =>
    notNow(move, [`choose a worker from A${f.slot + 1}`, `A${f.slot + 1}から取るワーカーを選ぶ`], worker.legal(s, f, seat), [
      'no such worker colour on that slot',
      'そのスロットにその色のワーカーはいません',
    ]),
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const after: Step<'after'> = {
  decision: 'D2',
  seats: (s, f) => (conversions(s, f.seat).length > 0 ? [f.seat] : []),
  prompt: () => 'convert blueprints or finish your turn',
  promptJa: () => '青写真を使うか、手番を終える',
  legal: (s, f) => [...conversions(s, f.seat), { kind: 'done' }],
  apply(d, f, seat, move) {
    if (move.kind !== 'convert') {
      d.say(seat, 'ends the turn', `${ga(seat)}手番を終えた`);
      return [];
    }
    convert(d, seat, move.track);
    return [f];
  },
  explain(s, f, seat, move) {
    if (move.kind === 'convert') return cannotConvert(s, seat, move.track);
    return notNow(move, ['convert blueprints or finish your turn', '青写真を使うか、手番を終える'], after.legal(s, f, seat));
  },
  neutral: () => ({ kind: 'done' }),
};

/** §4.3 slot refill, global refill with the marker, scorings, final phase (§4.4), next player. */
export const endTurn: Auto<'endTurn'> = {
  automatic: true,
  run(d, f) {
    const data = dataOf(d.s);
    const anyEmpty = d.s.slots.some((x) => x.length === 0);
    for (let i = 0; i < d.s.slots.length; i++) {
      if ((d.s.slots[i]?.length ?? 0) > 0) continue;
      const r = d.s.rows.findIndex((row) => row.length > 0);
      if (r < 0) break;
      d.mut('slots')[i] = d.s.rows[r] as number[];
      d.mut('rows')[r] = [];
      d.mut('rowShort')[r] = 0;
    }
    d.s.turns += 1;
    d.mut('lastTurn')[f.seat] = d.s.turns;
    const moves: number[] = [];
    // §4.3 step 2 follows a slot emptied this turn (normally the last row just moved onto it; A6:
    // rows already empty after a shortage). A take that empties no slot while short rows wait
    // for returned workers (A5) refills nothing and moves no marker.
    if (anyEmpty && d.s.rows.every((row) => row.length === 0)) {
      globalRefill(d);
      d.say(null, 'The worker rows are refilled', 'ワーカー列を補充した');
      // A4, §11.19: in the final phase a refill never moves the marker.
      if (!d.s.final) moves.push(1);
    }
    if (d.s.final && f.seat === d.s.final.trigger) {
      d.s.final = { ...d.s.final, rounds: d.s.final.rounds + 1 };
      moves.push(1);
    }
    let triggered = false;
    for (const _m of moves) {
      d.s.marker += 1;
      const st = data.scoringTrack;
      if (d.s.marker === st.toScoring1) runScoring(d, 1);
      if (d.s.marker === st.toScoring2) runScoring(d, 2);
      if (d.s.marker === st.toFinal && !d.s.final) {
        d.s.final = { trigger: f.seat, rounds: 0 };
        triggered = true;
        d.say(
          null,
          `The final phase begins: ${data.scoringTrack.finalRounds} more turns each`,
          `最終フェイズが始まった（各プレイヤーの残り手番：${data.scoringTrack.finalRounds}）`,
        );
      }
    }
    if (d.s.final && !triggered && d.s.final.rounds >= data.scoringTrack.finalRounds) {
      runScoring(d, 3);
      finalScoring(d);
      d.s.over = true;
      return [];
    }
    return [{ kind: 'main', seat: (f.seat + 1) % d.s.players }];
  },
};
