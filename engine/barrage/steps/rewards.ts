/** DP-09/15 drops on headstreams, DP-13/16 machinery split, DP-14 free structures (spec §4.6). */
import { an } from '../english';
import { construct } from '../construct';
import { ruleError } from '../../core/errors';
import { payingCost, whyNotSite } from '../build';
import { say } from '../ctx';
import { addHeadstreamDrop } from '../drops';
import { HEADSTREAMS } from '../data/map';
import type { BarrageMove } from '../moves';
import { freeSites } from '../rewards';
import type { Step } from './step';
import { offTopic, whyNotDrops, whyNotMachinery } from './why';
import { AREA_JA, CONDUIT_BY_ID, DAM_SITE_BY_ID, ZONE_AREA } from '../data/map';
import { STRUCTURE_JA } from '../data/companies';

export const placeDropsStep: Step<'placeDrops'> = {
  decision: 'DP-09',
  prompt: (_s, f) => `place ${f.remaining} drop${f.remaining > 1 ? 's' : ''} on headstreams${f.optional ? ' (or skip)' : ''}`,
  promptJa: (_s, f) => `水${f.remaining}個を水源に置く${f.optional ? '（置かなくてもよい）' : ''}`,
  legal(_s, f) {
    const out: BarrageMove[] = HEADSTREAMS.map((headstream) => ({ kind: 'drop' as const, headstream }));
    if (f.optional) out.push({ kind: 'decline' });
    return out;
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'drop') {
      say(d, f.seat, 'declines to place drops', '水を置かない');
      return [];
    }
    say(d, f.seat, `places a drop on headstream ${move.headstream}`, `水源${move.headstream}に水を置く`);
    addHeadstreamDrop(d.s, move.headstream, f.flow, d);
    // All N or none (W2_EXACT, A10/A12): once one is placed the rest must follow.
    return f.remaining > 1 ? [{ kind: 'placeDrops', seat: f.seat, remaining: f.remaining - 1, flow: f.flow, optional: false }] : [];
  },
  explain: (s, f, seat, move) =>
    move.kind === 'drop' || move.kind === 'decline'
      ? whyNotDrops(f, move)
      : offTopic(move, { en: 'place drops on headstreams', ja: '水を水源に置く' }, placeDropsStep.legal(s, f, seat)),
  neutral: (_s, _f, _seat, legal) => legal.find((m) => m.kind === 'decline') ?? null,
};

export const machineryStep: Step<'machinery'> = {
  decision: 'DP-13',
  prompt: (_s, f) => `choose ${f.n} machinery (excavators and/or mixers)`,
  promptJa: (_s, f) => `建機を${f.n}個選ぶ（ショベルとミキサー）`,
  legal(_s, f) {
    const out: BarrageMove[] = [];
    for (let ex = f.n; ex >= 0; ex--) out.push({ kind: 'machinery', ex, mx: f.n - ex });
    return out;
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'machinery') return [];
    const p = d.s.seats[f.seat]!;
    p.ex += move.ex;
    p.mx += move.mx;
    say(d, f.seat, () => [
      `takes ${move.ex} excavator${move.ex === 1 ? '' : 's'} and ${move.mx} mixer${move.mx === 1 ? '' : 's'}`,
      `ショベル${move.ex}とミキサー${move.mx}を得る`,
    ]);
    return [];
  },
  explain: (s, f, seat, move) =>
    move.kind === 'machinery'
      ? whyNotMachinery(f, move)
      : offTopic(move, { en: `choose ${f.n} machinery`, ja: `建機を${f.n}個選ぶ` }, machineryStep.legal(s, f, seat)),
  neutral: () => null,
};

export const freeStructureStep: Step<'freeStructure'> = {
  decision: 'DP-14',
  prompt: (_s, f) => `build a free ${f.type}, or skip`,
  promptJa: (_s, f) => `無料の${STRUCTURE_JA[f.type]}を建てるか、しない`,
  legal(s, f) {
    const out: BarrageMove[] = freeSites(s, f).map((site) => ({ kind: 'site' as const, type: f.type, site }));
    out.push({ kind: 'decline' });
    return out;
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'site') {
      say(d, f.seat, `declines the free ${f.type}`, `無料の${STRUCTURE_JA[f.type]}を建てない`);
      return [];
    }
    return construct(d.s, f.seat, null, move.type, move.site, { ex: 0, mx: 0, cr: payingCost(move.type, move.site, null) }, d);
  },
  explain(s, f, seat, move) {
    const what = STRUCTURE_JA[f.type];
    if (move.kind !== 'site')
      return offTopic(
        move,
        { en: `build a free ${f.type}, or skip`, ja: `無料の${what}を建てるか、しない` },
        freeStructureStep.legal(s, f, seat),
      );
    if (move.type !== f.type)
      return ruleError(
        'illegal-move',
        `This reward builds a free ${f.type}, not ${an(move.type)}.`,
        `この報酬で無料で建てるのは${what}で、${STRUCTURE_JA[move.type]}ではありません。`,
      );
    const conduit = CONDUIT_BY_ID.get(move.site);
    if (f.type === 'conduit' && conduit && conduit.value > f.maxValue) {
      return ruleError(
        'illegal-move',
        `The free conduit may have a value of at most ${f.maxValue}; ${move.site} has ${conduit.value}.`,
        `無料の取水塔は発電能力${f.maxValue}以下です。${move.site}は${conduit.value}です。`,
      );
    }
    const dam = DAM_SITE_BY_ID.get(move.site);
    if (
      f.type === 'base' &&
      dam &&
      f.areas !== 'any' &&
      (ZONE_AREA[dam.zone] === 'mountains' || (f.areas === 'plains' && ZONE_AREA[dam.zone] === 'hills'))
    ) {
      return ruleError(
        'illegal-move',
        `The free base goes in the ${f.areas === 'plains' ? 'plains' : 'plains or hills'}; ${move.site} is in the ${ZONE_AREA[dam.zone]}.`,
        `無料のベースは${f.areas === 'plains' ? '平地' : '平地か丘'}に建てます。${move.site}は${AREA_JA[ZONE_AREA[dam.zone]]}です。`,
      );
    }
    return whyNotSite(s, seat, null, move.type, move.site);
  },
  neutral: (_s, _f, _seat, legal) => legal.find((m) => m.kind === 'decline') ?? null,
};
