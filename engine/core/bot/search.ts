/**
 * The generic automatic player: determinized Monte Carlo tree search over any `GameModule`.
 *
 * Each iteration (1) re-draws everything the bot's seat may not see (`rehide`), so the search
 * never uses the true hidden state or the true future draws; (2) walks a tree of the bot's own
 * decisions, choosing by PUCT (visit share plus the policy's prior); (3) plays every other
 * decision, the other seats' and the bot's own below the tree, by the policy's cheap roll-out
 * choice, several seats deciding at once included; (4) stops at the end of the game or after
 * `depth` decisions, where the policy's score estimate is turned into a reward in [0, 1]; and
 * (5) adds the reward along the path. The tree is "open loop": a node is the bot's sequence of
 * moves, whatever the others did in between, so it copes with hidden information and chance
 * without a chance node per draw. The move played is the most visited at the root.
 *
 * Pure and seeded: the same state, seat, seed and settings give the same move. The budget is a
 * count of iterations (the engine reads no clock).
 */
import { EngineBug } from '../errors';
import { randomInt, seedRng, type RngState } from '../rng';
import type { AnyGame, Seat } from '../types';
import { estimateReward, resultReward } from './reward';
import type { BotPolicy, BotSettings } from './types';

type Move = { kind: string };

interface Child {
  readonly move: Move;
  readonly prior: number;
  visits: number;
  total: number;
  node: TreeNode | null;
}

interface TreeNode {
  visits: number;
  total: number;
  readonly children: Map<string, Child>;
}

const DEFAULTS = { iterations: 64, depth: 40, exploration: 1.2, spread: 10 } as const;

/** First-play urgency: an untried move counts as a little worse than its parent's mean. */
const FPU_REDUCTION = 0.05;

function newNode(): TreeNode {
  return { visits: 0, total: 0, children: new Map() };
}

/** The policy's cheap choice (or uniform random) among `legal`: used in roll-outs and play-outs. */
export function rolloutChoice(policy: BotPolicy | undefined, s: unknown, seat: Seat, legal: readonly Move[], rng: RngState): Move {
  if (legal.length === 1) return legal[0]!;
  const i = policy?.rollout ? policy.rollout(s, seat, legal, rng) : randomInt(rng, legal.length);
  const move = legal[i];
  if (!move) throw new EngineBug(`bot policy chose move ${i} of ${legal.length}`);
  return move;
}

function priorsOf(policy: BotPolicy | undefined, s: unknown, seat: Seat, legal: readonly Move[]): readonly number[] {
  const raw = policy?.prior?.(s, seat, legal);
  if (!raw) return legal.map(() => 1);
  // A weight that is not a finite number counts as 0: a policy's slip must not stop the search.
  return legal.map((_m, i) => {
    const w = raw[i] ?? 0;
    return (Number.isFinite(w) && w > 0 ? w : 0) + 1e-3;
  });
}

/**
 * A move's key in the tree: its kind and its notation. The tree is open-loop: one node stands for
 * a sequence of the bot's own moves across determinizations, so the same node can meet different
 * decisions, and two different moves can share a notation (Puerto Rico's "take corn" is a
 * plantation in the Settler phase and a barrel in the Craftsman's), which the kind tells apart.
 */
function keyOf(game: AnyGame, m: Move): string {
  return `${m.kind} ${game.format(m)}`;
}

/**
 * The child PUCT picks among the moves legal in this determinization (children are created on
 * first sight); returns its place in `legal`, whose move is the one to play here.
 */
function select(
  node: TreeNode,
  game: AnyGame,
  policy: BotPolicy | undefined,
  s: unknown,
  seat: Seat,
  legal: readonly Move[],
  c: number,
): number {
  const keys = legal.map((m) => keyOf(game, m));
  if (keys.some((k) => !node.children.has(k))) {
    const priors = priorsOf(policy, s, seat, legal);
    keys.forEach((k, i) => {
      if (!node.children.has(k)) node.children.set(k, { move: legal[i]!, prior: priors[i]!, visits: 0, total: 0, node: null });
    });
  }
  let priorSum = 0;
  for (const k of keys) priorSum += node.children.get(k)!.prior;
  const parentMean = node.visits > 0 ? node.total / node.visits : 0.5;
  const sqrtN = Math.sqrt(node.visits + 1);
  let best = 0;
  let bestScore = -Infinity;
  keys.forEach((k, i) => {
    const ch = node.children.get(k)!;
    const q = ch.visits > 0 ? ch.total / ch.visits : parentMean - FPU_REDUCTION;
    const score = q + (c * (ch.prior / priorSum) * sqrtN) / (1 + ch.visits);
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return best;
}

function applyOrThrow(game: AnyGame, s: unknown, seat: Seat, move: Move): unknown {
  const applied = game.apply(s, seat, move);
  if (!applied.ok) throw new EngineBug(`${game.meta.id}: the bot's move "${game.format(move)}" was refused: ${applied.error.reason}`);
  return applied.state;
}

/** One iteration from `root`: descend, roll out, score; returns the reward and the path taken. */
function iterate(
  game: AnyGame,
  policy: BotPolicy | undefined,
  root: unknown,
  seat: Seat,
  tree: TreeNode,
  rng: RngState,
  depth: number,
  c: number,
  spread: number,
): void {
  let s = root;
  let node: TreeNode | null = tree;
  const path: TreeNode[] = [tree];
  const edges: Child[] = [];
  let decisions = 0;
  let reward: number;
  for (;;) {
    const pending = game.pending(s);
    if (pending.length === 0) {
      const result = game.result(s);
      reward = result ? resultReward(result, seat, spread) : 0.5;
      break;
    }
    if (decisions >= depth) {
      const scores = policy?.estimate?.(s);
      reward = scores ? estimateReward(scores, seat, spread) : 0.5;
      break;
    }
    const mine = pending.some((p) => p.seat === seat);
    const who = mine ? seat : pending[pending.length === 1 ? 0 : randomInt(rng, pending.length)]!.seat;
    const legal = game.legalMoves(s, who) as readonly Move[];
    if (legal.length === 0) throw new EngineBug(`${game.meta.id}: seat ${who} is pending but has no legal move`);
    let move: Move;
    if (legal.length === 1) move = legal[0]!;
    else {
      decisions++;
      if (who === seat && node) {
        const i = select(node, game, policy, s, seat, legal, c);
        const child: Child = node.children.get(keyOf(game, legal[i]!))!;
        edges.push(child);
        // The move listed here, not the one the child was first made from: an equal key is not an equal move.
        move = legal[i]!;
        if (child.node === null) {
          child.node = newNode();
          node = null; // expanded: the rest is roll-out
        } else {
          node = child.node;
          path.push(node);
        }
      } else move = rolloutChoice(policy, s, who, legal, rng);
    }
    s = applyOrThrow(game, s, who, move);
  }
  for (const n of path) {
    n.visits++;
    n.total += reward;
  }
  for (const e of edges) {
    e.visits++;
    e.total += reward;
    if (e.node && !path.includes(e.node)) {
      e.node.visits++;
      e.node.total += reward;
    }
  }
}

/** Statistics of the search at the root, for tests and the benchmark. */
export interface BotChoice<M = Move> {
  readonly move: M;
  /** Iterations run (0 when the move was the only legal one). */
  readonly iterations: number;
  /** Estimated reward of the move chosen, 0..1 (0.5 when no search ran). */
  readonly value: number;
}

/**
 * The bot's move for `seat` in `state` (which must be pending for that seat). `seed` makes the
 * choice reproducible; the determinizations and roll-outs draw only from it.
 */
export function searchMove<S, M extends Move>(
  game: AnyGame,
  policy: BotPolicy<S, M> | undefined,
  state: S,
  seat: Seat,
  seed: string,
  settings: BotSettings = {},
): BotChoice<M> {
  const legal = game.legalMoves(state, seat) as readonly M[];
  if (legal.length === 0) throw new EngineBug(`${game.meta.id}: the bot was asked to move for seat ${seat}, which has no decision`);
  if (legal.length === 1) return { move: legal[0]!, iterations: 0, value: 0.5 };
  const p = policy as BotPolicy | undefined;
  const iterations = Math.max(0, Math.floor(settings.iterations ?? DEFAULTS.iterations));
  const depth = settings.depth ?? policy?.depth ?? DEFAULTS.depth;
  const c = settings.exploration ?? DEFAULTS.exploration;
  const spread = policy?.spread ?? DEFAULTS.spread;
  const tree = newNode();
  const rng = seedRng(`bot:${seed}`);
  for (let i = 0; i < iterations; i++) {
    const world = game.rehide ? game.rehide(state, seat, `${seed}/${i}`) : state;
    iterate(game, p, world, seat, tree, rng, depth, c, spread);
  }
  // The most visited of the moves truly legal now; ties go to the better mean, then the prior order.
  const priors = priorsOf(p, state, seat, legal);
  let best = 0;
  let bestKey: [number, number, number] = [-1, -1, -1];
  legal.forEach((m, i) => {
    const ch = tree.children.get(keyOf(game, m));
    const key: [number, number, number] = [ch?.visits ?? 0, ch && ch.visits > 0 ? ch.total / ch.visits : 0, priors[i]!];
    if (key[0] > bestKey[0] || (key[0] === bestKey[0] && (key[1] > bestKey[1] || (key[1] === bestKey[1] && key[2] > bestKey[2])))) {
      best = i;
      bestKey = key;
    }
  });
  const chosen = tree.children.get(keyOf(game, legal[best]!));
  return { move: legal[best]!, iterations, value: chosen && chosen.visits > 0 ? chosen.total / chosen.visits : 0.5 };
}
