/**
 * An Automa's turn (Automa spec §2.1, §3): flip, plan the whole turn on the start-of-turn state
 * (AUT-13), then carry the planned actions out in order. An automatic step: nobody decides.
 */
import { count } from '../english';
import { tileNameJa } from '../notation-ja';
import { shuffle } from '../../core/rng';
import type { Draft } from '../../core/steps/draft';
import { legalSites } from '../build';
import { contractRow } from '../data/contracts';
import { CONDUIT_BY_ID, DAM_SITE_BY_ID, POWERHOUSE_BY_ID, ZONE_AREA, type Headstream } from '../data/map';
import { flowOne } from '../drops';
import { type Ctx, say, setDam } from '../ctx';
import type { Frame } from '../frames';
import type { BarrageState } from '../state';
import { rotate } from '../wheel';
import { bestSystem, chooseContract, chooseHeadstreams, chooseMachinery, choosePatent, chooseTile, type AutomaSystem } from './choices';
import { PRODUCE_ENERGY_PER_ROUND, TAKE_CONTRACT_ENERGY, AUTOMA_SPACE_ORDER, type AutomaState } from './config';
import { automaBuild, automaReward, baseMachinery, constructionKey, placeAutomaDrops, placeEngineers, wheelHolds } from './effects';
import { chooseSpace } from './place';
import { automaTile, type AutomaAction, type Criteria } from './tiles';

export type Planned =
  | { readonly action: AutomaAction & { type: 'produce' }; readonly system: AutomaSystem; readonly contract: string }
  | { readonly action: AutomaAction & { type: 'droplet' }; readonly headstreams: Headstream[] }
  | { readonly action: AutomaAction & { type: 'construct' }; readonly site: string; readonly tile: string }
  | { readonly action: AutomaAction & { type: 'patent' }; readonly position: number }
  | { readonly action: AutomaAction & { type: 'machine' }; readonly gains: ('ex' | 'mx')[] }
  | { readonly action: AutomaAction & { type: 'takeContract' | 'wheel' | 'vp' } };

/** Actions after which the Automa goes on (the dashed boxes) or that never end a turn (§3.2). */
const CONTINUES: ReadonlySet<AutomaAction['type']> = new Set(['droplet', 'takeContract', 'vp']);

/** The flip (§2.1): the flipped tile to the discard, the deck's top to the flipped slot, reshuffle when empty. */
export function flip(a: AutomaState, rng: BarrageState['rng']): AutomaState {
  const discard = a.flipped === null ? [...a.discard] : [...a.discard, a.flipped];
  let deck = a.deck.slice(1);
  const flipped = a.deck[0]!;
  let left = discard;
  if (deck.length === 0) {
    deck = shuffle(rng, discard);
    left = [];
  }
  return { ...a, deck, flipped, discard: left };
}

/** Is the action feasible now, and with what (§3.3)? null = not feasible. */
export function feasible(s: BarrageState, seat: number, action: AutomaAction, crit: Criteria): Planned | null {
  const p = s.seats[seat]!;
  switch (action.type) {
    case 'produce': {
      const system = bestSystem(s, seat, action.mod);
      if (!system) return null;
      // AUT-8: at 6 × round energy or more, produce only if some other company is not behind.
      if (p.energy >= PRODUCE_ENERGY_PER_ROUND * s.round && !s.seats.some((o, i) => i !== seat && o.energy >= p.energy)) return null;
      if (!s.contracts.faceUp[action.colour].some((id) => contractRow(id).energy <= system.energy)) return null;
      const contract = chooseContract(s, system.energy)!;
      return { action, system, contract };
    }
    case 'droplet': {
      const headstreams = chooseHeadstreams(s, seat, action.n, action.flow, crit.headstreams);
      return headstreams.length > 0 ? { action, headstreams } : null;
    }
    case 'takeContract':
      return { action };
    case 'construct': {
      const tile = chooseTile(p, action.structure);
      if (!tile) return null;
      const sites = constructSites(s, seat, action);
      const site = chooseSpace(s, seat, action.structure, sites, crit);
      return site ? { action, site, tile } : null;
    }
    case 'patent': {
      if (s.options.intro || action.structure === 'building') return null;
      const position = choosePatent(s, action.structure);
      return position === null ? null : { action, position };
    }
    case 'wheel':
      return wheelHolds(p) ? { action } : null;
    case 'machine': {
      const notR5 = action.notR5 && (action.disputed !== 'AUT-4' || s.automa?.config.tile4NotR5 !== false);
      if (notR5 && s.round === 5) return null;
      const gains: ('ex' | 'mx')[] =
        action.gain === 'any'
          ? chooseMachinery(p, 1)
          : action.gain === 'ex'
            ? ['ex']
            : action.gain === 'mx'
              ? ['mx']
              : action.gain === '2ex'
                ? ['ex', 'ex']
                : ['ex', 'mx'];
      return { action, gains };
    }
    case 'vp':
      return { action };
    case 'external':
    case 'building':
      // The Leeghwater Project only: never in the base game (§3.3).
      return null;
  }
}

/** Legal spaces for a construction with the tile's constraint and enough machinery at base cost (§3.3). */
export function constructSites(s: BarrageState, seat: number, action: AutomaAction & { type: 'construct' }): string[] {
  const p = s.seats[seat]!;
  return legalSites(s, seat, action.structure).filter((site) => {
    if (action.area && ZONE_AREA[DAM_SITE_BY_ID.get(site)!.zone] !== action.area) return false;
    if (action.minValue !== undefined && CONDUIT_BY_ID.get(site)!.value < action.minValue) return false;
    const cost = baseMachinery(p, action.structure, site);
    return cost.ex <= p.ex && cost.mx <= p.mx;
  });
}

/** The turn's actions, decided on the start-of-turn state (§3.2, AUT-13, AUT-15). */
export function planTurn(s: BarrageState, seat: number, flowTile: number, critTile: number): Planned[] {
  const crit = automaTile(critTile).criteria;
  let avail = s.seats[seat]!.engineers;
  const planned: Planned[] = [];
  for (const action of automaTile(flowTile).flow) {
    if (avail <= 0) continue;
    const result = feasible(s, seat, action, crit);
    if (!result) continue;
    planned.push(result);
    avail -= action.eng;
    if (!CONTINUES.has(action.type)) break;
  }
  return planned;
}

const engineersText = (n: number, space: string) =>
  [`places ${n} engineer${n === 1 ? '' : 's'} on ${space}`, `${space}にワーカー${n}を置き`] as const;

function loseVp(d: BarrageState, seat: number, vp: number): string {
  if (vp <= 0) return '';
  d.seats[seat]!.vp -= vp;
  return ` (−${vp} VP)`;
}

/** Carry out one planned action (§3.4). */
export function execute(d: BarrageState, seat: number, plan: Planned, crit: Criteria, ctx: Ctx): void {
  const p = d.seats[seat]!;
  const a = plan.action;
  const n = Math.min(a.eng, p.engineers);
  switch (a.type) {
    case 'produce': {
      const { system } = plan as Extract<Planned, { system: AutomaSystem }>;
      const space = placeEngineers(d, seat, AUTOMA_SPACE_ORDER.produce, a.eng);
      const [en, ja] = engineersText(n, space);
      const dam = d.dams[system.dam]!;
      setDam(d, system.dam, { ...dam, drops: dam.drops - system.drops });
      p.energy += system.energy;
      say(
        ctx,
        seat,
        `${en} and produces ${system.energy} energy: ${system.drops} drop${system.drops === 1 ? '' : 's'} from ${system.dam} via ${system.conduit} to ${system.powerhouse}`,
        `${ja}、発電${system.energy}：水${system.drops}個、${system.dam}→${system.conduit}→${system.powerhouse}`,
      );
      // BGA order (AUT-7): the drops flow on, then the conduit fee, then the contract.
      const area = `P${POWERHOUSE_BY_ID.get(system.powerhouse)!.zone}`;
      for (let i = 0; i < system.drops; i++) flowOne(d, area, ctx);
      const owner = d.conduits[system.conduit]!;
      if (owner !== seat) {
        const k = system.drops;
        p.vp -= k;
        d.seats[owner]!.credits += k;
        d.seats[owner]!.vp += k;
        say(
          ctx,
          owner,
          `receives ${count(k, 'credit')} and ${k} VP for the use of conduit ${system.conduit}`,
          `取水塔${system.conduit}の使用料${k}CRと${k}VPを得る`,
        );
        say(
          ctx,
          seat,
          `pays ${k} VP instead of ${count(k, 'credit')} for conduit ${system.conduit}`,
          `取水塔${system.conduit}の使用料${k}CRの代わりに${k}VPを払う`,
        );
      }
      const { contract } = plan as Extract<Planned, { contract: string }>;
      const colour = contractRow(contract).kind as 'green' | 'yellow' | 'red';
      d.contracts.faceUp[colour] = d.contracts.faceUp[colour].filter((c) => c !== contract);
      p.fulfilled = [...p.fulfilled, contract];
      say(ctx, seat, `fulfils contract ${contract}`, `契約${contract}を充足`);
      automaReward(d, seat, contractRow(contract).reward, crit, ctx, `contract ${contract}`, `契約${contract}`);
      return;
    }
    case 'droplet': {
      const space = placeEngineers(d, seat, a.flow ? AUTOMA_SPACE_ORDER.flowingDroplet : AUTOMA_SPACE_ORDER.droplet, a.eng);
      const [en, ja] = engineersText(n, space);
      say(ctx, seat, en, ja);
      placeAutomaDrops(d, seat, (plan as Extract<Planned, { headstreams: Headstream[] }>).headstreams, a.flow, ctx);
      return;
    }
    case 'takeContract': {
      const space = placeEngineers(d, seat, AUTOMA_SPACE_ORDER.takeContract, a.eng);
      const [en, ja] = engineersText(n, space);
      const taken = d.contracts.faceUp[a.colour];
      d.contracts.faceUp[a.colour] = [];
      const aut = d.automa!;
      d.automa = { ...aut, contractDiscards: { ...aut.contractDiscards, [a.colour]: [...aut.contractDiscards[a.colour], ...taken] } };
      p.energy += TAKE_CONTRACT_ENERGY;
      const list = taken.join(', ') || 'none';
      say(
        ctx,
        seat,
        `${en}, discards the face-up ${a.colour} contracts (${list}) and gains ${TAKE_CONTRACT_ENERGY} energy`,
        `${ja}、表向きの${COLOUR_JA[a.colour]}の契約（${taken.join('、') || 'なし'}）を捨て、発電${TAKE_CONTRACT_ENERGY}を得る`,
      );
      return;
    }
    case 'construct': {
      const { site, tile } = plan as Extract<Planned, { site: string }>;
      placeEngineers(d, seat, [constructionKey(seat)], a.eng);
      say(ctx, seat, `places ${n} engineer${n === 1 ? '' : 's'} on its construction space`, `建設スペースにワーカー${n}を置く`);
      automaBuild(d, seat, a.structure, site, tile, crit, ctx);
      return;
    }
    case 'patent': {
      const { position } = plan as Extract<Planned, { position: number }>;
      const space = placeEngineers(d, seat, [`PO${position + 1}`], a.eng);
      const [en, ja] = engineersText(n, space);
      const tile = d.patent.positions[position]!;
      p.tiles = [...p.tiles, tile];
      d.patent = { ...d.patent, positions: d.patent.positions.map((t, i) => (i === position ? null : t)) };
      const cost = loseVp(d, seat, a.vp);
      say(
        ctx,
        seat,
        `${en} and takes advanced tile ${tile}${cost ? `${cost}, instead of 5 credits` : ' without paying'}`,
        `${ja}、${tileNameJa(tile)}を得る${a.vp ? `（−${a.vp}VP）` : ''}`,
      );
      return;
    }
    case 'wheel': {
      const space = placeEngineers(d, seat, AUTOMA_SPACE_ORDER.wheel, a.eng);
      const [en, ja] = engineersText(n, space);
      const cost = loseVp(d, seat, a.vp);
      rotate(p, a.n);
      say(ctx, seat, `${en} and turns the wheel ${a.n}${cost}`, `${ja}、ホイールを${a.n}回す${a.vp ? `（−${a.vp}VP）` : ''}`);
      return;
    }
    case 'machine': {
      const space = placeEngineers(d, seat, AUTOMA_SPACE_ORDER.machine, a.eng);
      const [en, ja] = engineersText(n, space);
      const cost = loseVp(d, seat, a.vp);
      const gains = (plan as Extract<Planned, { gains: ('ex' | 'mx')[] }>).gains;
      for (const g of gains) p[g] += 1;
      const ex = gains.filter((g) => g === 'ex').length;
      const mx = gains.length - ex;
      const what = [ex ? `${ex} Ex` : '', mx ? `${mx} Mx` : ''].filter(Boolean).join(' and ');
      const whatJa = [ex ? `ショベル${ex}` : '', mx ? `ミキサー${mx}` : ''].filter(Boolean).join('と');
      say(ctx, seat, `${en} and gains ${what}${cost}`, `${ja}、${whatJa}を得る${a.vp ? `（−${a.vp}VP）` : ''}`);
      return;
    }
    case 'vp': {
      const space = placeEngineers(d, seat, AUTOMA_SPACE_ORDER.vp, a.eng);
      const [en, ja] = engineersText(n, space);
      p.vp += a.n;
      say(ctx, seat, `${en} and gains ${a.n} VP`, `${ja}、${a.n}VPを得る`);
      return;
    }
  }
}

const COLOUR_JA = { green: '緑', yellow: '黄', red: '赤' } as const;

/** The automatic step of an Automa's turn (§3.1): pass with no engineers, else flip, plan, act. */
export function automaTurn(dr: Draft<BarrageState>, seat: number): Frame[] {
  const d = dr.s;
  const p = d.seats[seat]!;
  const end: Frame = { kind: 'endTurn', seat };
  if (p.engineers <= 0) {
    p.passed = true;
    say(dr, seat, 'passes (no engineers left)', 'パスする（ワーカーなし）');
    return [end];
  }
  const reshuffles = d.automa!.deck.length === 1;
  d.automa = flip(d.automa!, d.rng);
  // The new top tile's action side comes into view: no undo past an Automa turn.
  dr.reveal();
  const critTile = d.automa.flipped!;
  const flowTile = d.automa.deck[0]!;
  say(
    dr,
    seat,
    `flips tile ${critTile} (criteria side) and plays tile ${flowTile} (action side)${reshuffles ? '; the other 19 tiles are shuffled into a new deck' : ''}`,
    `ソロプレイ用タイル${critTile}（条件面）をめくり、タイル${flowTile}（アクション面）を実行${reshuffles ? '。残り19枚を切り直して新しい山にする' : ''}`,
  );
  const crit = automaTile(critTile).criteria;
  const plan = planTurn(d, seat, flowTile, critTile);
  for (const step of plan) execute(d, seat, step, crit, dr);
  return [end];
}
