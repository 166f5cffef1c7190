/**
 * Knowledge, Mines, Invest, Mechanize, Produce, Trains and Ships (rules/nippon.md §5.1–§5.7),
 * one small decision per step.
 */
import type { Seat } from '../../core/types';
import type { Draft } from '../../core/steps/draft';
import { gain, iconsRevealed, me, placePiece, stepTrack } from '../board';
import type { Good, Piece } from '../data';
import type { NipponMove } from '../moves';
import {
  blueprintShortfall,
  improvements,
  investGoods,
  investTiles,
  mechanizeCounts,
  producible,
  regionsWithRoom,
  stepCounts,
  transportCounts,
} from '../rules';
import {
  actionCost,
  coalCost,
  dataOf,
  effectsOf,
  factoryOf,
  type Frame,
  knowledgeLevel,
  type NipponState,
  type Player,
  storageOf,
  trackTop,
} from '../state';
import { ga, PIECE_NAMES_JA, TRACK_NAMES_JA } from '../words';
import { notNow, refusal, type Step, yen, yenJa } from './common';

const pl = (s: NipponState, seat: Seat) => s.seats[seat] as Player;
const counts = (ns: number[]): NipponMove[] => ns.map((n) => ({ kind: 'count', n }));
const goodJa = (s: NipponState, g: Good): string => dataOf(s).goodJa[g];

export const steps: Step<'steps'> = {
  decision: 'D7',
  prompt: (_s, f) => `choose how many ${f.track} steps (1–3)`,
  promptJa: (_s, f) => `${TRACK_NAMES_JA[f.track]}トラックを何段階進めるか選ぶ（1〜3）`,
  legal: (s, f) => counts(stepCounts(s, f.seat, f.track)),
  apply(d, f, seat, move) {
    if (move.kind !== 'count') return [];
    const data = dataOf(d.s);
    const action = f.track === 'coal' ? 'mines' : 'knowledge';
    const cost = actionCost(data, pl(d.s, seat), action, move.n);
    me(d, seat).yen -= cost;
    let taken = stepTrack(d, seat, f.track, move.n);
    // paper-1 / bento-3: one extra step, lost at the top (A12).
    if (effectsOf(data, pl(d.s, seat)).some((e) => e.kind === 'extraStep' && e.action === action)) taken += stepTrack(d, seat, f.track, 1);
    d.say(
      seat,
      `pays ${yen(cost)}: ${f.track} track +${taken}`,
      `${ga(seat)}${yenJa(cost)}を払い、${TRACK_NAMES_JA[f.track]}トラックを${taken}進めた`,
    );
    return [];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'count') return notNow(move, ['choose how many steps', '段階数を選ぶ'], steps.legal(s, f, seat));
    const data = dataOf(s);
    const p = pl(s, seat);
    const room = trackTop(data, f.track) - p.track[f.track];
    const track = TRACK_NAMES_JA[f.track];
    if (move.n < 1 || move.n > 3) return refusal('Choose 1 to 3 steps.', '1〜3段階を選んでください。');
    if (move.n > room) {
      return refusal(
        `Only ${room} space(s) are left above your ${f.track} marker, so ${move.n} steps cannot all be taken (§5.4, A28).`,
        `${track}トラックのマーカーの上には残り${room}マスしかなく、${move.n}段階は進められません（§5.4、A28）。`,
      );
    }
    const cost = actionCost(data, p, f.track === 'coal' ? 'mines' : 'knowledge', move.n);
    return refusal(
      `${move.n} steps cost ${yen(cost)} and you have ${yen(p.yen)}.`,
      `${move.n}段階は${yenJa(cost)}で、所持金は${yenJa(p.yen)}です。`,
      'cannot-afford',
    );
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const investGood: Step<'investGood'> = {
  decision: 'D3',
  prompt: () => 'choose the good of your new factory',
  promptJa: () => '建設する工場の製品を選ぶ',
  legal: (s, f) => investGoods(s, f.seat).map((good) => ({ kind: 'build', good })),
  apply(d, _f, seat, move) {
    if (move.kind !== 'build') return [];
    d.say(seat, `chooses to build a ${move.good} factory`, `${ga(seat)}${goodJa(d.s, move.good)}工場の建設を選んだ`);
    return [{ kind: 'investTile', seat, good: move.good }];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'build') return notNow(move, ['choose a good', '製品を選ぶ'], investGood.legal(s, f, seat));
    const p = pl(s, seat);
    const name = goodJa(s, move.good);
    if (factoryOf(p, move.good))
      return refusal(
        `You already own a ${move.good} factory: one per good (§5.1).`,
        `${name}工場は既に持っています。同じ製品の工場は1つまでです（§5.1）。`,
      );
    const short = blueprintShortfall(s, seat, move.good);
    if (p.blueprints < short) {
      const need = dataOf(s).knowledgeRequired[dataOf(s).levelOf[move.good] - 1];
      const level = knowledgeLevel(dataOf(s), p);
      return refusal(
        `A ${move.good} factory needs knowledge ${need}; your level is ${level}, so ${short} blueprint(s) are needed and you have ${p.blueprints} (§5.1).`,
        `${name}工場には知識レベル${need}が必要です。あなたのレベルは${level}なので青写真${short}が必要ですが、${p.blueprints}しかありません（§5.1）。`,
      );
    }
    return refusal(`No ${move.good} factory tile is left in the supply.`, `${name}の工場タイルはもう残っていません。`);
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

/** One-time synergies and held machines after building (§5.1 steps 4–5, A13, A14). */
function afterBuild(d: Draft<NipponState>, seat: Seat, id: string): Frame[] {
  const data = dataOf(d.s);
  const p = me(d, seat);
  const f = p.factories[p.factories.length - 1]!;
  if (p.held >= 1) {
    f.machine = p.held >= 2 ? 2 : 1;
    p.held -= p.held >= 2 ? 2 : 1;
    d.say(seat, `places a held machine (+${f.machine})`, `${ga(seat)}保持していた機械（+${f.machine}）を新しい工場に置いた`);
  }
  const out: Frame[] = [];
  for (const e of data.factoryById.get(id)?.effects ?? []) {
    switch (e.kind) {
      case 'gain':
        gain(d, seat, e.gain);
        break;
      case 'trackSteps':
        stepTrack(d, seat, e.track, e.steps);
        break;
      case 'flip':
        me(d, seat).face[e.piece] = 1;
        break;
      case 'iconSteps': {
        // A15: retroactive — each icon already shown gave 1 step; it now gives `steps`.
        const extra = iconsRevealed(d.s, seat) * (e.steps - 1);
        if (extra > 0) stepTrack(d, seat, 'money', extra);
        break;
      }
      case 'freePlace': {
        const left = Math.min(e.n, data.pieces[e.piece].tiles - pl(d.s, seat).placed[e.piece], regionsWithRoom(d.s, []).length);
        if (left > 0) out.push({ kind: 'transRegion', seat, piece: e.piece, left, used: [] });
        break;
      }
      case 'freeImprovements':
        out.push({ kind: 'improve', seat, left: e.n });
        break;
      default:
        break; // continuous effects are read where they apply
    }
  }
  return out;
}

export const investTile: Step<'investTile'> = {
  decision: 'D3',
  prompt: (_s, f) => `choose which ${f.good} factory tile to build`,
  promptJa: () => '建設する工場タイルを選ぶ',
  legal: (s, f) => investTiles(s, f.good).map((id) => ({ kind: 'factory', id })),
  apply(d, f, seat, move) {
    if (move.kind !== 'factory') return [];
    const data = dataOf(d.s);
    const short = blueprintShortfall(d.s, seat, f.good);
    const p = me(d, seat);
    p.yen -= data.factoryCost;
    p.blueprints -= short;
    p.factories.push({ id: move.id, good: f.good, machine: 0, goods: 0 });
    const supply = d.mut('factorySupply');
    supply.splice(supply.indexOf(move.id), 1);
    d.say(
      seat,
      `builds ${move.id} for ${yen(data.factoryCost)}${short ? ` and ${short} blueprint(s)` : ''}`,
      `${ga(seat)}${yenJa(data.factoryCost)}${short ? `と青写真${short}` : ''}で${goodJa(d.s, f.good)}工場（工場タイル${move.id.replace(/^.*-/, '')}）を建設した`,
    );
    return afterBuild(d, seat, move.id);
  },
  explain: (s, f, seat, move) =>
    notNow(move, ['choose a factory tile', '工場タイルを選ぶ'], investTile.legal(s, f, seat), [
      'that tile is not in the supply',
      'その工場タイルはサプライにありません',
    ]),
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const mechCount: Step<'mechCount'> = {
  decision: 'D4',
  prompt: () => 'choose how many improvements (1–3)',
  promptJa: () => '改良の回数を選ぶ（1〜3）',
  legal: (s, f) => counts(mechanizeCounts(s, f.seat)),
  apply(d, f, seat, move) {
    if (move.kind !== 'count') return [];
    const cost = actionCost(dataOf(d.s), pl(d.s, seat), 'mechanize', move.n);
    me(d, seat).yen -= cost;
    d.say(seat, `pays ${yen(cost)} for ${move.n} improvement(s)`, `${ga(seat)}改良${move.n}回分の${yenJa(cost)}を払った`);
    return [{ kind: 'improve', seat, left: move.n }];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'count' || move.n < 1 || move.n > 3)
      return notNow(move, ['choose 1–3 improvements', '改良の回数を選ぶ（1〜3）'], mechCount.legal(s, f, seat));
    const p = pl(s, seat);
    const cost = actionCost(dataOf(s), p, 'mechanize', move.n);
    return refusal(
      `${move.n} improvements cost ${yen(cost)} and you have ${yen(p.yen)}.`,
      `改良${move.n}回は${yenJa(cost)}で、所持金は${yenJa(p.yen)}です。`,
      'cannot-afford',
    );
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const improve: Step<'improve'> = {
  decision: 'D5',
  prompt: (_s, f) => `choose an improvement (${f.left} left)`,
  promptJa: (_s, f) => `改良を選ぶ（残り${f.left}回）`,
  legal: (s, f) => improvements(s, f.seat),
  apply(d, f, seat, move) {
    const p = me(d, seat);
    if (move.kind === 'hold') {
      p.held += 1;
      d.say(seat, 'holds a +1 machine', `${ga(seat)}+1の機械タイルを保持した`);
    } else if (move.kind === 'install' || move.kind === 'upgrade') {
      const fac = p.factories.find((x) => x.good === move.good)!;
      fac.machine += 1;
      d.say(
        seat,
        `${move.kind === 'install' ? 'installs a +1 machine in' : 'upgrades to +2 the machine of'} the ${move.good} factory`,
        `${ga(seat)}${move.kind === 'install' ? `${goodJa(d.s, move.good)}工場に+1の機械を導入した` : `${goodJa(d.s, move.good)}工場の機械を+2に向上した`}`,
      );
    }
    return f.left > 1 ? [{ kind: 'improve', seat, left: f.left - 1 }] : [];
  },
  explain(s, f, seat, move) {
    if (move.kind === 'hold') {
      return refusal(
        'You may hold a machine only when none of your factories can take an install or upgrade (§5.2).',
        '機械を保持できるのは、どの工場にも機械の導入も性能の向上もできないときだけです（§5.2）。',
      );
    }
    if (move.kind === 'install' || move.kind === 'upgrade') {
      const fac = factoryOf(pl(s, seat), move.good);
      const name = goodJa(s, move.good);
      if (!fac) return refusal(`You have no ${move.good} factory.`, `${name}工場を持っていません。`);
      return refusal(
        `Your ${move.good} factory has ${fac.machine === 0 ? 'no machine (install first)' : `a +${fac.machine} machine`}.`,
        `${name}工場${fac.machine === 0 ? 'には機械がありません（先に導入）' : `の機械は既に+${fac.machine}です`}。`,
      );
    }
    return notNow(move, ['choose an improvement', '改良を選ぶ'], improve.legal(s, f, seat));
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const produce: Step<'produce'> = {
  decision: 'D6',
  prompt: (_s, f) =>
    f.done.length === 0 ? 'choose a factory to run' : `choose another factory to run or done (${3 - f.done.length} more at most)`,
  promptJa: (_s, f) =>
    f.done.length === 0 ? '稼働する工場を選ぶ' : `次に稼働する工場を選ぶか、終了する（あと${3 - f.done.length}つまで）`,
  legal(s, f) {
    const runs: NipponMove[] = producible(s, f.seat, f.done).map((good) => ({ kind: 'run', good }));
    return f.done.length > 0 ? [...runs, { kind: 'done' }] : runs;
  },
  apply(d, f, seat, move) {
    if (move.kind !== 'run') {
      d.say(seat, 'stops producing', `${ga(seat)}生産を終えた`);
      return [];
    }
    const data = dataOf(d.s);
    const p = me(d, seat);
    const fac = p.factories.find((x) => x.good === move.good)!;
    const cost = coalCost(data, fac);
    p.coal -= cost;
    const extra = (data.factoryById.get(fac.id)?.effects ?? []).reduce((n, e) => n + (e.kind === 'extraGood' ? e.n : 0), 0);
    const made = 1 + fac.machine + extra;
    const stored = Math.min(made, storageOf(data, fac) - fac.goods);
    fac.goods += stored;
    d.say(
      seat,
      `runs the ${move.good} factory for ${cost} coal: ${stored} good(s)${made > stored ? `, ${made - stored} discarded` : ''}`,
      `${ga(seat)}石炭${cost}で${goodJa(d.s, move.good)}工場を稼働し、製品${stored}個を生産した${made > stored ? `（保管しきれない${made - stored}個は捨てた）` : ''}`,
    );
    const done = [...f.done, move.good];
    return done.length < 3 && producible(d.s, seat, done).length > 0 ? [{ kind: 'produce', seat, done }] : [];
  },
  explain(s, f, seat, move) {
    if (move.kind !== 'run') return notNow(move, ['choose a factory to run', '稼働する工場を選ぶ'], produce.legal(s, f, seat));
    const data = dataOf(s);
    const fac = factoryOf(pl(s, seat), move.good);
    const name = goodJa(s, move.good);
    if (!fac) return refusal(`You have no ${move.good} factory.`, `${name}工場を持っていません。`);
    if (f.done.includes(move.good))
      return refusal(
        `The ${move.good} factory already ran in this action (A29).`,
        `${name}工場はこのアクションで既に稼働しました（A29）。`,
      );
    if (fac.goods >= storageOf(data, fac)) {
      return refusal(
        `The ${move.good} factory's storage is full (${fac.goods} of ${storageOf(data, fac)}).`,
        `${name}工場の製品保管エリアは満杯です（${fac.goods}/${storageOf(data, fac)}）。`,
      );
    }
    return refusal(
      `The ${move.good} factory needs ${coalCost(data, fac)} coal and you have ${pl(s, seat).coal}.`,
      `${name}工場には石炭${coalCost(data, fac)}が必要で、所持している石炭は${pl(s, seat).coal}です。`,
      'cannot-afford',
    );
  },
  neutral: (_s, f, _seat, legal) => (f.done.length > 0 ? { kind: 'done' } : (legal[0] ?? null)),
};

const pieceAction = (piece: Piece) => (piece === 'train' ? 'trains' : 'ships');

export const transCount: Step<'transCount'> = {
  decision: 'D8',
  prompt: (_s, f) => `choose how many ${f.piece}s to place (1–3)`,
  promptJa: (_s, f) => `置く${PIECE_NAMES_JA[f.piece]}タイルの枚数を選ぶ（1〜3）`,
  legal: (s, f) => counts(transportCounts(s, f.seat, f.piece)),
  apply(d, f, seat, move) {
    if (move.kind !== 'count') return [];
    const cost = actionCost(dataOf(d.s), pl(d.s, seat), pieceAction(f.piece), move.n);
    me(d, seat).yen -= cost;
    d.say(
      seat,
      `pays ${yen(cost)} for ${move.n} ${f.piece}(s)`,
      `${ga(seat)}${PIECE_NAMES_JA[f.piece]}タイル${move.n}枚分の${yenJa(cost)}を払った`,
    );
    return [{ kind: 'transRegion', seat, piece: f.piece, left: move.n, used: [] }];
  },
  explain(s, f, seat, move) {
    const piece = PIECE_NAMES_JA[f.piece];
    if (move.kind !== 'count' || move.n < 1 || move.n > 3)
      return notNow(move, ['choose 1–3', `${piece}タイルの枚数を選ぶ（1〜3）`], transCount.legal(s, f, seat));
    const data = dataOf(s);
    const p = pl(s, seat);
    const left = data.pieces[f.piece].tiles - p.placed[f.piece];
    const regions = regionsWithRoom(s, []).length;
    if (move.n > left)
      return refusal(
        `You have only ${left} ${f.piece}(s) left on your board.`,
        `プレイヤーボードに残っている${piece}タイルは${left}枚だけです。`,
      );
    if (move.n > regions) {
      return refusal(
        `Only ${regions} region(s) have a free train/ship slot, and each ${f.piece} needs a different region (§5.6).`,
        `空いている鉄道・船スロットがある地域は${regions}つだけで、${piece}タイルはそれぞれ異なる地域に置きます（§5.6）。`,
      );
    }
    const cost = actionCost(data, p, pieceAction(f.piece), move.n);
    return refusal(
      `${move.n} ${f.piece}s cost ${yen(cost)} and you have ${yen(p.yen)}.`,
      `${piece}タイル${move.n}枚は${yenJa(cost)}で、所持金は${yenJa(p.yen)}です。`,
      'cannot-afford',
    );
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export const transRegion: Step<'transRegion'> = {
  decision: 'D8',
  seats: (s, f) => (regionsWithRoom(s, f.used).length > 0 ? [f.seat] : []),
  prompt: (_s, f) => `choose a region for your ${f.piece} (${f.left} to place)`,
  promptJa: (_s, f) => `${PIECE_NAMES_JA[f.piece]}タイルを置く地域を選ぶ（残り${f.left}枚）`,
  legal: (s, f) => regionsWithRoom(s, f.used).map((region) => ({ kind: 'region', region })),
  apply(d, f, seat, move) {
    if (move.kind !== 'region') return [];
    placePiece(d, seat, f.piece, move.region);
    return f.left > 1 ? [{ ...f, left: f.left - 1, used: [...f.used, move.region] }] : [];
  },
  explain(s, f, seat, move) {
    const piece = PIECE_NAMES_JA[f.piece];
    if (move.kind === 'region' && f.used.includes(move.region)) {
      return refusal(
        `You already placed a ${f.piece} in that region in this action: each goes to a different region (§5.6).`,
        `このアクションでその地域には既に${piece}タイルを置きました。それぞれ異なる地域に置きます（§5.6）。`,
      );
    }
    if (move.kind === 'region')
      return refusal('That region has no free train/ship slot.', 'その地域には空いている鉄道・船スロットがありません。');
    return notNow(move, ['choose a region', '地域を選ぶ'], transRegion.legal(s, f, seat));
  },
  neutral: (_s, _f, _seat, legal) => legal[0] ?? null,
};

export type { Good };
