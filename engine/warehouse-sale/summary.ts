/**
 * The first screen of a status email (GameModule.summary): this round's offer (§3.1, §4.1),
 * how many have decided, and what the reader holds, with their own secret choice. The others'
 * bids and crates put forward stay hidden (§6): the view has only who has decided.
 */
import type { Lang } from '../core/types';
import type { SaleView } from './view';
import { coinsText, dealtText, list, ownChoiceText } from './words';

export function summaryOf(v: SaleView, lang: Lang): string[] {
  if (v.round === 0 || v.offer.length === 0) return [];
  const ja = lang === 'ja';
  const decided = v.decided.filter(Boolean).length;
  const head = `${dealtText(v.round, v.rounds, v.phase, v.offer, lang)}${ja ? `（決定済み${decided}/${v.players}人）` : ` (${decided} of ${v.players} decided)`}`;
  if (v.you === null) return [head];
  const coins = coinsText(v.coins[v.you] ?? 0, lang);
  const crates = list(v.crates[v.you] ?? [], lang);
  const cheques = list(v.cheques[v.you] ?? [], lang);
  const own =
    v.yourChoice === null
      ? []
      : [ownChoiceText(v.phase === 'buying' ? { kind: 'bid', coins: v.yourChoice } : { kind: 'sell', crate: v.yourChoice }, lang)];
  return [
    head,
    ja
      ? [`あなた：${coins}。木箱：${crates}。小切手：${cheques}`, ...own].join('。')
      : [`You: ${coins}; crates ${crates}; cheques ${cheques}`, ...own].join('. '),
  ];
}
