/** What a legal move does and costs, in words (en + ja), shown beside each move in emails. */
import type { Lang, Seat } from '../core/types';
import type { NipponMove } from './moves';
import { blueprintShortfall, contractRow } from './rules';
import { actionCost, ACTION_NAMES, coalCost, dataOf, type NipponState, type Player, storageOf, trackValue } from './state';
import { ACHIEVEMENT_NAMES_JA, describeGain, describeGainJa, TRACK_NAMES_JA, WORKER_COLOURS_JA, yen, yenJa } from './words';

export function describeMove(s: NipponState, seat: Seat, m: NipponMove, lang: Lang): string {
  const ja = lang === 'ja';
  const d = dataOf(s);
  const p = s.seats[seat] as Player;
  const top = s.stack[s.stack.length - 1];
  switch (m.kind) {
    case 'action':
      return ja ? `ワーカーを取り${ACTION_NAMES[m.action].ja}を行う` : `take a worker and do ${ACTION_NAMES[m.action].en}`;
    case 'consolidate': {
      const colours = new Set(p.workers).size;
      const income = trackValue(d, 'money', p.track.money);
      return ja
        ? `統合整理：収入${yenJa(income)}、石炭${trackValue(d, 'coal', p.track.coal)}、賃金${yenJa(colours * d.wage)}（${colours}色）`
        : `consolidate: income ${yen(income)} and ${trackValue(d, 'coal', p.track.coal)} coal, wages ${yen(colours * d.wage)} for ${colours} colour(s)`;
    }
    case 'convert':
      return ja ? `青写真${d.blueprintsPerStep}で${TRACK_NAMES_JA[m.track]}トラック+1` : `${d.blueprintsPerStep} blueprints: ${m.track} track +1`;
    case 'worker': {
      const fresh = !p.workers.includes(m.colour);
      const name = WORKER_COLOURS_JA[m.colour] ?? '';
      return ja ? (fresh ? `${name}：新しい色（賃金+${yenJa(d.wage)}）` : `${name}：既にある色（賃金は増えない）`) : fresh ? `a new colour: wages +${yen(d.wage)}` : 'a colour you already have: no extra wages';
    }
    case 'count': {
      if (!top) return '';
      const action =
        top.kind === 'steps' ? (top.track === 'coal' ? 'mines' : 'knowledge') : top.kind === 'mechCount' ? 'mechanize' : top.kind === 'transCount' ? (top.piece === 'train' ? 'trains' : 'ships') : null;
      if (!action) return '';
      const c = actionCost(d, p, action, m.n);
      return ja ? `${m.n}回、${yenJa(c)}` : `${m.n} for ${yen(c)}`;
    }
    case 'build': {
      const bp = blueprintShortfall(s, seat, m.good);
      return ja ? `${d.goodJa[m.good]}工場、${yenJa(d.factoryCost)}${bp ? `、青写真${bp}` : ''}` : `a ${m.good} factory for ${yen(d.factoryCost)}${bp ? ` and ${bp} blueprint(s)` : ''}`;
    }
    case 'factory': {
      const f = d.factoryById.get(m.id);
      if (!f) return m.id;
      return ja ? `生産に石炭${f.coal}、保管${f.storage}：${f.ja}` : `${f.coal} coal/run, storage ${f.storage}: ${f.text}`;
    }
    case 'install':
      return ja ? `${d.goodJa[m.good]}工場に+1の機械を導入` : `a +1 machine in the ${m.good} factory`;
    case 'upgrade':
      return ja ? `${d.goodJa[m.good]}工場の機械を+2に向上` : `the ${m.good} factory's machine becomes +2`;
    case 'hold':
      return ja ? '+1の機械を保持（次の工場に置く）' : 'keep a +1 machine for your next factory';
    case 'run': {
      const f = p.factories.find((x) => x.good === m.good);
      if (!f) return '';
      const made = Math.min(1 + f.machine, storageOf(d, f) - f.goods);
      return ja ? `石炭${coalCost(d, f)}で${made}個以上（保管${f.goods}/${storageOf(d, f)}）` : `${coalCost(d, f)} coal for ${made}+ goods (storage ${f.goods}/${storageOf(d, f)})`;
    }
    case 'region': {
      const r = d.regions[m.region];
      if (!r) return '';
      if (top?.kind === 'domRegion') return ja ? `${r.ja}：1枚ごとに${describeGainJa(r.bonus)}` : `${r.name}: ${describeGain(r.bonus)} per tile`;
      return ja ? `${r.ja}（鉄道・船${(s.transports[m.region] ?? []).length}枚）` : `${r.name} (${(s.transports[m.region] ?? []).length} trains/ships there)`;
    }
    case 'contract': {
      const c = contractRow(s, m.id);
      return ja
        ? `異なる製品${c.req.join('+')}個：${describeGainJa(c.bonus)}、収入トラック+${c.moneySteps}`
        : `${c.req.join(' + ')} goods of different kinds: ${describeGain(c.bonus)}, money +${c.moneySteps}`;
    }
    case 'pay':
      return ja ? `${d.goodJa[m.good]}で支払う` : `pay with ${m.good}`;
    case 'slot': {
      const c = s.cities[m.city];
      const t = c?.slots[m.slot];
      const g = c?.goods[m.slot];
      // "Seat N": the service writes the player's name in its place (as describe.ts does).
      return ja ? `${g ? d.goodJa[g] : ''}の需要${t ? `（Seat ${t.seat + 1}の${t.value}）` : '（空き）'}` : `demands ${g}${t ? `; holds Seat ${t.seat + 1}'s ${t.value}` : '; empty'}`;
    }
    case 'cubes':
      return ja ? `製品${m.n}個を捨てる` : `spend ${m.n} goods`;
    case 'tile':
      return ja ? `影響力タイル${m.value}` : `influence ${m.value}`;
    case 'remove': {
      const t = s.cities[m.city]?.slots[m.slot];
      return t ? (ja ? `Seat ${t.seat + 1}の${t.value}を戻す` : `return Seat ${t.seat + 1}'s ${t.value}`) : '';
    }
    case 'reward': {
      const b = d.rewardBonuses[m.bonus];
      return b ? (ja ? `今${describeGainJa(b.gain)}、終了時に×${d.rewardMultipliers[m.column]}` : `${describeGain(b.gain)} now, ×${d.rewardMultipliers[m.column]} at the end`) : '';
    }
    case 'space':
      return ja ? `業績「${ACHIEVEMENT_NAMES_JA[m.achievement]}」` : `multiplies the ${m.achievement} achievement`;
    case 'done':
      return ja ? 'この手順を終える' : 'finish this step';
  }
}
