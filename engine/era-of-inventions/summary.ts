/**
 * The first screen of a status email (GameModule.summary): the round and the start player
 * (§2.3), who leads on influence points, and what the reader holds: IP, coins, gears, resources
 * and usable bonus tokens. Everything is public (§7); built from the view only, with the
 * economy's words.
 */
import { seatRef } from '../core/seat-text';
import { leadersOn } from '../core/steps/ranking';
import type { Lang } from '../core/types';
import { RESOURCES, type Good } from './data';
import { countEn, countJa } from './economy';
import type { EraView } from './view';

export function summaryOf(v: EraView, lang: Lang): string[] {
  if (v.final !== null) return [];
  const top = Math.max(...v.seats.map((p) => p.ip));
  const leaders = leadersOn(v.seats.map((p) => p.ip)).map(seatRef);
  const you = v.you === null ? undefined : v.seats[v.you];
  const held = (count: (good: Good, n: number) => string): string[] =>
    you
      ? [
          count('coin', you.coins),
          ...([['gear', you.gears], ...RESOURCES.map((r) => [r, you.resources[r]])] as [Good, number][])
            .filter(([, n]) => n > 0)
            .map(([g, n]) => count(g, n)),
        ]
      : [];
  if (lang === 'ja') {
    const bonus = you && you.bonusUsable > 0 ? [`追加アクショントークン${you.bonusUsable}枚`] : [];
    return [
      `第${v.round}ラウンド（全${v.rounds}ラウンド）、スタートプレイヤーは${seatRef(v.startPlayer)}${leaders.length > 0 ? `。首位は${leaders.join('、')}（${top}影響点）` : ''}`,
      ...(you ? [`あなた：${you.ip}影響点、${[...held(countJa), ...bonus].join('、')}`] : []),
    ];
  }
  const bonus = you && you.bonusUsable > 0 ? [`${you.bonusUsable} bonus token${you.bonusUsable === 1 ? '' : 's'}`] : [];
  return [
    `Round ${v.round} of ${v.rounds}, start player ${seatRef(v.startPlayer)}${leaders.length > 0 ? `. Leader: ${leaders.join(', ')}, ${top} IP` : ''}`,
    ...(you ? [`You: ${you.ip} IP, ${[...held(countEn), ...bonus].join(', ')}`] : []),
  ];
}
