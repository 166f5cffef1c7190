/** Set-up (spec §2): random draws from the seeded generator, then draft or introductory matchups. */
import { pick, seedRng, shuffle } from '../core/rng';
import type { Options as CoreOptions } from '../core/types';
import {
  COMPANIES,
  INTRO_MATCHUPS,
  MAHIRI_OFFICER_TOTAL,
  OFFICER_START,
  OFFICERS,
  PIECES,
  type Company,
  type Officer,
} from './data/companies';
import {
  FACE_UP_PER_COLOUR,
  GREEN_CONTRACTS,
  NATIONAL_CONTRACTS,
  RED_CONTRACTS,
  STARTING_CONTRACTS,
  YELLOW_CONTRACTS,
} from './data/contracts';
import { START_VP, ENGINEERS } from './data/energy';
import { HEADSTREAMS } from './data/map';
import {
  ADVANCED_TILES,
  ANTON_TILE,
  BASIC_TILES,
  BONUS_TILES,
  HEADSTREAM_TILES,
  INTRO_JOKER,
  INTRO_REMOVED_BONUS,
  NEUTRAL_GROUPS,
  OBJECTIVE_TILES,
  PATENT_POSITIONS,
  type BonusTile,
  type HeadstreamTile,
  type ObjectiveTile,
} from './data/tiles';
import type { BarrageState, Options, PlayerState } from './state';
import { emptyWheel } from './wheel';

export function readOptions(o: CoreOptions): Options {
  return {
    intro: o.variant === 'intro',
    tiePool: String(o.energyTiePool ?? '6') === '8' ? 8 : 6,
    releaseBeforeContract: o.releaseBeforeContract === true,
    mahiriExtraOfficers: o.mahiriExtraOfficers !== false,
    fieslerInSecond: o.fieslerInSecondProduction === true,
  };
}

export function newPlayer(company: Company | null, officer: Officer | null, contract: string | null, intro: boolean): PlayerState {
  const start = officer === 'sekibo' ? OFFICER_START.sekibo : OFFICER_START.default;
  const tiles: string[] = [...BASIC_TILES];
  if (intro) tiles.push(INTRO_JOKER);
  if (officer === 'krylov') tiles.push(ANTON_TILE);
  return {
    company,
    officer,
    credits: start.credits,
    ex: start.ex,
    mx: start.mx,
    vp: START_VP,
    energy: 0,
    lastEnergy: 0,
    engineers: ENGINEERS,
    pieces: { ...PIECES },
    tiles,
    wheel: emptyWheel(),
    hand: contract ? [contract] : [],
    fulfilled: [],
    copy: null,
    mahiriUsed: [],
    passed: false,
  };
}

/** Players' pieces, neutral dams and tiles; the round starts in flow.ts. */
export function setupState(players: number, options: Options, seed: string): BarrageState {
  const rng = seedRng(seed);
  const ids = (rows: readonly { id: string }[]) =>
    shuffle(
      rng,
      rows.map((r) => r.id),
    );
  const bonusPool = (Object.keys(BONUS_TILES) as BonusTile[]).filter((b) => !options.intro || b !== INTRO_REMOVED_BONUS);
  const bonusTiles = shuffle(rng, bonusPool).slice(0, 5);
  const objective = pick(rng, Object.keys(OBJECTIVE_TILES) as ObjectiveTile[]);
  const national = ids(NATIONAL_CONTRACTS).slice(0, players - 1);
  const stacks = { green: ids(GREEN_CONTRACTS), yellow: ids(YELLOW_CONTRACTS), red: ids(RED_CONTRACTS) };
  const faceUp = {
    green: stacks.green.splice(0, FACE_UP_PER_COLOUR),
    yellow: stacks.yellow.splice(0, FACE_UP_PER_COLOUR),
    red: stacks.red.splice(0, FACE_UP_PER_COLOUR),
  };
  const decks = options.intro
    ? [[], [], []]
    : ([1, 2, 3] as const).map((lv) =>
        shuffle(
          rng,
          ADVANCED_TILES.filter((t) => t.level === lv).map((t) => t.id),
        ),
      );
  const positions: (string | null)[] = options.intro ? [null, null, null] : decks[0]!.splice(0, PATENT_POSITIONS);
  const hsTiles = shuffle(rng, Object.keys(HEADSTREAM_TILES) as HeadstreamTile[]).slice(0, 4);
  const headstreams = Object.fromEntries(HEADSTREAMS.map((h, i) => [h, { tile: hsTiles[i]!, drops: 0 }])) as BarrageState['headstreams'];
  const dams: BarrageState['dams'] = {};
  let added = 0;
  for (const g of NEUTRAL_GROUPS) {
    const zone = pick(rng, g.zones);
    dams[`${zone}L`] = { owner: -1, level: g.level, drops: g.drops };
    added += g.drops;
  }
  const turnOrder = shuffle(
    rng,
    Array.from({ length: players }, (_x, i) => i),
  );
  const seats: PlayerState[] = Array.from({ length: players }, () => newPlayer(null, null, null, options.intro));
  let draft: BarrageState['draft'] = null;
  let extraOfficers: Officer[] = [];
  if (options.intro) {
    turnOrder.forEach((seat, pos) => {
      const m = INTRO_MATCHUPS[pos]!;
      seats[seat] = newPlayer(m.company, m.officer, m.contract, true);
    });
  } else {
    const companies = shuffle(rng, COMPANIES).slice(0, players);
    const officerDeck = shuffle(rng, OFFICERS);
    const officers = officerDeck.slice(0, players);
    const pairs = companies.map((company, i) => ({ company, officer: officers[i]! }));
    if (officers.includes('sekibo') && players < MAHIRI_OFFICER_TOTAL && options.mahiriExtraOfficers) {
      extraOfficers = officerDeck.slice(players, MAHIRI_OFFICER_TOTAL);
    }
    draft = { pairs, starting: ids(STARTING_CONTRACTS).slice(0, players) };
  }
  return {
    players,
    rng,
    options,
    round: 1,
    phase: options.intro ? 'actions' : 'draft',
    turnOrder,
    turnIdx: players - 1,
    seats,
    headstreams,
    dams,
    conduits: {},
    powerhouses: {},
    used: {},
    contracts: { stacks, faceUp, national },
    patent: { decks, positions },
    bonusTiles,
    objective,
    extraOfficers,
    draft,
    water: { added, exited: 0 },
    stack: options.intro ? [] : [...turnOrder].map((seat) => ({ kind: 'draft' as const, seat })),
    breakdown: [],
  };
}
