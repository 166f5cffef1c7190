/** Action spaces (spec §1.12, §4.4): which are open, which can be carried out, and what placing does. */
import { count } from '../english';
import { tileNameJa } from '../notation-ja';
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import { cheapestBuild } from '../build';
import { faceUpPrivate } from '../contracts';
import { produceCredits, systems, type System } from '../production';
import type { Ctx } from '../ctx';
import { say, setUsed } from '../ctx';
import { SPACE_BY_ID, SPACES, type SpaceRow } from '../data/spaces';
import { PATENT_PRICE } from '../data/tiles';
import type { Frame } from '../frames';
import type { BarrageState } from '../state';
import { rotate } from '../wheel';

/** The keys of each row in `used`, per seat: company-board spaces are per player (`CB1#2`). */
const KEYS: ReadonlyMap<SpaceRow, readonly string[]> = new Map(
  SPACES.map((row) => [row, [0, 1, 2, 3].map((seat) => (row.personal ? `${row.id}#${seat}` : row.id))]),
);

/** Key in `used`: company-board spaces are per player. */
export function spaceKey(row: SpaceRow, seat: number): string {
  return KEYS.get(row)?.[seat] ?? (row.personal ? `${row.id}#${seat}` : row.id);
}

/** Not blocked for this player count or variant, and free (the Bank is never full). */
export function spaceOpen(s: BarrageState, seat: number, row: SpaceRow): boolean {
  if (row.minPlayers > s.players) return false;
  if (row.normalOnly && s.options.intro) return false;
  if (row.action.kind === 'bank') return true;
  const used = s.used[spaceKey(row, seat)];
  return used === undefined || used.length === 0;
}

/** The `used` keys of spaces taken this round (one pass, instead of a lookup per space). */
export function takenKeys(s: BarrageState): Set<string> {
  const taken = new Set<string>();
  for (const key in s.used) if (s.used[key]!.length > 0) taken.add(key);
  return taken;
}

/** What several spaces of one turn would each recompute: asked once per turn listing. */
export interface TurnFacts {
  buildable(credits: number): boolean;
  producible(modifier: number, credits: number): boolean;
  readonly faceUp: number;
}

/**
 * "You may only place where you can carry out the whole action" (spec §4.1). The construction
 * and production spaces are checked with the same predicates their steps list moves with (a tile
 * is offered when some site and payment exist; a system when some drop count gives energy), so
 * the first decision having a move means the action can be completed. The runner's `canComplete`
 * gave the same answers (1,126 compared 2-player games) but walks a whole construction per space:
 * 2.5 times slower over a game. It is used where a whole turn must be searched (Mahiri's copy).
 * Spaces of one kind differ only by the credits left (and the turbine modifier), and both
 * actions need only enough credits: the fewest needed is found once (per modifier) and compared.
 */
export function turnFacts(s: BarrageState, seat: number): TurnFacts {
  return new Facts(s, seat);
}

class Facts implements TurnFacts {
  readonly faceUp: number;
  private build: number | undefined;
  private readonly produce = new Map<number, number>();
  private systems: System[] | undefined;

  constructor(
    private readonly s: BarrageState,
    private readonly seat: number,
  ) {
    this.faceUp = faceUpPrivate(s).length;
  }

  buildable(credits: number): boolean {
    this.build ??= cheapestBuild(this.s, this.seat, false);
    return this.build <= credits;
  }

  producible(modifier: number, credits: number): boolean {
    let least = this.produce.get(modifier);
    if (least === undefined) {
      this.systems ??= systems(this.s, this.seat, null);
      this.produce.set(modifier, (least = produceCredits(this.s, this.seat, modifier, false, null, this.systems)));
    }
    return least <= credits;
  }
}

/** Rows not blocked for each player count and variant (spec §2.1 step 10): `${players}${intro}`. */
const IN_PLAY: ReadonlyMap<string, readonly SpaceRow[]> = new Map(
  [2, 3, 4].flatMap((players) =>
    [false, true].map(
      (intro) => [`${players}${intro}`, SPACES.filter((row) => row.minPlayers <= players && !(row.normalOnly && intro))] as const,
    ),
  ),
);

export function rowsInPlay(s: BarrageState): readonly SpaceRow[] {
  return (
    IN_PLAY.get(`${s.players}${s.options.intro}`) ??
    SPACES.filter((row) => row.minPlayers <= s.players && !(row.normalOnly && s.options.intro))
  );
}

/**
 * The whole action can be carried out after paying the space (spec §4.1 legality principle).
 * Prices paid on placing (workshop, machinery, patent) are checked here; the decisions that
 * follow (construction, production, contracts) through `facts`.
 */
export function canCarryOut(s: BarrageState, seat: number, row: SpaceRow, facts: TurnFacts): boolean {
  const p = s.seats[seat]!;
  if (p.engineers < row.engineers || p.credits < row.cost) return false;
  const credits = p.credits - row.cost;
  const a = row.action;
  switch (a.kind) {
    case 'construct':
      return facts.buildable(credits);
    case 'produce':
      return facts.producible(a.modifier, credits);
    case 'water':
      return true;
    case 'workshop':
      return credits >= a.price;
    case 'machinery':
      return credits >= a.price;
    case 'contracts':
      return credits >= a.price && facts.faceUp >= a.take;
    case 'patent':
      return s.patent.positions[a.position] != null && credits >= PATENT_PRICE;
    case 'bank':
      return true;
  }
}

/** Pay for the space and start its action; returns the decisions it needs. */
export function placeOn(d: BarrageState, seat: number, row: SpaceRow, engineers: number, ctx: Ctx): Frame[] {
  const p = d.seats[seat]!;
  const key = spaceKey(row, seat);
  p.engineers -= engineers;
  p.credits -= row.cost;
  setUsed(d, key, [...(d.used[key] ?? []), ...Array<number>(engineers).fill(seat)]);
  say(ctx, seat, () => [
    `places ${engineers} engineer${engineers > 1 ? 's' : ''} on ${row.id}${row.cost ? ` and pays ${count(row.cost, 'credit')}` : ''}`,
    `${row.action.kind === 'bank' ? '銀行' : row.id}にワーカー${engineers}を置く${row.cost ? `（${row.cost}CR）` : ''}`,
  ]);
  const a = row.action;
  switch (a.kind) {
    case 'construct':
      return [{ kind: 'chooseTile', seat }];
    case 'produce':
      return [{ kind: 'chooseSystem', seat, modifier: a.modifier, second: false, optional: false, exclude: null }];
    case 'water':
      return [{ kind: 'placeDrops', seat, remaining: a.drops, flow: a.flow, optional: false }];
    case 'workshop':
      p.credits -= a.price;
      rotate(p, a.turns);
      say(ctx, seat, () => [
        `${a.price ? `pays ${count(a.price, 'credit')} and ` : ''}turns the wheel ${a.turns}`,
        `${a.price ? `${a.price}CRを払い、` : ''}ホイールを${a.turns}回す`,
      ]);
      return [];
    case 'machinery':
      p.credits -= a.price;
      if (a.gain === 'choice') return [{ kind: 'machinery', seat, n: 1 }];
      p.ex += 1;
      if (a.gain === 'both') p.mx += 1;
      say(ctx, seat, () => [
        `pays ${count(a.price, 'credit')} for ${a.gain === 'both' ? '1 excavator and 1 mixer' : '1 excavator'}`,
        `${a.price}CRで${a.gain === 'both' ? 'ショベル1とミキサー1' : 'ショベル1'}を得る`,
      ]);
      return [];
    case 'contracts':
      p.credits -= a.price;
      return [{ kind: 'takeContract', seat, remaining: a.take }];
    case 'patent': {
      const tile = d.patent.positions[a.position]!;
      p.credits -= PATENT_PRICE;
      p.tiles = [...p.tiles, tile];
      d.patent = { ...d.patent, positions: d.patent.positions.map((t, i) => (i === a.position ? null : t)) };
      say(ctx, seat, () => [
        `buys advanced tile ${tile} for ${count(PATENT_PRICE, 'credit')}`,
        `${tileNameJa(tile)}を${PATENT_PRICE}CRで買う`,
      ]);
      return [];
    }
    case 'bank':
      p.credits += engineers;
      return [];
  }
}

/** Why placing on a space is refused, in words with the numbers (STYLE.md §8), in English and Japanese. */
export function whyNotPlace(s: BarrageState, seat: number, space: string, engineers?: number): RuleError {
  const no = (en: string, ja: string) => ruleError('illegal-move', en, ja);
  const row = SPACE_BY_ID.get(space);
  if (!row) return no(`There is no action space called ${space}.`, `${space}というアクションスペースはありません。`);
  const p = s.seats[seat]!;
  if (row.action.kind === 'bank') {
    return p.engineers === 0
      ? no('You have no engineers left to put on the Bank.', '銀行に置くワーカーが残っていません。')
      : no(
          `You have ${p.engineers} engineer${p.engineers === 1 ? '' : 's'}: you can put 1 to ${p.engineers} on the Bank, not ${engineers ?? 1}.`,
          `ワーカーは${p.engineers}なので、銀行に置けるのは1〜${p.engineers}で、${engineers ?? 1}ではありません。`,
        );
  }
  if (row.minPlayers > s.players)
    return no(
      `${space} is blocked with ${s.players} players (open from ${row.minPlayers}).`,
      `${space}は${s.players}人では使えません（${row.minPlayers}人から）。`,
    );
  if (row.normalOnly && s.options.intro)
    return no('The Patent Office is not used in the introductory game.', '導入ルールでは特許を使いません。');
  if (!spaceOpen(s, seat, row)) return no(`${space} is already taken this round.`, `${space}はこのラウンドですでに使われています。`);
  if (p.engineers < row.engineers)
    return no(
      `You cannot place on ${space}: it needs ${count(row.engineers, 'engineer')} and you have ${p.engineers}.`,
      `${space}には置けません。ワーカー${row.engineers}が必要で、手持ちは${p.engineers}です。`,
    );
  const a = row.action;
  const price =
    a.kind === 'workshop' || a.kind === 'machinery' || a.kind === 'contracts' ? a.price : a.kind === 'patent' ? PATENT_PRICE : 0;
  if (p.credits < row.cost + price)
    return no(
      `You cannot place on ${space}: it costs ${count(row.cost + price, 'credit')} and you have ${p.credits}.`,
      `${space}には置けません。${row.cost + price}CRかかり、手持ちは${p.credits}CRです。`,
    );
  switch (a.kind) {
    case 'construct':
      return no(
        `You cannot use ${space}: no construction is possible with your tiles, machinery and ${count(p.credits - row.cost, 'credit')}.`,
        `${space}は使えません。手元のタイル、建機、${p.credits - row.cost}CRでは建設できません。`,
      );
    case 'produce':
      return no(
        `You cannot use ${space}: you have no dam with water linked by a conduit to your powerhouse that would produce at least 1 energy.`,
        `${space}は使えません。取水塔で自分の発電所とつながり、発電1以上になる水のあるダムがありません。`,
      );
    case 'contracts':
      return no(
        `You cannot use ${space}: it takes ${count(a.take, 'contract')} and ${faceUpPrivate(s).length} are face up.`,
        `${space}は使えません。契約を${a.take}枚取りますが、表向きは${faceUpPrivate(s).length}枚です。`,
      );
    case 'patent':
      return no(`You cannot use ${space}: that Patent Office position is empty.`, `${space}は使えません。その特許の場所は空です。`);
    default:
      return no(
        `You cannot use ${space}: it needs ${count(row.engineers, 'engineer')} and ${count(row.cost + price, 'credit')}, and you have ${p.engineers} and ${p.credits}.`,
        `${space}は使えません。ワーカー${row.engineers}と${row.cost + price}CRが必要で、手持ちはワーカー${p.engineers}と${p.credits}CRです。`,
      );
  }
}
