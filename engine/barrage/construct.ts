/** Carrying out a construction (spec §4.4.1 procedure) and the advanced tiles' effects (§1.11). */
import { an, count } from './english';
import { built, damCapacity } from './abilities';
import { canProduce } from './production';
import type { Payment } from './build';
import { effectiveTile } from './build';
import { fulfilOpportunity } from './contracts';
import { type Ctx, placeStructure, say, setDam } from './ctx';
import { COMPANY_BOARDS, STRUCTURE_JA, type StructureType } from './data/companies';
import { CONDUIT_BY_ID } from './data/map';
import { ADVANCED_BY_ID, TILE_NUMBERS } from './data/tiles';
import type { Frame, TileChoice } from './frames';
import { tileNameJa } from './notation-ja';
import { resolveReward } from './rewards';
import type { BarrageState } from './state';
import { insert, rotate, tilesOnWheel } from './wheel';

/**
 * Build `type` on `site`. `tile` null = a free structure from a reward (no tile, no machinery,
 * no wheel; red-bordered credits still due, A11). Returns the follow-up frames in order.
 */
export function construct(
  d: BarrageState,
  seat: number,
  tile: TileChoice | null,
  type: StructureType,
  site: string,
  pay: Payment,
  ctx: Ctx,
): Frame[] {
  const p = d.seats[seat]!;
  if (tile) {
    if (!tile.fromWheel) {
      const i = p.tiles.indexOf(tile.tile);
      p.tiles = [...p.tiles.slice(0, i), ...p.tiles.slice(i + 1)];
    }
    p.ex -= pay.ex;
    p.mx -= pay.mx;
    insert(p, tile.fromWheel ? null : tile.tile, pay.ex, pay.mx);
    rotate(p, 1);
  }
  p.credits -= pay.cr;
  placeStructure(d, seat, type, site);
  const n = built(p, type);
  say(ctx, seat, () => [
    `builds ${an(type)} at ${site}${tile ? ` with tile ${describeTile(tile)}` : ''}`,
    `${site}に${STRUCTURE_JA[type]}を建設${tile ? `（${describeTileJa(tile)}）` : ''}`,
  ]);
  const later: Frame[] = [];
  if (type !== 'powerhouse' && p.company) {
    const reward = COMPANY_BOARDS[p.company][type][n - 1] ?? [];
    later.push(...resolveReward(d, seat, reward, ctx, `company board, ${type} #${n}`, `個人ボード、${STRUCTURE_JA[type]}${n}個目`));
  }
  if (tile) later.push(...tileEffect(d, seat, effectiveTile(tile), site, ctx));
  return later;
}

export function describeTile(t: TileChoice): string {
  if (t.copy) return `${t.tile} as ${t.copy}`;
  return t.fromWheel ? `${t.tile} from the wheel` : t.tile;
}

export function describeTileJa(t: TileChoice): string {
  if (t.copy) return `${tileNameJa(t.tile)}（${tileNameJa(t.copy)}をコピー）`;
  return t.fromWheel ? `ホイール上の${tileNameJa(t.tile)}` : tileNameJa(t.tile);
}

/** Count of advanced tiles owned (supply + wheel; not basic tiles, not Anton's tile; A28). */
export function advancedOwned(d: BarrageState, seat: number): number {
  const p = d.seats[seat]!;
  return [...p.tiles, ...tilesOnWheel(p.wheel)].filter((t) => ADVANCED_BY_ID.has(t)).length;
}

function gainSay(ctx: Ctx, seat: number, tile: string, what: string, whatJa: string): void {
  say(ctx, seat, `${what} (tile ${tile})`, `${whatJa}（${tileNameJa(tile)}）`);
}

function tileEffect(d: BarrageState, seat: number, tile: string, site: string, ctx: Ctx): Frame[] {
  const p = d.seats[seat]!;
  const gain = gainSay.bind(null, ctx, seat, tile);
  switch (tile) {
    case 'base-1': {
      let n = 0;
      for (const [id, dam] of Object.entries(d.dams)) {
        if (dam.owner === seat && dam.drops === 0) {
          setDam(d, id, { ...dam, drops: 1 });
          n++;
        }
      }
      d.water.added += n;
      gain(`places ${n} drop${n === 1 ? '' : 's'} in empty dams`, `空のダムに水${n}個を置く`);
      return [];
    }
    case 'base-2': {
      const e = built(p, 'base');
      p.energy += e;
      gain(`gains ${e} energy`, `発電${e}を得る`);
      return fulfilOpportunity(d, seat, e, false);
    }
    case 'elevation-1': {
      const n = built(p, 'elevation');
      rotate(p, n);
      gain(`rotates the wheel ${n} time${n === 1 ? '' : 's'}`, `ホイールを${n}回す`);
      return [];
    }
    case 'elevation-2': {
      const dam = d.dams[site]!;
      const add = Math.max(0, damCapacity(d, dam) - dam.drops);
      setDam(d, site, { ...dam, drops: dam.drops + add });
      d.water.added += add;
      gain(`fills dam ${site} with ${add} drop${add === 1 ? '' : 's'}`, `ダム${site}に水${add}個を足して満水にする`);
      return [];
    }
    case 'elevation-3': {
      const dams = Object.values(d.dams).filter((x) => x.owner === seat && x.level >= 2).length;
      p.vp += TILE_NUMBERS.elevation3Vp * dams;
      gain(`scores ${TILE_NUMBERS.elevation3Vp * dams} VP`, `${TILE_NUMBERS.elevation3Vp * dams}VPを得る`);
      return [];
    }
    case 'conduit-1': {
      const cr = TILE_NUMBERS.conduit1CrPerValue * CONDUIT_BY_ID.get(site)!.value;
      p.credits += cr;
      gain(`gains ${count(cr, 'credit')}`, `${cr}CRを得る`);
      return [];
    }
    case 'conduit-3': {
      const e = TILE_NUMBERS.conduit3EPerValue * CONDUIT_BY_ID.get(site)!.value;
      p.energy += e;
      gain(`gains ${e} energy`, `発電${e}を得る`);
      return fulfilOpportunity(d, seat, e, false);
    }
    case 'powerhouse-2':
      return canProduce(d, seat, TILE_NUMBERS.powerhouse2Modifier, false, null)
        ? [{ kind: 'chooseSystem', seat, modifier: TILE_NUMBERS.powerhouse2Modifier, second: false, optional: true, exclude: null }]
        : [];
    case 'powerhouse-3': {
      const vp = TILE_NUMBERS.powerhouse3Vp * built(p, 'powerhouse');
      p.vp += vp;
      gain(`scores ${vp} VP`, `${vp}VPを得る`);
      return [];
    }
    case 'joker-3': {
      const vp = TILE_NUMBERS.joker3Vp * advancedOwned(d, seat);
      p.vp += vp;
      gain(`scores ${vp} VP`, `${vp}VPを得る`);
      return [];
    }
    default:
      // base-3, conduit-2, powerhouse-1, joker-1, joker-2 act on the cost or on how the action is taken.
      return [];
  }
}
