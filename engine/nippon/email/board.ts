/**
 * Nippon board partial: turns a seat's `NipponView` (engine/nippon/view.ts) into the mustache
 * data of engine/nippon/email/board.mjml. One column, so it reads on a 390 px phone: the notice
 * that some component data is provisional, the action slots and worker rows, the four regions
 * with their cities, influence and trains/ships, the reward area, then one card per player.
 * Every word comes from here in the reader's language (the partial has none of its own);
 * the Japanese game words are the engine's (engine/nippon/words.ts, the data set's names).
 */
import { type Data, dataSet, type Gain } from '../data';
import { dataVersionJa, PROVISIONAL_NOTICE, PROVISIONAL_NOTICE_JA } from '../describe';
import { slotName } from '../notation';
import { ACTION_NAMES, trackValue } from '../state';
import type { NipponView } from '../view';
import { ACHIEVEMENT_NAMES_JA, describeGainJa, WORKER_COLOURS_JA, yen, yenJa } from '../words';
import type { Lang, SeatName } from '../../core/types';
import { BOARD_CLASSES, badgeClass, chipClass, seatColour, workerClass } from './style';

function gainText(g: Gain): string {
  return [
    g.yen ? yen(g.yen) : '',
    g.coal ? `${g.coal} coal` : '',
    g.blueprints ? `${g.blueprints} blueprints` : '',
    g.vp ? `${g.vp} VP` : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/** The board's words in one language: fixed labels and the sentences with numbers in them. */
interface Words {
  readonly labels: {
    readonly waitBefore: string;
    readonly waitAfter: string;
    readonly slotsTitle: string;
    readonly empty: string;
    readonly bag: string;
    readonly regionsTitle: string;
    readonly rewardsTitle: string;
    readonly you: string;
    readonly toPlay: string;
    readonly factories: string;
    readonly none: string;
    readonly influence: string;
    readonly contractsOpen: string;
    readonly fulfilled: string;
    readonly achievements: string;
  };
  heading(marker: number, toFinal: number, phase: string): string;
  phase(v: NipponView, d: Data): string;
  provisional(version: string): string;
  action(a: keyof typeof ACTION_NAMES): string;
  colour(c: number, d: Data): string;
  good(g: Data['goodIds'][number], d: Data): string;
  gain(g: Gain): string;
  regionName(r: Data['regions'][number]): string;
  regionLine(bonus: string, foreign: number): string;
  roomLine(room: number): string;
  transport(piece: 'train' | 'ship', value: number): string;
  x2Line(n: number): string;
  /** A count after a label (reward stacks, colours in the bag) and the separator between such items. */
  count(label: string, n: number): string;
  readonly comma: string;
  /** After a label that a list follows: `:` in English, `：` in Japanese. */
  readonly colon: string;
  stats(yenK: number, coal: number, blueprints: number): string;
  tracks(coal: number, money: number, knowledge: number): string;
  workers(n: number): string;
  factory(machine: number, goods: number, storage: number): string;
  held(n: number): string;
  pieces(trains: number, trainFace: number, ships: number, shipFace: number): string;
  contract(id: string, req: readonly number[], bonus: string, steps: number): string;
  allFulfilled: string;
  achievement(id: Data['achievements'][number]['id'], mult: number, printed: boolean): string;
}

const EN: Words = {
  labels: {
    waitBefore: 'Waiting for ',
    waitAfter: '',
    slotsTitle: 'Action slots and worker rows',
    empty: 'empty',
    bag: 'Bag',
    regionsTitle: 'Regions · slot (city a/b + printed foreign value) and the good it demands',
    rewardsTitle: "Emperor's rewards",
    you: 'you',
    toPlay: 'to play',
    factories: 'Factories',
    none: 'none',
    influence: 'Influence tiles',
    contractsOpen: 'Contracts open (goods needed, each number a different good → reward, money track)',
    fulfilled: 'fulfilled',
    achievements: 'Achievements',
  },
  heading: (marker, toFinal, phase) => `Board · scoring marker ${marker} of ${toFinal} · ${phase}`,
  phase: (v, d) =>
    v.over
      ? 'game over'
      : v.final
        ? `final phase, round ${Math.min(v.final.rounds + 1, d.scoringTrack.finalRounds)} of ${d.scoringTrack.finalRounds}`
        : `next scoring after marker move ${v.scorings === 0 ? d.scoringTrack.toScoring1 : d.scoringTrack.toScoring2}`,
  provisional: (version) => `${PROVISIONAL_NOTICE} (data set ${version})`,
  action: (a) => ACTION_NAMES[a].en,
  colour: (c, d) => d.workerColours[c] ?? String(c),
  good: (g) => g,
  gain: gainText,
  regionName: (r) => r.name,
  regionLine: (bonus, foreign) => `bonus ${bonus} per tile · foreign ${foreign}`,
  roomLine: (room) => `Trains/ships (${room} free):`,
  transport: (piece, value) => (piece === 'train' ? `train +${value}` : `ship ${value} VP`),
  x2Line: (n) => `×2 tiles left: ${n}`,
  count: (label, n) => `${label}: ${n}`,
  comma: ', ',
  colon: ':',
  stats: (yenK, coal, blueprints) => `VP · ${yen(yenK)} · ${coal} coal · ${blueprints} blueprints`,
  tracks: (coal, money, knowledge) => `coal ${coal} · income ${yen(money)} · knowledge ${knowledge}`,
  workers: (n) => `Workers (${n}/6)`,
  factory: (machine, goods, storage) => `${machine ? `+${machine}` : 'no machine'}, goods ${goods}/${storage}`,
  held: (n) => ` · held machines ${n}`,
  pieces: (trains, trainFace, ships, shipFace) => `${trains} trains (+${trainFace}) · ${ships} ships (${shipFace} VP)`,
  contract: (id, req, bonus, steps) => `${id} ${req.join('+')} → ${bonus}, money +${steps}`,
  allFulfilled: 'all fulfilled',
  achievement: (id, mult, printed) => `${id} ×${mult}${printed ? ' (printed)' : ''}`,
};

/** Japanese: the seeds' words (rules/nippon.md §1), full-width brackets, numbers in digits. */
const JA: Words = {
  labels: {
    waitBefore: '',
    waitAfter: 'の番です',
    slotsTitle: 'アクションスロットとワーカー列',
    empty: '空',
    bag: '袋',
    regionsTitle: '地域 · スロット（都市a/b＋海外企業の数字）と需要のある製品',
    rewardsTitle: '天皇の報賞',
    you: 'あなた',
    toPlay: '手番',
    factories: '工場',
    none: 'なし',
    influence: '影響力タイル',
    contractsOpen: '未達成の契約（必要な製品の個数。数字ごとに異なる製品 → 報酬、収入トラックの前進）',
    fulfilled: '達成済み',
    achievements: '業績',
  },
  heading: (marker, toFinal, phase) => `盤面 · 得点計算マーカー ${marker}/${toFinal} · ${phase}`,
  phase: (v, d) =>
    v.over
      ? 'ゲーム終了'
      : v.final
        ? `最終フェイズ ${Math.min(v.final.rounds + 1, d.scoringTrack.finalRounds)}/${d.scoringTrack.finalRounds}巡目`
        : `次の得点計算はマーカー${v.scorings === 0 ? d.scoringTrack.toScoring1 : d.scoringTrack.toScoring2}マス目`,
  provisional: (version) => `${PROVISIONAL_NOTICE_JA}（データ${dataVersionJa(version)}）`,
  action: (a) => ACTION_NAMES[a].ja,
  colour: (c, d) => WORKER_COLOURS_JA[c] ?? d.workerColours[c] ?? String(c),
  good: (g, d) => d.goodJa[g],
  gain: describeGainJa,
  regionName: (r) => r.ja,
  regionLine: (bonus, foreign) => `地域ボーナス ${bonus}（1枚ごと）· 海外企業 ${foreign}`,
  roomLine: (room) => `鉄道・船（空き${room}）：`,
  transport: (piece, value) => (piece === 'train' ? `鉄道+${value}` : `船${value}勝利点`),
  x2Line: (n) => `×2タイル残り${n}`,
  count: (label, n) => `${label}：${n}`,
  comma: '、',
  colon: '：',
  stats: (yenK, coal, blueprints) => `勝利点 · ${yenJa(yenK)} · 石炭${coal} · 青写真${blueprints}`,
  tracks: (coal, money, knowledge) => `石炭トラック${coal} · 収入${yenJa(money)} · 知識トラック${knowledge}`,
  workers: (n) => `ワーカー（${n}/6）`,
  factory: (machine, goods, storage) => `${machine ? `機械+${machine}` : '機械なし'}、製品${goods}/${storage}`,
  held: (n) => ` · 保持している機械${n}`,
  pieces: (trains, trainFace, ships, shipFace) => `鉄道${trains}枚（+${trainFace}） · 船${ships}枚（${shipFace}勝利点）`,
  contract: (id, req, bonus, steps) => `${id}：製品${req.map((n) => `${n}個`).join('＋')} → ${bonus}、収入+${steps}`,
  allFulfilled: 'すべて達成',
  achievement: (id, mult, printed) => `${ACHIEVEMENT_NAMES_JA[id]}×${mult}${printed ? '（盤面に印刷）' : ''}`,
};

/** Where the game stands on the scoring track, in the reader's language (the heading's phase). */
export function phaseText(view: NipponView, lang: Lang): string {
  return (lang === 'ja' ? JA : EN).phase(view, dataSet(view.data));
}

export function nipponBoard(view: NipponView, players: readonly SeatName[], lang: Lang = 'en') {
  const w = lang === 'ja' ? JA : EN;
  const d = dataSet(view.data);
  const names = Array.from({ length: view.players }, (_, seat) => players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`);
  const workers = (list: readonly number[]) => list.map((c) => ({ cls: workerClass(c), colour: w.colour(c, d) }));
  const influenceOf = (r: number) => {
    const inf = names.map(() => 0);
    let foreign = 0;
    for (const ci of [2 * r, 2 * r + 1])
      view.cities[ci]?.slots.forEach((t, si) => (t ? (inf[t.seat] = (inf[t.seat] ?? 0) + t.value) : (foreign += d.foreignValues[si] ?? 0)));
    return { inf, foreign };
  };
  return {
    classStyles: BOARD_CLASSES,
    t: w.labels,
    heading: w.heading(view.marker, d.scoringTrack.toFinal, w.phase(view, d)),
    provisional: view.provisional ? w.provisional(view.data) : null,
    waiting: view.active !== null && !view.over ? { name: names[view.active], cls: badgeClass(view.active) } : null,
    slots: d.actionSlots.map((acts, i) => ({
      id: `A${i + 1}`,
      actions: `${acts.map(w.action).join(' / ')}${w.colon}`,
      workers: workers(view.slots[i] ?? []),
      empty: (view.slots[i] ?? []).length === 0,
    })),
    rows: view.rows.map((r, i) => ({ id: `W${i + 1}`, workers: workers(r), empty: r.length === 0 })),
    bag: view.bag.map((n, c) => `${w.colour(c, d)} ${n}`).join(w.comma),
    regions: d.regions.map((region, r) => {
      const { inf, foreign } = influenceOf(r);
      return {
        name: w.regionName(region),
        line: w.regionLine(w.gain(region.bonus), foreign),
        standings: inf.flatMap((v, seat) => (v > 0 ? [{ name: names[seat], value: v, cls: chipClass(seat) }] : [])),
        cities: [2 * r, 2 * r + 1].map((ci) => ({
          slots: (view.cities[ci]?.goods ?? []).map((good, si) => {
            const t = view.cities[ci]?.slots[si];
            return {
              id: slotName(ci, si, d.foreignValues),
              good: w.good(good, d),
              tile: t ? { name: names[t.seat], value: t.value, cls: chipClass(t.seat) } : null,
            };
          }),
        })),
        transports: (view.transports[r] ?? []).map((x) => ({
          text: `${names[x.seat]} ${w.transport(x.piece, x.value)}`,
          cls: chipClass(x.seat),
        })),
        room: w.roomLine(d.transportSlots[String(view.players) as '2' | '3' | '4'] - (view.transports[r] ?? []).length),
      };
    }),
    rewards: d.rewardMultipliers.map((m, c) => ({
      column: `×${m}`,
      stacks: d.rewardBonuses.map((b, i) => w.count(w.gain(b.gain), view.rewards[c]?.[i] ?? 0)).join(' · '),
    })),
    x2: w.x2Line(view.x2Left),
    cards: view.seats.map((p, seat) => ({
      name: names[seat],
      colour: seatColour(seat),
      isYou: seat === view.viewer,
      toPlay: seat === view.active && !view.over,
      vp: p.vp,
      stats: w.stats(p.yen, p.coal, p.blueprints),
      tracks: w.tracks(
        trackValue(d, 'coal', p.track.coal),
        trackValue(d, 'money', p.track.money),
        trackValue(d, 'knowledge', p.track.knowledge),
      ),
      workersLabel: w.workers(p.workers.length),
      workers: workers(p.workers),
      // In Japanese a factory is named as the move labels name its tile (絹糸の工場タイル2), not by its id.
      factories: p.factories.map((f) => ({
        id: lang === 'ja' ? `${d.goodJa[f.good]}の工場タイル${f.id.replace(/^.*-/, '')}` : f.id,
        text: w.factory(f.machine, f.goods, d.factoryById.get(f.id)?.storage ?? 0),
      })),
      hasFactories: p.factories.length > 0,
      held: p.held ? w.held(p.held) : null,
      influence: p.influence.join(' ') || w.labels.none,
      pieces: w.pieces(
        d.pieces.train.tiles - p.placed.train,
        d.pieces.train.faces[p.face.train],
        d.pieces.ship.tiles - p.placed.ship,
        d.pieces.ship.faces[p.face.ship],
      ),
      contracts:
        d.contracts
          .filter((c) => !p.contractsDone.includes(c.id))
          .map((c) => w.contract(c.id, c.req, w.gain(c.bonus), c.moneySteps))
          .join(' · ') || w.allFulfilled,
      done: p.contractsDone.join(' ') || w.labels.none,
      achievements: d.achievements
        .flatMap((a, i) =>
          (p.achievements[i] ?? 0) > 0
            ? [w.achievement(a.id, p.achievements[i] ?? 0, false)]
            : a.printed
              ? [w.achievement(a.id, a.printed, true)]
              : [],
        )
        .join(' · '),
    })),
  };
}
