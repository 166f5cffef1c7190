/**
 * Nippon board partial: turns a seat's `NipponView` (engine/nippon/view.ts) into the mustache
 * data of templates/nippon/board.mjml. One column, so it reads on a 390 px phone: the notice
 * that some component data is provisional, the action slots and worker rows, the four regions
 * with their cities, influence and trains/ships, the reward area, then one card per player.
 */
import { dataSet } from '../../engine/nippon/data';
import { PROVISIONAL_NOTICE } from '../../engine/nippon/describe';
import { slotName } from '../../engine/nippon/notation';
import { ACTION_NAMES, trackValue } from '../../engine/nippon/state';
import type { NipponView } from '../../engine/nippon/view';
import type { Lang } from '../i18n/index';
import type { PlayerLine } from '../model';

/** Seats 1–4 in the game's colours: yellow, red, purple, blue (dark enough for white text where used as a badge). */
const SEAT = [
  { main: '#a16207', tint: '#fef3c7' },
  { main: '#b91c1c', tint: '#fde2e2' },
  { main: '#7e22ce', tint: '#f1e4fb' },
  { main: '#1d4ed8', tint: '#e0e9fd' },
] as const;
const WORKER = ['#ffffff', '#1f2933', '#2f9e44', '#f08c00', '#e64980', '#868e96'];

const badge = (seat: number) => `background:${SEAT[seat]?.main ?? '#616e7c'};color:#fff;border-radius:9px;padding:1px 7px;white-space:nowrap`;
const chip = (seat: number) => `background:${SEAT[seat]?.tint ?? '#eef1f4'};border-left:3px solid ${SEAT[seat]?.main ?? '#616e7c'};padding:0 4px;white-space:nowrap`;
const dot = (c: number) => `display:inline-block;width:10px;height:10px;border-radius:5px;border:1px solid #52606d;background:${WORKER[c] ?? '#ccc'};vertical-align:middle`;

function gainText(g: { yen?: number; coal?: number; blueprints?: number; vp?: number }): string {
  return [g.yen ? `¥${g.yen},000` : '', g.coal ? `${g.coal} coal` : '', g.blueprints ? `${g.blueprints} blueprints` : '', g.vp ? `${g.vp} VP` : ''].filter(Boolean).join(' ');
}

export function nipponBoard(view: NipponView, players: readonly PlayerLine[], _lang: Lang = 'en') {
  const d = dataSet(view.data);
  const names = Array.from({ length: view.players }, (_, seat) => players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`);
  const workers = (list: readonly number[]) => list.map((c) => ({ style: dot(c), colour: d.workerColours[c] ?? String(c) }));
  const influenceOf = (r: number) => {
    const inf = names.map(() => 0);
    let foreign = 0;
    for (const ci of [2 * r, 2 * r + 1]) view.cities[ci]?.slots.forEach((t, si) => (t ? (inf[t.seat] = (inf[t.seat] ?? 0) + t.value) : (foreign += d.foreignValues[si] ?? 0)));
    return { inf, foreign };
  };
  return {
    provisional: view.provisional ? PROVISIONAL_NOTICE : null,
    dataVersion: view.data,
    marker: view.marker,
    toFinal: d.scoringTrack.toFinal,
    scorings: view.scorings,
    phase: view.over ? 'game over' : view.final ? `final phase, round ${Math.min(view.final.rounds + 1, d.scoringTrack.finalRounds)} of ${d.scoringTrack.finalRounds}` : `next scoring after marker move ${view.scorings === 0 ? d.scoringTrack.toScoring1 : d.scoringTrack.toScoring2}`,
    waiting: view.active !== null && !view.over ? { name: names[view.active], style: badge(view.active) } : null,
    slots: d.actionSlots.map((acts, i) => ({
      id: `A${i + 1}`,
      actions: acts.map((a) => ACTION_NAMES[a].en).join(' / '),
      workers: workers(view.slots[i] ?? []),
      empty: (view.slots[i] ?? []).length === 0,
    })),
    rows: view.rows.map((r, i) => ({ id: `W${i + 1}`, workers: workers(r), empty: r.length === 0 })),
    bag: view.bag.map((n, c) => `${d.workerColours[c]} ${n}`).join(', '),
    regions: d.regions.map((region, r) => {
      const { inf, foreign } = influenceOf(r);
      return {
        name: region.name,
        ja: region.ja,
        bonus: gainText(region.bonus),
        foreign,
        standings: inf.flatMap((v, seat) => (v > 0 ? [{ name: names[seat], value: v, style: chip(seat) }] : [])),
        cities: [2 * r, 2 * r + 1].map((ci) => ({
          slots: (view.cities[ci]?.goods ?? []).map((good, si) => {
            const t = view.cities[ci]?.slots[si];
            return { id: slotName(ci, si, d.foreignValues), good, tile: t ? { name: names[t.seat], value: t.value, style: chip(t.seat) } : null };
          }),
        })),
        transports: (view.transports[r] ?? []).map((x) => ({ text: `${names[x.seat]} ${x.piece === 'train' ? `train +${x.value}` : `ship ${x.value} VP`}`, style: chip(x.seat) })),
        room: d.transportSlots[String(view.players) as '2' | '3' | '4'] - (view.transports[r] ?? []).length,
      };
    }),
    rewards: d.rewardMultipliers.map((m, c) => ({ column: `×${m}`, stacks: d.rewardBonuses.map((b, i) => `${gainText(b.gain)}: ${view.rewards[c]?.[i] ?? 0}`).join(' · ') })),
    x2Left: view.x2Left,
    cards: view.seats.map((p, seat) => ({
      name: names[seat],
      colour: SEAT[seat]?.main ?? '#616e7c',
      isYou: seat === view.viewer,
      toPlay: seat === view.active && !view.over,
      vp: p.vp,
      yen: `¥${p.yen},000`,
      coal: p.coal,
      blueprints: p.blueprints,
      tracks: `coal ${trackValue(d, 'coal', p.track.coal)} · income ¥${trackValue(d, 'money', p.track.money)},000 · knowledge ${trackValue(d, 'knowledge', p.track.knowledge)}`,
      workers: workers(p.workers),
      workerCount: p.workers.length,
      factories: p.factories.map((f) => ({ id: f.id, machine: f.machine ? `+${f.machine}` : 'no machine', goods: f.goods, storage: d.factoryById.get(f.id)?.storage ?? 0 })),
      hasFactories: p.factories.length > 0,
      held: p.held,
      influence: p.influence.join(' ') || 'none',
      trains: `${d.pieces.train.tiles - p.placed.train} trains (+${d.pieces.train.faces[p.face.train]})`,
      ships: `${d.pieces.ship.tiles - p.placed.ship} ships (${d.pieces.ship.faces[p.face.ship]} VP)`,
      contracts: d.contracts.filter((c) => !p.contractsDone.includes(c.id)).map((c) => `${c.id} [${c.req.join('][')}] ${gainText(c.bonus)} +${c.moneySteps}`).join(' · ') || 'all fulfilled',
      done: p.contractsDone.join(' ') || 'none',
      achievements: d.achievements.flatMap((a, i) => ((p.achievements[i] ?? 0) > 0 ? [`${a.id} ×${p.achievements[i]}`] : a.printed ? [`${a.id} ×${a.printed} (printed)`] : [])).join(' · '),
    })),
  };
}
