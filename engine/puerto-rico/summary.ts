/**
 * The first screen of a status email (GameModule.summary): the round and the Governor, what is
 * left of the VP chips and colonists (spec §8: either running out ends the game), the reader's
 * doubloons, VP chips (only their own: §9 keeps the others' hidden) and colonists waiting in San
 * Juan, and the roles still to choose with the doubloons on them (§5.3). Built from the view only.
 */
import { seatRef } from '../core/seat-text';
import type { Lang } from '../core/types';
import { ROLE_NAMES, ROLE_NAMES_JA } from './data';
import type { PRView } from './view';

export function summaryOf(v: PRView, lang: Lang): string[] {
  if (v.over) return [];
  const you = v.you === null ? undefined : v.seats[v.you];
  const roles = v.roles.filter((r) => !r.taken);
  if (lang === 'ja') {
    const last = v.endTriggers.length > 0 ? '（最終ラウンド）' : '';
    return [
      `第${v.round}ラウンド${last}、総督は${seatRef(v.governor)}。残りは勝利点チップ${v.vpPool}枚、労働者${v.colonistSupply}人（入植船に${v.colonistShip}人）`,
      ...(you
        ? [`あなた：${you.doubloons}ダブロン${you.vp === null ? '' : `、勝利点チップ${you.vp}枚`}、サンファンの労働者${you.sanJuan}人`]
        : []),
      `残りの役割：${roles.map((r) => `${ROLE_NAMES_JA[r.id]}${r.doubloons > 0 ? `（+${r.doubloons}ダブロン）` : ''}`).join('、') || 'なし'}`,
    ];
  }
  const last = v.endTriggers.length > 0 ? ' (last round)' : '';
  const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
  return [
    `Round ${v.round}${last}, Governor ${seatRef(v.governor)}. Left: ${plural(v.vpPool, 'VP chip')}, ${plural(v.colonistSupply, 'colonist')} (+${v.colonistShip} on the ship)`,
    ...(you
      ? [
          `You: ${plural(you.doubloons, 'doubloon')}${you.vp === null ? '' : `, ${plural(you.vp, 'VP chip')}`}, ${plural(you.sanJuan, 'colonist')} in San Juan`,
        ]
      : []),
    `Roles left: ${roles.map((r) => `${ROLE_NAMES[r.id]}${r.doubloons > 0 ? ` +${r.doubloons}` : ''}`).join(', ') || 'none'}`,
  ];
}
