/** DP-01 (spec §2.2 Normal game): in reverse turn order, take a company+officer pair and a starting contract. */
import { say } from '../ctx';
import { COMPANY_NAMES_JA, OFFICER_NAMES } from '../data/companies';
import { newPlayer } from '../setup';
import type { Step } from './step';
import { offTopic, whyNotDraft } from './why';

export const draftStep: Step<'draft'> = {
  decision: 'DP-01',
  prompt: () => 'choose a company, officer and starting contract',
  promptJa: () => '個人ボード・役員・初期契約を選ぶ',
  legal(s) {
    const draft = s.draft;
    if (!draft) return [];
    return draft.pairs.flatMap((pair) =>
      draft.starting.map((contract) => ({ kind: 'draft' as const, company: pair.company, officer: pair.officer, contract })),
    );
  },
  apply(dr, f, _seat, move) {
    const d = dr.s;
    if (move.kind !== 'draft' || !d.draft) return [];
    d.seats[f.seat] = newPlayer(move.company, move.officer, move.contract, false);
    d.draft = {
      pairs: d.draft.pairs.filter((p) => p.company !== move.company),
      starting: d.draft.starting.filter((c) => c !== move.contract),
    };
    say(
      dr,
      f.seat,
      `takes ${move.company} with ${move.officer} and starting contract ${move.contract}`,
      `${COMPANY_NAMES_JA[move.company]}と役員${OFFICER_NAMES[move.officer]}、初期契約${move.contract}を選ぶ`,
    );
    return [];
  },
  explain: (s, f, seat, move) =>
    move.kind === 'draft'
      ? whyNotDraft(s, move)
      : offTopic(
          move,
          { en: 'choose a company, officer and starting contract', ja: '個人ボード・役員・初期契約を選ぶ' },
          draftStep.legal(s, f, seat),
        ),
  // No choice is neutral: a timed-out seat gets one the service picks.
  neutral: () => null,
};
