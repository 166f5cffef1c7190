/**
 * The first screen of a status email (GameModule.summary): where the scoring marker stands and
 * when the next scoring comes (§2.5.5), who leads on VP, and the reader's VP, money, coal,
 * blueprints and workers (§2.2). Everything is public (§13); built from the view only, with the
 * board's and the plain-text board's words.
 */
import { seatRef } from '../core/seat-text';
import { leadersOn } from '../core/steps/ranking';
import type { Lang } from '../core/types';
import { dataSet } from './data';
import { phaseText } from './email/board';
import type { NipponView } from './view';
import { yen, yenJa } from './words';

export function summaryOf(v: NipponView, lang: Lang): string[] {
  if (v.over) return [];
  const d = dataSet(v.data);
  const top = Math.max(...v.seats.map((p) => p.vp));
  const leaders = leadersOn(v.seats.map((p) => p.vp)).map(seatRef);
  const you = v.viewer === null ? undefined : v.seats[v.viewer];
  const phase = phaseText(v, lang);
  if (lang === 'ja') {
    return [
      `得点計算マーカー ${v.marker}/${d.scoringTrack.toFinal}、${phase}${leaders.length > 0 ? `。首位は${leaders.join('、')}（${top}勝利点）` : ''}`,
      ...(you
        ? [`あなた：${you.vp}勝利点、${yenJa(you.yen)}、石炭${you.coal}、青写真${you.blueprints}、ワーカー${you.workers.length}人`]
        : []),
    ];
  }
  return [
    `Scoring marker ${v.marker} of ${d.scoringTrack.toFinal}, ${phase}${leaders.length > 0 ? `. Leader: ${leaders.join(', ')}, ${top} VP` : ''}`,
    ...(you
      ? [
          `You: ${you.vp} VP, ${yen(you.yen)}, ${you.coal} coal, ${you.blueprints} blueprint${you.blueprints === 1 ? '' : 's'}, ${you.workers.length} worker${you.workers.length === 1 ? '' : 's'}`,
        ]
      : []),
  ];
}
