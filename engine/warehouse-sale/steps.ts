/**
 * Warehouse Sale's steps (RULES.md §3, §4): a deal, one sealed decision that every player takes
 * at once (a bid, then a crate to sell), and the settling that shows the secrets and hands out.
 */
import { EngineBug } from '../core/errors';
import { numbersFrom } from '../core/number-range';
import { drawFrom } from '../core/steps/hidden-pile';
import type { Draft } from '../core/steps/draft';
import type { StepTable } from '../core/steps/runner';
import { decidedOnce } from '../core/steps/simultaneous';
import type { Seat } from '../core/types';
import { ROUNDS } from './data';
import { type Frame, firstPlayer, phaseOf, type SaleMove, type SaleState } from './state';
import { boughtText, coinsText, DECIDED, dealtText, list, openedText, ownChoiceText, PROMPTS, soldText } from './words';

const everyone = (s: SaleState): Seat[] => Array.from({ length: s.players }, (_x, seat) => seat);

/**
 * §3.3, §4.3: seats from the highest secret to the lowest; equal secrets (bids only) in seat
 * order from the round's first player.
 */
export function rankBySecret(secrets: readonly number[], first: Seat): Seat[] {
  const players = secrets.length;
  const fromFirst = (seat: Seat) => (seat - first + players) % players;
  return secrets.map((_x, seat) => seat).sort((a, b) => (secrets[b] as number) - (secrets[a] as number) || fromFirst(a) - fromFirst(b));
}

function settleBuying(d: Draft<SaleState>, secrets: readonly number[]): void {
  const ranked = rankBySecret(secrets, firstPlayer(d.s.round, d.s.players));
  const offer = d.s.offer;
  ranked.forEach((seat, place) => {
    const crate = offer[offer.length - 1 - place] as number;
    const last = place === ranked.length - 1;
    const bid = secrets[seat] as number;
    // §3.4: the last-ranked bid goes back.
    const paid = last ? 0 : bid;
    d.mut('coins')[seat] -= paid;
    const held = d.at('crates', seat);
    held.push(crate);
    held.sort((a, b) => a - b);
    d.say(seat, () => [boughtText(crate, paid, last && bid > 0, 'en'), boughtText(crate, paid, last && bid > 0, 'ja')]);
  });
}

function settleSelling(d: Draft<SaleState>, secrets: readonly number[]): void {
  const ranked = rankBySecret(secrets, firstPlayer(d.s.round, d.s.players));
  const offer = d.s.offer;
  ranked.forEach((seat, place) => {
    const cheque = offer[offer.length - 1 - place] as number;
    const crate = secrets[seat] as number;
    const held = d.at('crates', seat);
    held.splice(held.indexOf(crate), 1);
    d.at('cheques', seat).push(cheque);
    d.say(seat, () => [soldText(crate, cheque, 'en'), soldText(crate, cheque, 'ja')]);
  });
}

export const STEPS: StepTable<SaleState, SaleMove, Frame> = {
  deal: {
    automatic: true,
    run(d) {
      d.s.round += 1;
      const phase = phaseOf(d.s.round);
      const offer: number[] = [];
      // §3.1, §4.1: face-down piles shuffled at set-up; each draw is marked as showing something.
      for (let i = 0; i < d.s.players; i++)
        offer.push((phase === 'buying' ? drawFrom(d, 'crateDeck') : drawFrom(d, 'chequeDeck')) as number);
      offer.sort((a, b) => a - b);
      d.s.offer = offer;
      const round = d.s.round;
      d.say(null, () => [dealtText(round, ROUNDS, phase, offer, 'en'), dealtText(round, ROUNDS, phase, offer, 'ja')]);
      return [{ kind: phase === 'buying' ? 'bid' : 'sell', seats: everyone(d.s) }];
    },
  },
  bid: {
    decision: '§3.2',
    prompt: () => PROMPTS.bid.en,
    promptJa: () => PROMPTS.bid.ja,
    legal: (s, _f, seat) => numbersFrom(0, s.coins[seat] as number).map((coins) => ({ kind: 'bid', coins })),
    apply(d, f, seat, move) {
      if (move.kind !== 'bid') throw new EngineBug(`a ${move.kind} move in a buying round`);
      d.mut('secret')[seat] = move.coins;
      d.tell(seat, ownChoiceText(move, 'en'), ownChoiceText(move, 'ja'));
      d.say(seat, DECIDED.bid.en, DECIDED.bid.ja);
      return decidedOnce(f, seat, [{ kind: 'settle' as const }]);
    },
    explain(s, _f, seat, move) {
      const coins = s.coins[seat] as number;
      if (move.kind !== 'bid')
        return {
          code: 'not-now',
          reason: 'Now is a buying round: bid coins.',
          reasonJa: '今は購入ラウンドです。コインで入札してください。',
        };
      return {
        code: 'cannot-afford',
        reason: `You cannot bid ${move.coins}: a bid is a whole number from 0 to your ${coinsText(coins, 'en')}.`,
        reasonJa: `${move.coins}では入札できません。入札は0から手持ちの${coinsText(coins, 'ja')}までの整数です。`,
      };
    },
    // A timeout bids nothing.
    neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
  },
  sell: {
    decision: '§4.2',
    prompt: () => PROMPTS.sell.en,
    promptJa: () => PROMPTS.sell.ja,
    legal: (s, _f, seat) => (s.crates[seat] as number[]).map((crate) => ({ kind: 'sell', crate })),
    apply(d, f, seat, move) {
      if (move.kind !== 'sell') throw new EngineBug(`a ${move.kind} move in a selling round`);
      d.mut('secret')[seat] = move.crate;
      d.tell(seat, ownChoiceText(move, 'en'), ownChoiceText(move, 'ja'));
      d.say(seat, DECIDED.sell.en, DECIDED.sell.ja);
      return decidedOnce(f, seat, [{ kind: 'settle' as const }]);
    },
    explain(s, _f, seat, move) {
      const held = s.crates[seat] as number[];
      if (move.kind !== 'sell')
        return {
          code: 'not-now',
          reason: 'Now is a selling round: choose one of your crates.',
          reasonJa: '今は売却ラウンドです。手持ちの木箱を1つ選んでください。',
        };
      return {
        code: 'no-such-crate',
        reason: `You do not hold crate ${move.crate}: you hold ${list(held, 'en')}.`,
        reasonJa: `木箱${move.crate}は持っていません。手持ちの木箱は${list(held, 'ja')}です。`,
      };
    },
    // A timeout sells the lowest crate.
    neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
  },
  settle: {
    automatic: true,
    run(d) {
      const secrets = d.s.secret as number[];
      const phase = phaseOf(d.s.round);
      // §6: the secret choices come out; no undo past this.
      d.reveal();
      d.say(null, () => [openedText(phase, secrets, 'en'), openedText(phase, secrets, 'ja')]);
      if (phase === 'buying') settleBuying(d, secrets);
      else settleSelling(d, secrets);
      d.s.secret = secrets.map(() => null);
      d.s.offer = [];
      return [];
    },
  },
};

/** §2.3: a new round until round 8 is over. */
export const nextRound = (d: Draft<SaleState>): Frame[] => (d.s.round < ROUNDS ? [{ kind: 'deal' }] : []);
