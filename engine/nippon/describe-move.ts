/**
 * What a legal move does and costs, in words (en + ja), shown beside each move in emails: the
 * action space with the worker it costs and what the action then lets you do (with its prices),
 * each count with its price, each contract with what it needs and pays, each consolidation with
 * its income, reward and wages (rules/nippon.md §4–§6). Players are seat references.
 */
import { seatRef } from '../core/seat-text';
import type { Lang, Seat } from '../core/types';
import type { Action } from './data';
import type { NipponMove } from './moves';
import {
  blueprintShortfall,
  contractRow,
  domesticRegions,
  investGoods,
  mechanizeCounts,
  payableContracts,
  producible,
  slotOfAction,
  stepCounts,
  transportCounts,
} from './rules';
import { actionCost, ACTION_NAMES, coalCost, dataOf, type NipponState, type Player, storageOf, trackValue } from './state';
import { ACHIEVEMENT_NAMES_JA, describeGain, describeGainJa, PIECE_NAMES_JA, TRACK_NAMES_JA, WORKER_COLOURS_JA, yen, yenJa } from './words';

type CostAction = 'knowledge' | 'mines' | 'trains' | 'ships' | 'mechanize';

/** "1 for ¥1,000, 2 for ¥3,000" (「1段階1,000円、2段階3,000円」) for the counts the player can pay now. */
function priced(s: NipponState, seat: Seat, action: CostAction, counts: readonly number[], ja: boolean, unitJa = '回'): string {
  const d = dataOf(s);
  const p = s.seats[seat] as Player;
  return counts
    .map((n) => (ja ? `${n}${unitJa}${yenJa(actionCost(d, p, action, n))}` : `${n} for ${yen(actionCost(d, p, action, n))}`))
    .join(ja ? '、' : ', ');
}

/** "1〜3" for the counts 1, 2, 3; "1" for a single count. */
function upTo(counts: readonly number[], dash = '〜'): string {
  const lo = counts[0] ?? 1;
  const hi = counts[counts.length - 1] ?? lo;
  return lo === hi ? String(lo) : `${lo}${dash}${hi}`;
}

/** What the action lets the player do now, with its prices (§5). */
function actionEffect(s: NipponState, seat: Seat, action: Action, ja: boolean): string {
  const d = dataOf(s);
  const p = s.seats[seat] as Player;
  const goodJa = (g: keyof typeof d.goodJa) => d.goodJa[g];
  switch (action) {
    case 'knowledge':
    case 'mines': {
      const track = action === 'mines' ? 'coal' : 'knowledge';
      const counts = stepCounts(s, seat, track);
      const list = priced(s, seat, action, counts, ja, '段階');
      return ja ? `${TRACK_NAMES_JA[track]}トラックを${upTo(counts)}段階進める：${list}` : `${track} track +${upTo(counts, '–')}: ${list}`;
    }
    case 'invest': {
      const goods = investGoods(s, seat);
      return ja
        ? `${yenJa(d.factoryCost)}で工場を1つ建設する：${goods.map(goodJa).join('、')}`
        : `build a factory for ${yen(d.factoryCost)} (goods you can build: ${goods.join(', ')})`;
    }
    case 'mechanize': {
      const counts = mechanizeCounts(s, seat);
      const list = priced(s, seat, 'mechanize', counts, ja);
      return ja ? `機械を${upTo(counts)}回改良する：${list}` : `${upTo(counts, '–')} machine improvement(s): ${list}`;
    }
    case 'produce': {
      const runs = producible(s, seat, []);
      const coal = (g: (typeof runs)[number]) =>
        coalCost(
          d,
          p.factories.find((f) => f.good === g)!,
        );
      return ja
        ? `工場を3つまで稼働する：${runs.map((g) => `${goodJa(g)}は石炭${coal(g)}`).join('、')}（所持する石炭${p.coal}）`
        : `run up to 3 factories (coal: ${runs.map((g) => `${g} ${coal(g)}`).join(', ')}; you have ${p.coal})`;
    }
    case 'trains':
    case 'ships': {
      const piece = action === 'trains' ? 'train' : 'ship';
      const counts = transportCounts(s, seat, piece);
      const list = priced(s, seat, action, counts, ja, '枚');
      return ja
        ? `${PIECE_NAMES_JA[piece]}タイルを${upTo(counts)}枚、異なる地域に置く：${list}`
        : `place ${upTo(counts, '–')} ${piece}(s) in different regions: ${list}`;
    }
    case 'export': {
      const ids = payableContracts(s, seat);
      return ja ? `契約を3枚まで達成する：今は${ids.join('、')}` : `fulfil up to 3 contracts (payable now: ${ids.join(', ')})`;
    }
    case 'domestic': {
      const regions = domesticRegions(s, seat).map((r) => d.regions[r]!);
      return ja
        ? `1つの地域に影響力タイルを3枚まで置く：${regions.map((r) => r.ja).join('、')}`
        : `place up to 3 influence tiles in one region (possible: ${regions.map((r) => r.name).join(', ')})`;
    }
  }
}

/** A worker colour new to the player's board adds one colour of wages at consolidation (§6.3). */
function wageNote(s: NipponState, seat: Seat, colour: number, ja: boolean): string {
  const d = dataOf(s);
  const fresh = !(s.seats[seat] as Player).workers.includes(colour);
  if (ja) return fresh ? `新しい色：賃金+${yenJa(d.wage)}` : '既にある色：賃金は増えない';
  return fresh ? `a new colour: wages +${yen(d.wage)}` : 'a colour you already have: no extra wages';
}

export function describeMove(s: NipponState, seat: Seat, m: NipponMove, lang: Lang): string {
  const ja = lang === 'ja';
  const d = dataOf(s);
  const p = s.seats[seat] as Player;
  const top = s.stack[s.stack.length - 1];
  switch (m.kind) {
    case 'action': {
      const slot = slotOfAction(s, m.action);
      const colours = [...new Set(s.slots[slot] ?? [])].sort((a, b) => a - b);
      const names = colours.map((c) => (ja ? (WORKER_COLOURS_JA[c] ?? String(c)) : (d.workerColours[c] ?? String(c))));
      // The list around a note is in brackets already: the worker colours get the only inner pair.
      const effect = actionEffect(s, seat, m.action, ja);
      return ja
        ? `A${slot + 1}のワーカー（${names.join('・')}）を取り、${effect}`
        : `take a worker from A${slot + 1} (${names.join(', ')}), then ${effect}`;
    }
    case 'consolidate': {
      const colours = new Set(p.workers).size;
      const income = trackValue(d, 'money', p.track.money);
      const coal = trackValue(d, 'coal', p.track.coal);
      const w = p.workers.length;
      const max = w >= 3 ? (d.workerSpaceNumbers[w - 1] ?? 0) : 0;
      const reward = ja
        ? max
          ? `、天皇の報賞（×${max}の列まで）`
          : '、報賞なし（ワーカー3個未満）'
        : max
          ? `, the Emperor's reward (columns up to ×${max})`
          : ', no reward (fewer than 3 workers)';
      return ja
        ? `収入${yenJa(income)}と石炭${coal}${reward}、賃金${yenJa(colours * d.wage)}（${colours}色分）`
        : `income ${yen(income)} and ${coal} coal${reward}, wages ${yen(colours * d.wage)} for ${colours} colour(s)`;
    }
    case 'convert':
      return ja
        ? `青写真${d.blueprintsPerStep}を捨て、${TRACK_NAMES_JA[m.track]}トラックを1進める`
        : `discard ${d.blueprintsPerStep} blueprints: ${m.track} track +1`;
    case 'worker': {
      const note = wageNote(s, seat, m.colour, ja);
      if (top?.kind !== 'worker') return note;
      const action = ACTION_NAMES[top.action];
      return ja ? `${note}。続けて${action.ja}アクションを行う` : `${note}; then ${action.en}`;
    }
    case 'count': {
      if (!top) return '';
      if (top.kind === 'steps') {
        const c = actionCost(d, p, top.track === 'coal' ? 'mines' : 'knowledge', m.n);
        return ja
          ? `${yenJa(c)}を払い、${TRACK_NAMES_JA[top.track]}トラックを${m.n}段階進める`
          : `pay ${yen(c)}: ${top.track} track +${m.n}`;
      }
      if (top.kind === 'mechCount') {
        const c = actionCost(d, p, 'mechanize', m.n);
        return ja ? `${yenJa(c)}を払い、機械を${m.n}回改良する` : `pay ${yen(c)} for ${m.n} improvement(s)`;
      }
      if (top.kind === 'transCount') {
        const c = actionCost(d, p, top.piece === 'train' ? 'trains' : 'ships', m.n);
        return ja ? `${yenJa(c)}を払い、${PIECE_NAMES_JA[top.piece]}タイルを${m.n}枚置く` : `pay ${yen(c)} to place ${m.n} ${top.piece}(s)`;
      }
      return '';
    }
    case 'build': {
      const bp = blueprintShortfall(s, seat, m.good);
      return ja
        ? `${yenJa(d.factoryCost)}${bp ? `と青写真${bp}` : ''}で${d.goodJa[m.good]}工場を建設する`
        : `a ${m.good} factory for ${yen(d.factoryCost)}${bp ? ` and ${bp} blueprint(s)` : ''}`;
    }
    case 'factory': {
      const f = d.factoryById.get(m.id);
      if (!f) return m.id;
      return ja ? `稼働に石炭${f.coal}、保管${f.storage}：${f.ja}` : `${f.coal} coal/run, storage ${f.storage}: ${f.text}`;
    }
    case 'install':
      return ja ? `${d.goodJa[m.good]}工場に+1の機械を導入（生産量+1）` : `a +1 machine in the ${m.good} factory (makes 1 more good)`;
    case 'upgrade':
      return ja
        ? `${d.goodJa[m.good]}工場の機械を+2に向上（生産量さらに+1）`
        : `the ${m.good} factory's machine becomes +2 (makes 1 more good)`;
    case 'hold':
      return ja ? '+1の機械を保持し、次に建設する工場に置く' : 'keep a +1 machine for your next factory';
    case 'run': {
      const f = p.factories.find((x) => x.good === m.good);
      if (!f) return '';
      const made = Math.min(1 + f.machine, storageOf(d, f) - f.goods);
      return ja
        ? `石炭${coalCost(d, f)}で製品${made}個以上を生産（保管${f.goods}/${storageOf(d, f)}）`
        : `${coalCost(d, f)} coal for ${made}+ goods (storage ${f.goods}/${storageOf(d, f)})`;
    }
    case 'region': {
      const r = d.regions[m.region];
      if (!r) return '';
      if (top?.kind === 'domRegion')
        // The Japanese label is the region's name (notation-ja.ts): the note says only the bonus.
        return ja ? `影響力タイル1枚ごとに${describeGainJa(r.bonus)}` : `${r.name}: ${describeGain(r.bonus)} per tile`;
      return ja
        ? `${r.ja}に置く（鉄道・船タイル${(s.transports[m.region] ?? []).length}枚が既にある）`
        : `${r.name} (${(s.transports[m.region] ?? []).length} trains/ships there)`;
    }
    case 'contract': {
      const c = contractRow(s, m.id);
      return ja
        ? `製品${c.req.map((n) => `${n}個`).join('＋')}（数字ごとに異なる製品）で達成し、${describeGainJa(c.bonus)}と収入トラック+${c.moneySteps}`
        : `${c.req.join(' + ')} goods, each number a different good: ${describeGain(c.bonus)}, money track +${c.moneySteps}`;
    }
    case 'pay': {
      const q = top?.kind === 'exportGood' ? (contractRow(s, top.contract).req[top.used.length] ?? 0) : 0;
      const have = p.factories.find((x) => x.good === m.good)?.goods ?? 0;
      return ja ? `${d.goodJa[m.good]}${q}個で払う（手持ち${have}個）` : `pay ${q} ${m.good} (you have ${have})`;
    }
    case 'slot': {
      const c = s.cities[m.city];
      const t = c?.slots[m.slot];
      const g = c?.goods[m.slot];
      return ja
        ? `${g ? d.goodJa[g] : ''}の需要${t ? `（${seatRef(t.seat)}の影響力タイル${t.value}を上回れば置ける）` : '（空き）'}`
        : `demands ${g}${t ? `; holds ${seatRef(t.seat)}'s ${t.value}` : '; empty'}`;
    }
    case 'cubes': {
      const good = top?.kind === 'domCubes' ? s.cities[top.city]?.goods[top.slot] : undefined;
      const max = good ? (d.influenceChart[d.levelOf[good] - 1]?.[m.n - 1] ?? 0) : 0;
      return ja ? `製品${m.n}個を捨て、価値${max}までの影響力タイルを置ける` : `spend ${m.n} goods: a tile of value up to ${max}`;
    }
    case 'tile': {
      const r = top?.kind === 'domTile' ? d.regions[top.region] : undefined;
      const bonus = r ? (ja ? `、地域ボーナス${describeGainJa(r.bonus)}を得る` : `, gain the region bonus ${describeGain(r.bonus)}`) : '';
      return ja ? `影響力タイル${m.value}を置く${bonus}` : `place influence tile ${m.value}${bonus}`;
    }
    case 'remove': {
      const t = s.cities[m.city]?.slots[m.slot];
      return t ? (ja ? `${seatRef(t.seat)}の影響力タイル${t.value}を取り除く` : `return ${seatRef(t.seat)}'s ${t.value}`) : '';
    }
    case 'reward': {
      const b = d.rewardBonuses[m.bonus];
      return b
        ? ja
          ? `今${describeGainJa(b.gain)}を得て、×${d.rewardMultipliers[m.column]}タイルを業績に置く`
          : `${describeGain(b.gain)} now, ×${d.rewardMultipliers[m.column]} at the end`
        : '';
    }
    case 'space': {
      const mult = top?.kind === 'achievement' ? top.mult : 0;
      return ja
        ? `最終得点計算で業績「${ACHIEVEMENT_NAMES_JA[m.achievement]}」の得点が×${mult}`
        : `the ${m.achievement} achievement scores ×${mult} at the end`;
    }
    case 'done':
      switch (top?.kind) {
        case 'after':
          return ja ? '青写真を使わずに手番を終える' : 'end your turn';
        case 'produce':
          return ja ? '生産を終える' : 'stop producing';
        case 'exportContract':
          return ja ? '輸出を終える' : 'fulfil no more contracts';
        case 'domSlot':
          return ja ? '影響力タイルの配置を終える' : 'place no more influence tiles';
        default:
          return ja ? 'この手順を終える' : 'finish this step';
      }
  }
}
