/** DP-06 fulfil a contract; DP-10 take face-up contracts; DP-11 discard down to 3 (spec §4.4.6, §4.5). */
import { eligibleContracts, fulfil } from '../contracts';
import { say } from '../ctx';
import { HAND_LIMIT, PRIVATE_COLOURS } from '../data/contracts';
import type { Frame } from '../frames';
import type { BarrageMove } from '../moves';
import type { Step } from './step';
import { offTopic, whyNotDiscard, whyNotFulfil, whyNotTake } from './why';

export const fulfilStep: Step<'fulfil'> = {
  decision: 'DP-06',
  prompt: (_s, f) => `fulfil a contract with ${f.energy} energy, or skip`,
  promptJa: (_s, f) => `発電${f.energy}で契約を1つ充足するか、しない`,
  legal(s, f) {
    const out: BarrageMove[] = eligibleContracts(s, f.seat, f.energy, f.production).map((contract) => ({
      kind: 'fulfil' as const,
      contract,
    }));
    out.push({ kind: 'decline' });
    return out;
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'fulfil') {
      say(d, f.seat, 'fulfils no contract', '契約を充足しない');
      return [];
    }
    return fulfil(d.s, f.seat, move.contract, d);
  },
  explain: (s, f, seat, move) =>
    move.kind === 'fulfil'
      ? whyNotFulfil(s, f, seat, move.contract)
      : offTopic(
          move,
          { en: `fulfil a contract with ${f.energy} energy, or skip`, ja: `発電${f.energy}で契約を1つ充足するか、しない` },
          fulfilStep.legal(s, f, seat),
        ),
  neutral: (_s, _f, _seat, legal) => legal.find((m) => m.kind === 'decline') ?? null,
};

function overLimit(hand: readonly string[]): boolean {
  return hand.length > HAND_LIMIT;
}

export const takeContractStep: Step<'takeContract'> = {
  decision: 'DP-10',
  prompt: (_s, f) => `take ${f.remaining === 1 ? 'a face-up contract' : `${f.remaining} face-up contracts`}`,
  promptJa: (_s, f) => `表向きの契約を${f.remaining}枚取る`,
  legal(s) {
    return PRIVATE_COLOURS.flatMap((c) => s.contracts.faceUp[c]).map((contract) => ({ kind: 'take' as const, contract }));
  },
  apply(dr, f, _seat, move) {
    if (move.kind !== 'take') return [];
    const d = dr.s;
    const p = d.seats[f.seat]!;
    for (const c of PRIVATE_COLOURS) d.contracts.faceUp[c] = d.contracts.faceUp[c].filter((id) => id !== move.contract);
    p.hand = [...p.hand, move.contract];
    say(dr, f.seat, () => [`takes contract ${move.contract}`, `契約${move.contract}を取る`]);
    if (f.remaining > 1) return [{ kind: 'takeContract', seat: f.seat, remaining: f.remaining - 1 }];
    return overLimit(p.hand) ? [{ kind: 'discard', seat: f.seat }] : [];
  },
  explain: (s, f, seat, move) =>
    move.kind === 'take'
      ? whyNotTake(s, move.contract)
      : offTopic(move, { en: 'take a face-up contract', ja: '表向きの契約を取る' }, takeContractStep.legal(s, f, seat)),
  neutral: () => null,
};

export const discardStep: Step<'discard'> = {
  decision: 'DP-11',
  prompt: () => `discard a contract (limit ${HAND_LIMIT})`,
  promptJa: () => `契約を1枚捨てる（上限${HAND_LIMIT}枚）`,
  legal(s, f) {
    return s.seats[f.seat]!.hand.map((contract) => ({ kind: 'discard' as const, contract }));
  },
  apply(dr, f, _seat, move): Frame[] {
    if (move.kind !== 'discard') return [];
    const p = dr.s.seats[f.seat]!;
    p.hand = p.hand.filter((id) => id !== move.contract);
    say(dr, f.seat, () => [`discards contract ${move.contract}`, `契約${move.contract}を捨てる`]);
    return overLimit(p.hand) ? [{ kind: 'discard', seat: f.seat }] : [];
  },
  explain: (s, f, seat, move) =>
    move.kind === 'discard'
      ? whyNotDiscard(s, seat, move.contract)
      : offTopic(move, { en: 'discard a contract', ja: '契約を1枚捨てる' }, discardStep.legal(s, f, seat)),
  neutral: () => null,
};
