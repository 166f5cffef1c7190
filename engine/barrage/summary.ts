/**
 * The first screen of a status email (GameModule.summary): the round and phase with who leads
 * on VP, the reader's VP, energy, credits and machinery (spec §1.4), engineers left, and this
 * round's bonus tile with the energy that earns it in full (§1.6, §6.2). Everything here is
 * public (§9); it is built from the view only, with the board's words.
 */
import { seatRef } from '../core/seat-text';
import type { Lang } from '../core/types';
import { automaName } from './automa/names';
import { BONUS_SECTION, ROUNDS } from './data/energy';
import { bonusText, PHASE_TEXT } from './email/board';
import { resources } from './email/seat';
import type { BarrageView } from './view';

export function summaryOf(v: BarrageView, lang: Lang): string[] {
  if (v.phase === 'over') return [];
  const ja = lang === 'ja';
  const round = Math.min(v.round, ROUNDS);
  const top = Math.max(...v.seats.map((p) => p.vp));
  // Nobody leads while everyone is at 0 VP (the start).
  const leaders = top > 0 ? v.seats.flatMap((p, seat) => (p.vp === top ? [seat] : [])) : [];
  const name = (seat: number) => (v.seats[seat]?.automa ? automaName(v, seat, lang) : seatRef(seat));
  const lead = leaders.length > 0 ? leaders.map(name).join(ja ? '、' : ', ') : null;
  const you = v.you === null ? undefined : v.seats[v.you];
  const tile = v.bonusTiles[round - 1];
  const full = BONUS_SECTION.energy * round;
  if (ja) {
    const r = you ? resources(you, lang) : null;
    return [
      `第${round}/${ROUNDS}ラウンド、${PHASE_TEXT.ja[v.phase]}${lead ? `。首位は${lead}（${top}VP）` : ''}`,
      ...(you && r ? [`あなた：${you.vp}VP、発電${you.energy}、${r.credits}、${r.ex}、${r.mx}、${r.engineers}`] : []),
      ...(tile ? [`報酬タイル：${bonusText(tile, lang)}（発電${full}で満額）`] : []),
    ];
  }
  const r = you ? resources(you, lang) : null;
  return [
    `Round ${round} of ${ROUNDS}, ${PHASE_TEXT.en[v.phase]}${lead ? `. Leader: ${lead}, ${top} VP` : ''}`,
    ...(you && r ? [`You: ${you.vp} VP, energy ${you.energy}, ${r.credits}, ${r.ex}, ${r.mx}, ${r.engineers}`] : []),
    ...(tile ? [`Round bonus: ${bonusText(tile, lang)}, in full at ${full} energy`] : []),
  ];
}
