/**
 * Why a move is refused, for every decision step (STYLE.md §8: a sentence with the numbers).
 * Each function answers for the moves of its own step; a move of another kind gets `offTopic`,
 * which names the decision and the moves it takes.
 */
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import { copyableOfficers } from '../abilities';
import { effectiveTile, machineryNeeds, payingCost, tileChoices, typesFor } from '../build';
import { eligibleContracts } from '../contracts';
import { MAHIRI_SPACES, OFFICER_NAMES } from '../data/companies';
import { contractRow, HAND_LIMIT, PRIVATE_COLOURS } from '../data/contracts';
import { CONDUIT_BY_ID, HEADSTREAMS, POWERHOUSE_BY_ID } from '../data/map';
import { ENGINEER_FREE_TILES } from '../data/tiles';
import type { Frame, TileChoice } from '../frames';
import type { BarrageMove } from '../moves';
import { formatMove } from '../notation';
import { productionEnergy, systems } from '../production';
import type { BarrageState } from '../state';

type F<K extends Frame['kind']> = Extract<Frame, { kind: K }>;
const no = (reason: string): RuleError => ruleError('illegal-move', reason);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A move of another decision: say which decision this is and what it takes. */
export function offTopic(move: BarrageMove, decision: string, legal: readonly BarrageMove[]): RuleError {
  const some = legal.slice(0, 6).map(formatMove).join(', ');
  return no(`"${formatMove(move)}" does not answer this decision: ${decision}. You can: ${some}${legal.length > 6 ? `, … (${legal.length} moves)` : ''}.`);
}

export function whyNotDraft(s: BarrageState, move: Extract<BarrageMove, { kind: 'draft' }>): string {
  const draft = s.draft;
  if (!draft) return 'The draft is over.';
  const pairs = draft.pairs.map((p) => `${p.company} with ${p.officer}`).join(', ');
  const pair = draft.pairs.find((p) => p.company === move.company);
  if (!pair) return `${move.company} is not left to choose; left: ${pairs}.`;
  if (pair.officer !== move.officer) return `${move.company} comes with ${pair.officer}, not ${move.officer}.`;
  return `Starting contract ${move.contract} is not left to choose; left: ${draft.starting.join(', ')}.`;
}

export function whyNotCopy(s: BarrageState, f: F<'turn'>, seat: number, move: Extract<BarrageMove, { kind: 'copy' }>): string {
  const p = s.seats[seat]!;
  if (p.officer !== 'sekibo') return 'Only the player with Mahiri Sekibo may copy an officer.';
  if (f.copied) return 'You have already copied an officer this turn: now take an action.';
  const xo = MAHIRI_SPACES.find((x) => x.id === move.space);
  if (!xo) return `Mahiri's spaces are ${MAHIRI_SPACES.map((x) => x.id).join(' and ')}, not ${move.space}.`;
  if (p.mahiriUsed.includes(xo.id)) return `${xo.id} is already used this round.`;
  if (p.engineers < 1) return 'You have no engineer left to place on Mahiri\'s tile.';
  if (p.credits < xo.cost) return `You cannot pay ${xo.cost} credits for ${xo.id}: you have ${p.credits}.`;
  const officers = copyableOfficers(s, seat);
  if (!officers.includes(move.officer)) return `${OFFICER_NAMES[move.officer]} is not in play to copy; you can copy: ${officers.join(', ') || 'nobody'}.`;
  return `After the copy you would have ${plural(p.engineers - 1, 'engineer')} and no engineer-free construction you can carry out, so no action could follow this turn (spec §7 E21).`;
}

export function whyNotBuildFree(s: BarrageState, seat: number, move: Extract<BarrageMove, { kind: 'buildFree' }>): string {
  const p = s.seats[seat]!;
  const tile = effectiveTile(move);
  if (!(ENGINEER_FREE_TILES as readonly string[]).includes(tile)) return `Only ${ENGINEER_FREE_TILES.join(' and ')} build without engineers; ${tile} does not.`;
  if (!tileChoices(p, true).some((c) => c.tile === move.tile && c.copy === move.copy)) return `You have no tile ${move.tile} in your supply (tiles: ${p.tiles.join(', ') || 'none'}).`;
  return `You cannot build a ${typesFor(move).join('/')} with ${tile} now: no site you can afford with ${p.ex} excavators, ${p.mx} mixers and ${p.credits} credits.`;
}

export function whyNotPass(s: BarrageState, f: F<'turn'>, seat: number): string {
  if (f.copied) return 'You copied an officer this turn: you must now take an action.';
  return `You cannot pass: you still have ${plural(s.seats[seat]!.engineers, 'engineer')}.`;
}

export function whyNotTile(s: BarrageState, seat: number, c: TileChoice): string {
  const p = s.seats[seat]!;
  if (!tileChoices(p, false).some((x) => x.tile === c.tile && x.copy === c.copy && x.fromWheel === c.fromWheel)) {
    return `You have no tile ${c.tile}${c.copy ? ` copying ${c.copy}` : ''} to build with (supply: ${p.tiles.join(', ') || 'none'}).`;
  }
  return `Tile ${effectiveTile(c)} builds a ${typesFor(c).join('/')}, and there is no such site you can afford with ${p.ex} excavators, ${p.mx} mixers and ${p.credits} credits.`;
}

export function whyNotPay(s: BarrageState, f: F<'choosePayment'>, seat: number, move: Extract<BarrageMove, { kind: 'pay' }>): string {
  const p = s.seats[seat]!;
  if (move.ex > p.ex) return `You cannot pay ${plural(move.ex, 'excavator')}: you have ${p.ex}.`;
  if (move.mx > p.mx) return `You cannot pay ${plural(move.mx, 'mixer')}: you have ${p.mx}.`;
  if (move.cr > p.credits) return `You cannot pay ${move.cr} credits: you have ${p.credits}.`;
  const tile = effectiveTile(f.tile);
  const needs = machineryNeeds(p, tile, f.type, f.site).map((n) => `${n.n} ${n.allowed === 'ex' ? 'excavators' : n.allowed === 'mx' ? 'mixers' : 'machinery'}`).join(' or ');
  const red = payingCost(f.type, f.site, tile);
  return `A ${f.type} at ${f.site} costs ${needs}${red ? ` and ${red} credits` : ''}${p.officer === 'jordan' || p.copy === 'jordan' ? ' (3 credits may replace each machine)' : ''}; ${formatMove(move)} is not that.`;
}

export function whyNotProduce(s: BarrageState, f: F<'chooseSystem'>, seat: number, m: Extract<BarrageMove, { kind: 'produce' }>): string {
  const dam = s.dams[m.dam];
  if (!dam) return `There is no dam at ${m.dam}.`;
  if (dam.owner !== seat && dam.owner >= 0) return `The dam at ${m.dam} belongs to another player: you may use your own dams and neutral ones.`;
  if (dam.drops === 0) return `The dam at ${m.dam} holds no water.`;
  const conduit = CONDUIT_BY_ID.get(m.conduit);
  if (!conduit || s.conduits[m.conduit] === undefined) return `No conduit is built at ${m.conduit}.`;
  if (`${conduit.zone}U` !== m.dam && `${conduit.zone}L` !== m.dam) return `Conduit ${m.conduit} starts in zone ${conduit.zone}, not at the dam ${m.dam}.`;
  const ph = POWERHOUSE_BY_ID.get(m.powerhouse);
  if (!ph || s.powerhouses[m.powerhouse] !== seat) return `You have no powerhouse at ${m.powerhouse}.`;
  if (ph.zone !== conduit.endZone) return `Conduit ${m.conduit} leads to zone ${conduit.endZone}; ${m.powerhouse} is in zone ${ph.zone}.`;
  if (m.powerhouse === f.exclude) return `Germany's second production must use another powerhouse than ${f.exclude}.`;
  const p = s.seats[seat]!;
  if (s.conduits[m.conduit] !== seat && p.credits < 1) return `Conduit ${m.conduit} belongs to another player: 1 credit per drop, and you have 0.`;
  const best = productionEnergy(s, seat, m.conduit, dam.drops, f.modifier, f.second);
  return `Producing from ${m.dam} via ${m.conduit} gives at most ${best} energy with modifier ${f.modifier}: a production needs at least 1.`;
}

export function whyNotRelease(s: BarrageState, f: F<'chooseDrops'>, seat: number, drops: number): string {
  const dam = s.dams[f.dam]!;
  if (drops < 1 || drops > dam.drops) return `You can release 1 to ${dam.drops} drops from ${f.dam}, not ${drops}.`;
  const p = s.seats[seat]!;
  if (s.conduits[f.conduit] !== seat && drops > p.credits) return `Conduit ${f.conduit} belongs to another player: ${drops} drops cost ${drops} credits and you have ${p.credits}.`;
  return `${plural(drops, 'drop')} would give ${productionEnergy(s, seat, f.conduit, drops, f.modifier, f.second)} energy: a production needs at least 1.`;
}

export function whyNotFulfil(s: BarrageState, f: F<'fulfil'>, seat: number, id: string): string {
  const p = s.seats[seat]!;
  const national = s.contracts.national.includes(id);
  if (!p.hand.includes(id) && !national) return `Contract ${id} is not in your hand${f.production ? ' nor among the national contracts' : ''} (hand: ${p.hand.join(', ') || 'none'}).`;
  if (national && !f.production) return `National contract ${id} may only be fulfilled by a production, not by a tile's energy (spec A8).`;
  const row = contractRow(id);
  const options = eligibleContracts(s, seat, f.energy, f.production);
  return `Contract ${id} needs ${row.energy} energy and this gave ${f.energy}${options.length ? `; you can fulfil ${options.join(', ')}` : ''}.`;
}

export function whyNotTake(s: BarrageState, id: string): string {
  const up = PRIVATE_COLOURS.flatMap((c) => s.contracts.faceUp[c]);
  return `Contract ${id} is not face up; face up: ${up.join(', ') || 'none'}.`;
}

export function whyNotDiscard(s: BarrageState, seat: number, id: string): string {
  return `Contract ${id} is not in your hand; you hold ${s.seats[seat]!.hand.join(', ')} (limit ${HAND_LIMIT}).`;
}

export function whyNotDrops(f: F<'placeDrops'>, move: BarrageMove): string {
  if (move.kind === 'drop') return `There is no headstream ${move.headstream}: they are ${HEADSTREAMS.join(', ')}.`;
  return `This step cannot be skipped: place ${plural(f.remaining, 'drop')} on headstreams (${HEADSTREAMS.join(', ')}); a reward's drops are all or none once the first is placed (spec A10/A12).`;
}

export function whyNotMachinery(f: F<'machinery'>, m: Extract<BarrageMove, { kind: 'machinery' }>): string {
  return `Take exactly ${f.n} machinery in all: ${m.ex} excavators + ${m.mx} mixers makes ${m.ex + m.mx}.`;
}

export function whyNotSkip(decision: string): string {
  return `This decision cannot be skipped: ${decision}.`;
}
