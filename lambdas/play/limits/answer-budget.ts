/**
 * The loop breaker: answers that change nothing
 * (help, status, history, refusals, "no commands found") are counted per address and per
 * game. Past the hourly limit the address gets ONE notice saying the service falls silent,
 * then nothing, until one of its mails applies something (or a quiet day passes). So an
 * auto-responder the classifier missed, answering everything we send, ends after a few
 * rounds; every suppressed answer is logged.
 *
 * It sits at one seam: inbound handlers record answers that change nothing with
 * `store.recordMessage`, and everything that applies something goes through
 * `store.commit` / `store.createGame`. `withAnswerLimits` wraps those three calls for the
 * handling of one inbound mail, so no handler needs to know about budgets.
 */
import type { InboundMail } from '../../mail/inbound/index';
import type { AnswerBudget, LimitScope, NewMail, OutboxBatch, MarkerInput, Store } from '../../store/index';
import type { Deps } from '../deps';
import { render, toAddress } from '../letters/compose-letters';
import { limitsOf, type Limits } from './limit-settings';
import { messages, type Lang } from '../../../templates/i18n/index';

const HOUR = 3_600_000;

export type BudgetVerdict = 'answer' | 'notice' | 'silent';

/**
 * One more answer for a scope with `limit` per hour: answer while under the limit, a
 * notice for the first one over it (silence starts), then silent until `silenceHours`
 * pass without mail (an applied mail clears the budget elsewhere).
 */
export function decideAnswer(
  budget: AnswerBudget | null,
  now: Date,
  limit: number,
  silenceHours: number,
): { verdict: BudgetVerdict; next: AnswerBudget } {
  const at = now.toISOString();
  const quietFor = budget ? now.getTime() - Date.parse(budget.lastAt) : Number.POSITIVE_INFINITY;
  const current = budget && !(budget.silencedAt && quietFor >= silenceHours * HOUR) ? budget : null;
  if (current?.silencedAt) return { verdict: 'silent', next: { ...current, lastAt: at } };
  const fresh = !current || now.getTime() - Date.parse(current.windowStart) >= HOUR;
  const count = (fresh ? 0 : current.count) + 1;
  const windowStart = fresh ? at : current.windowStart;
  if (count <= limit) return { verdict: 'answer', next: { windowStart, count, lastAt: at } };
  return { verdict: 'notice', next: { windowStart, count, lastAt: at, silencedAt: at } };
}

/** Count one answer in `scope`; a lost race re-reads (a few times), then answers rather than lose mail. */
async function spend(store: Store, scope: LimitScope, now: Date, limit: number, limits: Limits): Promise<BudgetVerdict> {
  for (let attempt = 0; attempt < 4; attempt++) {
    const { budget, version } = await store.getAnswerBudget(scope);
    const { verdict, next } = decideAnswer(budget, now, limit, limits.silenceHours);
    const expires = new Date(now.getTime() + (limits.silenceHours + 1) * HOUR).toISOString();
    if (await store.putAnswerBudget(scope, next, version, expires)) return verdict;
  }
  return 'answer';
}

/** The language of the answers being held back (a player's choice travels in each letter's model). */
function languageOf(mails: readonly NewMail[]): Lang {
  for (const m of mails) {
    try {
      const lang: unknown = m.letter ? (JSON.parse(m.letter.model) as { lang?: unknown }).lang : undefined;
      if (lang === 'ja' || lang === 'en') return lang;
    } catch {
      // A model that is not JSON cannot say; the next mail may.
    }
  }
  return 'en';
}

function silenceNotice(deps: Deps, address: string, scope: 'address' | 'game', limits: Limits, lang: Lang): NewMail {
  const perHour = scope === 'address' ? limits.answersPerAddressPerHour : limits.answersPerGamePerHour;
  const t = messages(lang);
  return toAddress(
    deps.config,
    address,
    render.notice({
      recipient: { seat: 0, name: address, address, timezone: 'UTC' },
      replyAddress: `new@${deps.config.domain}`,
      lang,
      headline: t.silenceHeadline,
      lines: [t.silenceCount({ perHour, scope }), t.silenceWhy({ hours: limits.silenceHours })],
      tone: 'info',
    }),
  );
}

/**
 * The answers of one recorded message after the budgets had their say: unchanged while
 * allowed, one notice instead when silence starts, nothing while silent.
 */
async function budgetedOutbox(deps: Deps, marker: MarkerInput, outbox: OutboxBatch): Promise<OutboxBatch> {
  const limits = limitsOf(deps.config);
  const now = deps.now();
  const kept: NewMail[] = [];
  for (const address of [...new Set(outbox.mails.map((m) => m.to.toLowerCase()))]) {
    const mails = outbox.mails.filter((m) => m.to.toLowerCase() === address);
    let verdict = await spend(deps.store, { address }, now, limits.answersPerAddressPerHour, limits);
    let scope: 'address' | 'game' = 'address';
    if (verdict === 'answer' && marker.gameId) {
      verdict = await spend(deps.store, { gameId: marker.gameId }, now, limits.answersPerGamePerHour, limits);
      scope = 'game';
    }
    if (verdict === 'answer') {
      kept.push(...mails);
      continue;
    }
    const suppressed = mails.map((m) => m.letter?.template ?? 'raw');
    if (verdict === 'notice') kept.push(silenceNotice(deps, address, scope, limits, languageOf(mails)));
    deps.log.warn(verdict === 'notice' ? 'answer limit reached; silence starts' : 'answer suppressed by the answer limit', {
      to: address,
      scope,
      ...(marker.gameId ? { gameId: marker.gameId } : {}),
      message: marker.key,
      suppressed,
    });
  }
  return { ...outbox, mails: kept };
}

/**
 * `deps` for handling one inbound mail: answers that change nothing are budgeted, and a
 * commit or a new game (something applied) clears the sender's and the game's budget.
 */
export function withAnswerLimits(deps: Deps, mail: Pick<InboundMail, 'from'>): Deps {
  const store = deps.store;
  const sender = mail.from?.address;
  const clear = async (gameId: string | undefined) => {
    if (sender) await store.clearAnswerBudget({ address: sender });
    if (gameId) await store.clearAnswerBudget({ gameId });
  };
  const limited: Store = {
    ...store,
    async recordMessage(marker, outbox) {
      const budgeted = outbox && outbox.mails.length > 0 ? await budgetedOutbox(deps, marker, outbox) : outbox;
      return store.recordMessage(marker, budgeted && budgeted.mails.length > 0 ? budgeted : undefined);
    },
    async commit(input) {
      const stored = await store.commit(input);
      await clear(input.gameId);
      return stored;
    },
    async createGame(game, options) {
      const stored = await store.createGame(game, options);
      await clear(game.gameId);
      return stored;
    },
  };
  return { ...deps, store: limited };
}
