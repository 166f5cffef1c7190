/**
 * Why a move is refused, for every decision step (STYLE.md §8: a sentence with the numbers).
 * Each function answers for the moves of its own step; a move of another kind gets `offTopic`,
 * which names the decision and the moves it takes. Each returns the refusal in English and in
 * Japanese (the rules' words: ワーカー, ショベル, ミキサー, CR, 水源, 取水塔 …).
 */
import { an, count } from '../english';
import { formatMoveJa, tileNameJa } from '../notation-ja';
import { ruleError } from '../../core/errors';
import type { RuleError } from '../../core/types';
import { copyableOfficers } from '../abilities';
import { effectiveTile, machineryNeeds, payingCost, tileChoices, typesFor } from '../build';
import { eligibleContracts } from '../contracts';
import { COMPANY_NAMES_JA, MAHIRI_SPACES, OFFICER_NAMES, STRUCTURE_JA, type StructureType } from '../data/companies';
import { contractRow, HAND_LIMIT, PRIVATE_COLOURS } from '../data/contracts';
import { CONDUIT_BY_ID, HEADSTREAMS, POWERHOUSE_BY_ID } from '../data/map';
import { ENGINEER_FREE_TILES } from '../data/tiles';
import type { Frame, TileChoice } from '../frames';
import type { BarrageMove } from '../moves';
import { formatMove } from '../notation';
import { productionEnergy, systems } from '../production';
import type { BarrageState } from '../state';

type F<K extends Frame['kind']> = Extract<Frame, { kind: K }>;
/** A refusal in both languages (every refusal exists in English and Japanese). */
const no = (reason: string, reasonJa: string): RuleError => ruleError('illegal-move', reason, reasonJa);
const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** A decision's name in both languages (the step's prompt). */
export interface Decision {
  readonly en: string;
  readonly ja: string;
}

const typesJa = (types: readonly StructureType[]) => types.map((t) => STRUCTURE_JA[t]).join('・');
const listJa = (items: readonly string[]) => items.join('、') || 'なし';

/** A move of another decision: say which decision this is and what it takes. */
export function offTopic(move: BarrageMove, decision: Decision, legal: readonly BarrageMove[]): RuleError {
  const some = legal.slice(0, 6).map(formatMove).join(', ');
  return no(
    `"${formatMove(move)}" does not answer this decision: ${decision.en}. You can: ${some}${legal.length > 6 ? `, … (${count(legal.length, 'move')})` : ''}.`,
    `「${formatMove(move)}」は今の選択（${decision.ja}）では選べません。選べる行動：${legal.slice(0, 6).map(formatMoveJa).join('、')}${legal.length > 6 ? `、…（全${legal.length}件）` : ''}`,
  );
}

export function whyNotDraft(s: BarrageState, move: Extract<BarrageMove, { kind: 'draft' }>): RuleError {
  const draft = s.draft;
  if (!draft) return no('The draft is over.', '個人ボードの選択は終わりました。');
  const pairs = draft.pairs.map((p) => `${p.company} with ${p.officer}`).join(', ');
  const pairsJa = draft.pairs.map((p) => `${COMPANY_NAMES_JA[p.company]}+${OFFICER_NAMES[p.officer]}`).join('、');
  const pair = draft.pairs.find((p) => p.company === move.company);
  if (!pair)
    return no(
      `${move.company} is not left to choose; left: ${pairs}.`,
      `${COMPANY_NAMES_JA[move.company]}はもう選べません。残り：${pairsJa}`,
    );
  if (pair.officer !== move.officer)
    return no(
      `${move.company} comes with ${pair.officer}, not ${move.officer}.`,
      `${COMPANY_NAMES_JA[move.company]}の役員は${OFFICER_NAMES[pair.officer]}で、${OFFICER_NAMES[move.officer]}ではありません。`,
    );
  return no(
    `Starting contract ${move.contract} is not left to choose; left: ${draft.starting.join(', ')}.`,
    `初期契約${move.contract}はもう選べません。残り：${listJa(draft.starting)}`,
  );
}

export function whyNotCopy(s: BarrageState, f: F<'turn'>, seat: number, move: Extract<BarrageMove, { kind: 'copy' }>): RuleError {
  const p = s.seats[seat]!;
  if (p.officer !== 'sekibo')
    return no('Only the player with Mahiri Sekibo may copy an officer.', '役員のコピーはMahiri Sekiboのプレイヤーだけができます。');
  if (f.copied)
    return no(
      'You have already copied an officer this turn: now take an action.',
      'この手番はすでに役員をコピーしました。アクションを選んでください。',
    );
  const xo = MAHIRI_SPACES.find((x) => x.id === move.space);
  if (!xo)
    return no(
      `Mahiri's spaces are ${MAHIRI_SPACES.map((x) => x.id).join(' and ')}, not ${move.space}.`,
      `Mahiriのスペースは${MAHIRI_SPACES.map((x) => x.id).join('と')}で、${move.space}ではありません。`,
    );
  if (p.mahiriUsed.includes(xo.id)) return no(`${xo.id} is already used this round.`, `${xo.id}はこのラウンドですでに使いました。`);
  if (p.engineers < 1) return no("You have no engineer left to place on Mahiri's tile.", 'Mahiriのボードに置くワーカーが残っていません。');
  if (p.credits < xo.cost)
    return no(
      `You cannot pay ${count(xo.cost, 'credit')} for ${xo.id}: you have ${p.credits}.`,
      `${xo.id}の${xo.cost}CRを払えません。手持ちは${p.credits}CRです。`,
    );
  const officers = copyableOfficers(s, seat);
  if (!officers.includes(move.officer)) {
    return no(
      `${OFFICER_NAMES[move.officer]} is not in play to copy; you can copy: ${officers.join(', ') || 'nobody'}.`,
      `${OFFICER_NAMES[move.officer]}はゲームに登場していないのでコピーできません。コピーできる役員：${listJa(officers.map((o) => OFFICER_NAMES[o]))}`,
    );
  }
  return no(
    `After the copy you would have ${plural(p.engineers - 1, 'engineer')} and no engineer-free construction you can carry out, so no action could follow this turn (spec §7 E21).`,
    `コピーするとワーカーが${p.engineers - 1}になり、ワーカーなしの建設もできないので、この手番にアクションができません。`,
  );
}

export function whyNotBuildFree(s: BarrageState, seat: number, move: Extract<BarrageMove, { kind: 'buildFree' }>): RuleError {
  const p = s.seats[seat]!;
  const tile = effectiveTile(move);
  if (!(ENGINEER_FREE_TILES as readonly string[]).includes(tile))
    return no(
      `Only ${ENGINEER_FREE_TILES.join(' and ')} build without engineers; ${tile} does not.`,
      `ワーカーなしで建設できるのは${ENGINEER_FREE_TILES.join('と')}だけで、${tile}はできません。`,
    );
  if (!tileChoices(p, true).some((c) => c.tile === move.tile && c.copy === move.copy))
    return no(
      `You have no tile ${move.tile} in your supply (tiles: ${p.tiles.join(', ') || 'none'}).`,
      `手元に${tileNameJa(move.tile)}がありません（手元：${listJa(p.tiles)}）。`,
    );
  return no(
    `You cannot build ${an(typesFor(move).join('/'))} with ${tile} now: no site you can afford with ${count(p.ex, 'excavator')}, ${count(p.mx, 'mixer')} and ${count(p.credits, 'credit')}.`,
    `今は${tile}で${typesJa(typesFor(move))}を建てられません。ショベル${p.ex}、ミキサー${p.mx}、${p.credits}CRで払える場所がありません。`,
  );
}

export function whyNotPass(s: BarrageState, f: F<'turn'>, seat: number): RuleError {
  if (f.copied)
    return no(
      'You copied an officer this turn: you must now take an action.',
      'この手番は役員をコピーしたので、アクションをしなければなりません。',
    );
  const n = s.seats[seat]!.engineers;
  return no(`You cannot pass: you still have ${plural(n, 'engineer')}.`, `パスできません。ワーカーがまだ${n}残っています。`);
}

export function whyNotTile(s: BarrageState, seat: number, c: TileChoice): RuleError {
  const p = s.seats[seat]!;
  if (!tileChoices(p, false).some((x) => x.tile === c.tile && x.copy === c.copy && x.fromWheel === c.fromWheel)) {
    return no(
      `You have no tile ${c.tile}${c.copy ? ` copying ${c.copy}` : ''} to build with (supply: ${p.tiles.join(', ') || 'none'}).`,
      `建設に使える${tileNameJa(c.tile)}${c.copy ? `（${tileNameJa(c.copy)}をコピー）` : ''}がありません（手元：${listJa(p.tiles)}）。`,
    );
  }
  return no(
    `Tile ${effectiveTile(c)} builds ${an(typesFor(c).join('/'))}, and there is no such site you can afford with ${count(p.ex, 'excavator')}, ${count(p.mx, 'mixer')} and ${count(p.credits, 'credit')}.`,
    `${tileNameJa(effectiveTile(c))}は${typesJa(typesFor(c))}を建てますが、ショベル${p.ex}、ミキサー${p.mx}、${p.credits}CRで払える場所がありません。`,
  );
}

export function whyNotPay(s: BarrageState, f: F<'choosePayment'>, seat: number, move: Extract<BarrageMove, { kind: 'pay' }>): RuleError {
  const p = s.seats[seat]!;
  if (move.ex > p.ex)
    return no(`You cannot pay ${plural(move.ex, 'excavator')}: you have ${p.ex}.`, `ショベル${move.ex}は払えません。手持ちは${p.ex}です。`);
  if (move.mx > p.mx)
    return no(`You cannot pay ${plural(move.mx, 'mixer')}: you have ${p.mx}.`, `ミキサー${move.mx}は払えません。手持ちは${p.mx}です。`);
  if (move.cr > p.credits)
    return no(
      `You cannot pay ${count(move.cr, 'credit')}: you have ${p.credits}.`,
      `${move.cr}CRは払えません。手持ちは${p.credits}CRです。`,
    );
  const tile = effectiveTile(f.tile);
  const needs = machineryNeeds(p, tile, f.type, f.site);
  const en = needs.map((n) => `${n.n} ${n.allowed === 'ex' ? 'excavators' : n.allowed === 'mx' ? 'mixers' : 'machinery'}`).join(' or ');
  const ja = needs.map((n) => `${n.allowed === 'ex' ? 'ショベル' : n.allowed === 'mx' ? 'ミキサー' : '建機'}${n.n}`).join('または');
  const red = payingCost(f.type, f.site, tile);
  const jordan = p.officer === 'jordan' || p.copy === 'jordan';
  return no(
    `A ${f.type} at ${f.site} costs ${en}${red ? ` and ${count(red, 'credit')}` : ''}${jordan ? ' (3 credits may replace each machine)' : ''}; ${formatMove(move)} is not that.`,
    `${f.site}の${STRUCTURE_JA[f.type]}は${ja}${red ? `と${red}CR` : ''}${jordan ? '（建機1個の代わりに3CRも可）' : ''}です。「${formatMove(move)}」ではありません。`,
  );
}

export function whyNotProduce(
  s: BarrageState,
  f: F<'chooseSystem'>,
  seat: number,
  m: Extract<BarrageMove, { kind: 'produce' }>,
): RuleError {
  const dam = s.dams[m.dam];
  if (!dam) return no(`There is no dam at ${m.dam}.`, `${m.dam}にダムはありません。`);
  if (dam.owner !== seat && dam.owner >= 0)
    return no(
      `The dam at ${m.dam} belongs to another player: you may use your own dams and neutral ones.`,
      `${m.dam}のダムは他のプレイヤーのものです。使えるのは自分のダムと中立ダムです。`,
    );
  if (dam.drops === 0) return no(`The dam at ${m.dam} holds no water.`, `${m.dam}のダムに水がありません。`);
  const conduit = CONDUIT_BY_ID.get(m.conduit);
  if (!conduit || s.conduits[m.conduit] === undefined)
    return no(`No conduit is built at ${m.conduit}.`, `${m.conduit}に取水塔は建っていません。`);
  if (`${conduit.zone}U` !== m.dam && `${conduit.zone}L` !== m.dam)
    return no(
      `Conduit ${m.conduit} starts in zone ${conduit.zone}, not at the dam ${m.dam}.`,
      `取水塔${m.conduit}はゾーン${conduit.zone}から出ていて、ダム${m.dam}からではありません。`,
    );
  const ph = POWERHOUSE_BY_ID.get(m.powerhouse);
  if (!ph || s.powerhouses[m.powerhouse] !== seat)
    return no(`You have no powerhouse at ${m.powerhouse}.`, `${m.powerhouse}に自分の発電所はありません。`);
  if (ph.zone !== conduit.endZone)
    return no(
      `Conduit ${m.conduit} leads to zone ${conduit.endZone}; ${m.powerhouse} is in zone ${ph.zone}.`,
      `取水塔${m.conduit}の行き先はゾーン${conduit.endZone}で、${m.powerhouse}はゾーン${ph.zone}です。`,
    );
  if (m.powerhouse === f.exclude)
    return no(
      `Germany's second production must use another powerhouse than ${f.exclude}.`,
      `ドイツの2回目の発電は${f.exclude}以外の発電所を使います。`,
    );
  const p = s.seats[seat]!;
  if (s.conduits[m.conduit] !== seat && p.credits < 1)
    return no(
      `Conduit ${m.conduit} belongs to another player: 1 credit per drop, and you have 0.`,
      `取水塔${m.conduit}は他のプレイヤーのもので、水1個につき1CRかかります。手持ちは0CRです。`,
    );
  const best = productionEnergy(s, seat, m.conduit, dam.drops, f.modifier, f.second);
  return no(
    `Producing from ${m.dam} via ${m.conduit} gives at most ${best} energy with modifier ${f.modifier}: a production needs at least 1.`,
    `${m.dam}から${m.conduit}での発電は補正${f.modifier}で最大${best}です。発電には1以上が必要です。`,
  );
}

export function whyNotRelease(s: BarrageState, f: F<'chooseDrops'>, seat: number, drops: number): RuleError {
  const dam = s.dams[f.dam]!;
  if (drops < 1 || drops > dam.drops)
    return no(
      `You can release 1 to ${count(dam.drops, 'drop')} from ${f.dam}, not ${drops}.`,
      `${f.dam}から使える水は1〜${dam.drops}個で、${drops}個ではありません。`,
    );
  const p = s.seats[seat]!;
  if (s.conduits[f.conduit] !== seat && drops > p.credits)
    return no(
      `Conduit ${f.conduit} belongs to another player: ${count(drops, 'drop')} cost ${count(drops, 'credit')} and you have ${p.credits}.`,
      `取水塔${f.conduit}は他のプレイヤーのもので、水${drops}個に${drops}CRかかります。手持ちは${p.credits}CRです。`,
    );
  const e = productionEnergy(s, seat, f.conduit, drops, f.modifier, f.second);
  return no(
    `${plural(drops, 'drop')} would give ${e} energy: a production needs at least 1.`,
    `水${drops}個では発電${e}です。発電には1以上が必要です。`,
  );
}

export function whyNotFulfil(s: BarrageState, f: F<'fulfil'>, seat: number, id: string): RuleError {
  const p = s.seats[seat]!;
  const national = s.contracts.national.includes(id);
  if (!p.hand.includes(id) && !national) {
    return no(
      `Contract ${id} is not in your hand${f.production ? ' nor among the national contracts' : ''} (hand: ${p.hand.join(', ') || 'none'}).`,
      `契約${id}は手元${f.production ? 'にも国家契約にも' : 'に'}ありません（手元：${listJa(p.hand)}）。`,
    );
  }
  if (national && !f.production)
    return no(
      `National contract ${id} may only be fulfilled by a production, not by a tile's energy (spec A8).`,
      `国家契約${id}は発電アクションでしか充足できず、タイルの発電では充足できません。`,
    );
  const row = contractRow(id);
  const options = eligibleContracts(s, seat, f.energy, f.production);
  return no(
    `Contract ${id} needs ${row.energy} energy and this gave ${f.energy}${options.length ? `; you can fulfil ${options.join(', ')}` : ''}.`,
    `契約${id}には発電${row.energy}が必要で、今回は${f.energy}です。${options.length ? `充足できる契約：${options.join('、')}` : ''}`,
  );
}

export function whyNotTake(s: BarrageState, id: string): RuleError {
  const up = PRIVATE_COLOURS.flatMap((c) => s.contracts.faceUp[c]);
  return no(
    `Contract ${id} is not face up; face up: ${up.join(', ') || 'none'}.`,
    `契約${id}は表向きではありません。表向き：${listJa(up)}`,
  );
}

export function whyNotDiscard(s: BarrageState, seat: number, id: string): RuleError {
  const hand = s.seats[seat]!.hand;
  return no(
    `Contract ${id} is not in your hand; you hold ${hand.join(', ')} (limit ${HAND_LIMIT}).`,
    `契約${id}は手元にありません。手元：${listJa(hand)}（上限${HAND_LIMIT}枚）`,
  );
}

export function whyNotDrops(f: F<'placeDrops'>, move: BarrageMove): RuleError {
  if (move.kind === 'drop')
    return no(
      `There is no headstream ${move.headstream}: they are ${HEADSTREAMS.join(', ')}.`,
      `水源${move.headstream}はありません。水源は${HEADSTREAMS.join('、')}です。`,
    );
  return no(
    `This step cannot be skipped: place ${plural(f.remaining, 'drop')} on headstreams (${HEADSTREAMS.join(', ')}); a reward's drops are all or none once the first is placed (spec A10/A12).`,
    `省略できません。水${f.remaining}個を水源（${HEADSTREAMS.join('、')}）に置いてください。報酬の水は1個置いたら全部置きます。`,
  );
}

export function whyNotMachinery(f: F<'machinery'>, m: Extract<BarrageMove, { kind: 'machinery' }>): RuleError {
  return no(
    `Take exactly ${f.n} machinery in all: ${count(m.ex, 'excavator')} + ${count(m.mx, 'mixer')} makes ${m.ex + m.mx}.`,
    `建機はちょうど${f.n}個取ります。ショベル${m.ex}+ミキサー${m.mx}で${m.ex + m.mx}個です。`,
  );
}

export function whyNotSkip(decision: Decision): RuleError {
  return no(`This decision cannot be skipped: ${decision.en}.`, `この決定は省略できません：${decision.ja}`);
}
