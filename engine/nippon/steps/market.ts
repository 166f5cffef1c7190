/** Export (rules/nippon.md §5.8, D9) and the Domestic Market (§5.9, D10–D12). */
import type { Draft } from '../../core/steps/draft';
import type { Seat } from '../../core/types';
import { cloneCity, gain, me, stepTrack } from '../board';
import type { Good } from '../data';
import type { NipponMove } from '../moves';
import { slotName } from '../notation';
import {
  acceptable,
  cityLimit,
  contractRow,
  cubeCounts,
  cubeGoods,
  domesticRegions,
  payableContracts,
  placeableSlots,
  tileValues,
} from '../rules';
import { dataOf, factoryOf, type Frame, type NipponState, type Player } from '../state';
import { describeGain, describeGainJa, ga } from '../words';
import { notNow, refusal, type Step } from './common';

const pl = (s: NipponState, seat: Seat) => s.seats[seat] as Player;
const goodJa = (s: NipponState, g: Good): string => dataOf(s).goodJa[g];

export const exportContract: Step<'exportContract'> = {
  decision: 'D9',
  prompt: (_s, f) => (f.done === 0 ? 'choose a contract to fulfil' : 'choose another contract or done'),
  promptJa: (_s, f) => (f.done === 0 ? '達成する契約を選ぶ' : '次の契約を選ぶか、終了する'),
  legal(s, f) {
    const list: NipponMove[] = payableContracts(s, f.seat).map((id) => ({ kind: 'contract', id }));
    return f.done > 0 ? [...list, { kind: 'done' }] : list;
  },
  apply(d, f, seat, move) {
    if (move.kind !== 'contract') {
      d.say(seat, 'fulfils no more contracts', `${ga(seat)}輸出を終えた`);
      return [];
    }
    const c = contractRow(d.s, move.id);
    d.say(seat, `chooses contract ${c.id} (${c.req.join(' + ')} goods)`, `${ga(seat)}契約${c.id}（製品${c.req.join('+')}個）を選んだ`);
    return [{ kind: 'exportGood', seat, done: f.done, contract: move.id, used: [] }];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'contract') return notNow(move, ['choose a contract', '契約を選ぶ'], exportContract.legal(s, f, seat));
    const p = pl(s, seat);
    if (p.contractsDone.includes(move.id))
      return refusal(`Contract ${move.id} is already fulfilled.`, `契約${move.id}は既に達成しています。`);
    const c = dataOf(s).contracts.find((x) => x.id === move.id);
    if (!c) return refusal(`There is no contract ${move.id}.`, `契約${move.id}はありません。`);
    const stock = p.factories.map((x) => `${x.good} ${x.goods}`).join(', ') || 'no goods';
    const stockJa = p.factories.map((x) => `${goodJa(s, x.good)}${x.goods}`).join('、') || '製品なし';
    return refusal(
      `Contract ${move.id} needs ${c.req.join(' + ')} goods of ${c.req.length} different kinds; you have ${stock} (§5.8).`,
      `契約${move.id}には${c.req.length}種類の異なる製品が${c.req.join('+')}個必要です。手持ちは${stockJa}です（§5.8）。`,
    );
  },
  neutral: (_s, f, _seat, legal) => (f.done > 0 ? { kind: 'done' } : (legal[0] ?? null)),
};

export const exportGood: Step<'exportGood'> = {
  decision: 'D9',
  prompt: (s, f) => `choose the good for ${contractRow(s, f.contract).req[f.used.length]} cube(s) of contract ${f.contract}`,
  promptJa: (s, f) => `契約${f.contract}のキューブ（${contractRow(s, f.contract).req[f.used.length]}個）に使う製品を選ぶ`,
  legal: (s, f) => cubeGoods(s, f.seat, f.contract, f.used).map((good) => ({ kind: 'pay', good })),
  apply(d, f, seat, move) {
    if (move.kind !== 'pay') return [];
    const c = contractRow(d.s, f.contract);
    const q = c.req[f.used.length] as number;
    me(d, seat).factories.find((x) => x.good === move.good)!.goods -= q;
    const used = [...f.used, move.good];
    if (used.length < c.req.length) {
      d.say(seat, `pays ${q} ${move.good} towards contract ${c.id}`, `${ga(seat)}契約${c.id}に${goodJa(d.s, move.good)}${q}個を払った`);
      return [{ ...f, used }];
    }
    gain(d, seat, c.bonus);
    const steps = stepTrack(d, seat, 'money', c.moneySteps);
    me(d, seat).contractsDone.push(c.id);
    d.say(
      seat,
      `fulfils contract ${c.id} with ${used.map((g, i) => `${c.req[i]} ${g}`).join(' + ')}: ${describeGain(c.bonus)}, money track +${steps}`,
      `${ga(seat)}契約${c.id}を${used.map((g, i) => `${goodJa(d.s, g)}${c.req[i]}個`).join('と')}で達成し、${describeGainJa(c.bonus)}を得て収入トラックを${steps}進めた`,
    );
    return f.done + 1 < 3 && payableContracts(d.s, seat).length > 0 ? [{ kind: 'exportContract', seat, done: f.done + 1 }] : [];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'pay') return notNow(move, ['choose a good', '製品を選ぶ'], exportGood.legal(s, f, seat));
    const name = goodJa(s, move.good);
    if (f.used.includes(move.good)) {
      return refusal(
        `${move.good} already pays a cube of this contract: each cube needs a different good (§5.8).`,
        `${name}はこの契約の別のキューブに使いました。キューブごとに異なる製品が必要です（§5.8）。`,
      );
    }
    const q = contractRow(s, f.contract).req[f.used.length];
    const have = factoryOf(pl(s, seat), move.good)?.goods ?? 0;
    if (have < (q ?? 0))
      return refusal(
        `This cube needs ${q} ${move.good} and you have ${have}.`,
        `このキューブには${name}${q}個が必要で、手持ちは${have}個です。`,
      );
    return refusal(
      `With ${move.good} here the rest of contract ${f.contract} could not be paid.`,
      `ここで${name}を使うと契約${f.contract}の残りを支払えません。`,
    );
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const domRegion: Step<'domRegion'> = {
  decision: 'D10',
  prompt: () => 'choose the region for your influence tiles',
  promptJa: () => '影響力タイルを置く地域を選ぶ',
  legal: (s, f) => domesticRegions(s, f.seat).map((region) => ({ kind: 'region', region })),
  apply(d, _f, seat, move) {
    if (move.kind !== 'region') return [];
    const r = dataOf(d.s).regions[move.region]!;
    d.say(seat, `chooses ${r.name} for the Domestic Market`, `${ga(seat)}国内市場アクションで${r.ja}を選んだ`);
    return [{ kind: 'domSlot', seat, region: move.region, placed: 0 }];
  },
  explain: (s, f, seat, move) =>
    notNow(
      move,
      ['choose a region', '地域を選ぶ'],
      domRegion.legal(s, f, seat),
      move.kind === 'region'
        ? ['your goods and tiles fit no slot there', 'その地域には手持ちの製品と影響力タイルで置けるスロットがありません']
        : undefined,
    ),
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const domSlot: Step<'domSlot'> = {
  decision: 'D11',
  prompt: (s, f) =>
    f.placed === 0 ? `choose a slot in ${dataOf(s).regions[f.region]?.name}` : `choose another slot (${3 - f.placed} more at most) or done`,
  promptJa: (s, f) =>
    f.placed === 0 ? `${dataOf(s).regions[f.region]?.ja}の影響力スロットを選ぶ` : '次の影響力スロットを選ぶか、終了する',
  legal(s, f) {
    const list: NipponMove[] = placeableSlots(s, f.seat, f.region).map(([city, slot]) => ({ kind: 'slot', city, slot }));
    return f.placed > 0 ? [...list, { kind: 'done' }] : list;
  },
  apply(d, f, seat, move) {
    if (move.kind !== 'slot') {
      d.say(seat, 'places no more influence tiles', `${ga(seat)}影響力タイルの配置を終えた`);
      return [];
    }
    const good = d.s.cities[move.city]?.goods[move.slot] as Good;
    const name = slotName(move.city, move.slot);
    d.say(seat, `chooses slot ${name} (${good})`, `${ga(seat)}スロット${name}（${goodJa(d.s, good)}）を選んだ`);
    return [{ kind: 'domCubes', seat, region: f.region, placed: f.placed, city: move.city, slot: move.slot }];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'slot') return notNow(move, ['choose a slot', '影響力スロットを選ぶ'], domSlot.legal(s, f, seat));
    const good = s.cities[move.city]?.goods[move.slot];
    const fac = good ? factoryOf(pl(s, seat), good) : undefined;
    const name = slotName(move.city, move.slot);
    const goodName = good ? goodJa(s, good) : '';
    if (!fac || fac.goods === 0)
      return refusal(
        `Slot ${name} demands ${good}; you have no ${good} goods.`,
        `スロット${name}の需要は${goodName}で、${goodName}の製品を持っていません。`,
      );
    return refusal(
      `None of your influence tiles (${pl(s, seat).influence.join(', ') || 'none'}) may go on slot ${name} (§5.9).`,
      `手持ちの影響力タイル（${pl(s, seat).influence.join('、') || 'なし'}）はどれもスロット${name}に置けません（§5.9）。`,
    );
  },
  neutral: (_s, f, _seat, legal) => (f.placed > 0 ? { kind: 'done' } : (legal[0] ?? null)),
};

export const domCubes: Step<'domCubes'> = {
  decision: 'D11',
  prompt: (s, f) => `choose how many ${s.cities[f.city]?.goods[f.slot]} goods to spend`,
  promptJa: (s, f) => `${goodJa(s, s.cities[f.city]?.goods[f.slot] as Good)}を何個捨てるか選ぶ`,
  legal: (s, f) => cubeCounts(s, f.seat, f.city, f.slot).map((n) => ({ kind: 'cubes', n })),
  apply(d, f, seat, move) {
    if (move.kind !== 'cubes') return [];
    const good = d.s.cities[f.city]?.goods[f.slot] as Good;
    d.say(seat, `spends ${move.n} ${good}`, `${ga(seat)}${goodJa(d.s, good)}を${move.n}個捨てた`);
    return [{ kind: 'domTile', seat: f.seat, region: f.region, placed: f.placed, city: f.city, slot: f.slot, cubes: move.n }];
  },
  explain(s, f, seat, move) {
    const good = s.cities[f.city]?.goods[f.slot] as Good;
    if (move.kind === 'cubes') {
      const have = factoryOf(pl(s, seat), good)?.goods ?? 0;
      return refusal(
        `Spending ${move.n} ${good} needs ${move.n} goods (you have ${have}) and a tile that fits the slot.`,
        `${goodJa(s, good)}を${move.n}個捨てるには製品${move.n}個（手持ち${have}個）と、そのスロットに置ける影響力タイルが必要です。`,
      );
    }
    return notNow(move, ['choose how many goods', '捨てる製品の数を選ぶ'], domCubes.legal(s, f, seat));
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

/** Resolve one placement: displacement, the tile, the region bonus (§5.9 resolution). */
function place(
  d: Draft<NipponState>,
  f: { seat: Seat; region: number; placed: number; city: number; slot: number },
  value: number,
): Frame[] {
  const data = dataOf(d.s);
  const city = d.at('cities', f.city, cloneCity);
  const old = city.slots[f.slot];
  if (old) {
    me(d, old.seat).influence.push(old.value);
    d.say(old.seat, `gets back influence tile ${old.value}`, `${ga(old.seat)}押し出された影響力タイル${old.value}を手元に戻した`);
  }
  const p = me(d, f.seat);
  p.influence.splice(p.influence.indexOf(value), 1);
  city.slots[f.slot] = { seat: f.seat, value };
  const region = data.regions[f.region]!;
  gain(d, f.seat, region.bonus);
  d.say(
    f.seat,
    `places influence ${value} on ${region.name} ${slotName(f.city, f.slot)} and gains ${describeGain(region.bonus)}`,
    `${ga(f.seat)}${region.ja}の${slotName(f.city, f.slot)}に影響力タイル${value}を置き、${describeGainJa(region.bonus)}を得た`,
  );
  const placed = f.placed + 1;
  return placed < 3 && placeableSlots(d.s, f.seat, f.region).length > 0
    ? [{ kind: 'domSlot', seat: f.seat, region: f.region, placed }]
    : [];
}

/** Lowest tiles of a full city (2p/3p limit, §5.9): the candidates for removal. */
export function lowestTiles(s: NipponState, city: number): number[] {
  const c = s.cities[city]!;
  const tiles = c.slots.flatMap((t, i) => (t ? [{ i, v: t.value }] : []));
  const m = Math.min(...tiles.map((t) => t.v));
  return tiles.filter((t) => t.v === m).map((t) => t.i);
}

function removeTile(d: Draft<NipponState>, city: number, slot: number): void {
  const c = d.at('cities', city, cloneCity);
  const t = c.slots[slot]!;
  c.slots[slot] = null;
  me(d, t.seat).influence.push(t.value);
  d.say(
    t.seat,
    `loses influence tile ${t.value} to the city limit; it returns to supply`,
    `${ga(t.seat)}都市の上限で取り除かれた影響力タイル${t.value}を手元に戻した`,
  );
}

export const domTile: Step<'domTile'> = {
  decision: 'D11',
  prompt: () => 'choose the influence tile to place',
  promptJa: () => '置く影響力タイルを選ぶ',
  legal: (s, f) => tileValues(s, f.seat, f.city, f.slot, f.cubes).map((value) => ({ kind: 'tile', value })),
  apply(d, f, seat, move) {
    if (move.kind !== 'tile') return [];
    const good = d.s.cities[f.city]!.goods[f.slot] as Good;
    me(d, seat).factories.find((x) => x.good === good)!.goods -= f.cubes;
    const c = d.s.cities[f.city]!;
    if (!c.slots[f.slot] && c.slots.filter((t) => t).length >= cityLimit(d.s)) {
      const low = lowestTiles(d.s, f.city);
      if (low.length > 1)
        return [{ kind: 'domRemove', seat, region: f.region, placed: f.placed, city: f.city, slot: f.slot, value: move.value }];
      removeTile(d, f.city, low[0] as number);
    }
    return place(d, f, move.value);
  },
  explain(s, f, seat, move) {
    const prompt = ['choose a tile', '置く影響力タイルを選ぶ'] as const;
    if (move.kind !== 'tile') return notNow(move, prompt, domTile.legal(s, f, seat));
    const data = dataOf(s);
    const good = s.cities[f.city]?.goods[f.slot] as Good;
    const max = data.influenceChart[data.levelOf[good] - 1]?.[f.cubes - 1] ?? 0;
    if (move.value > max)
      return refusal(
        `${f.cubes} ${good} allow a tile of value ${max} at most (§2.4).`,
        `${goodJa(s, good)}${f.cubes}個で置ける影響力タイルは価値${max}までです（§2.4）。`,
      );
    const mine = pl(s, seat).influence;
    if (!mine.includes(move.value)) {
      return refusal(
        `You have no influence tile of value ${move.value} in supply (yours: ${mine.join(', ')}).`,
        `価値${move.value}の影響力タイルを持っていません（手持ち：${mine.join('、')}）。`,
      );
    }
    if (!acceptable(s, f.city, f.slot, move.value)) {
      return refusal(
        `A tile of value ${move.value} does not beat what holds that slot or city (§5.9).`,
        `価値${move.value}のタイルでは、そのスロットや都市に置かれているタイルを上回りません（§5.9）。`,
      );
    }
    return notNow(move, prompt, domTile.legal(s, f, seat));
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const domRemove: Step<'domRemove'> = {
  decision: 'D12',
  prompt: (s, f) => `the city is full: choose which lowest tile to remove`,
  promptJa: () => '都市が満杯のため、取り除く最低価値の影響力タイルを選ぶ',
  legal: (s, f) => lowestTiles(s, f.city).map((slot) => ({ kind: 'remove', city: f.city, slot })),
  apply(d, f, _seat, move) {
    if (move.kind !== 'remove') return [];
    removeTile(d, move.city, move.slot);
    return place(d, f, f.value);
  },
  explain: (s, f, seat, move) =>
    notNow(move, ['choose the tile to remove', '取り除く影響力タイルを選ぶ'], domRemove.legal(s, f, seat), [
      'only a tile of the lowest value in that city may be removed',
      '取り除けるのはその都市で最も価値の低いタイルだけです',
    ]),
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};
