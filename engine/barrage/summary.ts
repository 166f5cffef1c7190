/**
 * The first screen of a status email (GameModule.summary): the round and phase with who leads
 * on VP, and the reader's VP, energy, credits, machinery and engineers left (spec §1.4). The
 * round's bonus tile stays on the board: the Japanese Barrage email is the largest one and
 * every character here counts against its size budget. Everything here is public (§9); built
 * from the view only, with the board's words.
 */
import { seatRef } from '../core/seat-text';
import { leadersOn } from '../core/steps/ranking';
import type { Lang } from '../core/types';
import { automaName } from './automa/names';
import { ROUNDS } from './data/energy';
import { PHASE_TEXT } from './email/board';
import { resources } from './email/seat';
import type { BarrageView } from './view';

export function summaryOf(v: BarrageView, lang: Lang): string[] {
  if (v.phase === 'over') return [];
  const ja = lang === 'ja';
  const round = Math.min(v.round, ROUNDS);
  const leaders = leadersOn(v.seats.map((p) => p.vp));
  const top = Math.max(...v.seats.map((p) => p.vp));
  const name = (seat: number) => (v.seats[seat]?.automa ? automaName(v, seat, lang) : seatRef(seat));
  const lead = leaders.length > 0 ? leaders.map(name).join(ja ? '、' : ', ') : null;
  const you = v.you === null ? undefined : v.seats[v.you];
  if (ja) {
    const r = you ? resources(you, lang) : null;
    return [
      `第${round}/${ROUNDS}ラウンド、${PHASE_TEXT.ja[v.phase]}${lead ? `。首位は${lead}（${top}VP）` : ''}`,
      ...(you && r ? [`あなた：${you.vp}VP、発電${you.energy}、${r.credits}、${r.ex}、${r.mx}、${r.engineers}`] : []),
    ];
  }
  const r = you ? resources(you, lang) : null;
  return [
    `Round ${round} of ${ROUNDS}, ${PHASE_TEXT.en[v.phase]}${lead ? `. Leader: ${lead}, ${top} VP` : ''}`,
    ...(you && r ? [`You: ${you.vp} VP, energy ${you.energy}, ${r.credits}, ${r.ex}, ${r.mx}, ${r.engineers}`] : []),
  ];
}
