/**
 * Plain-text board for emails and the CLI, built only from a view, in English or Japanese.
 * The Japanese words are the rules seed's (see RULES-NOTES.md, "Japanese"); the
 * ids that moves use (1U, C5R, P10_1, tile ids, contract ids) stay as they are.
 */
import { count } from './english';
import { seatRef } from '../core/seat-text';
import type { Lang } from '../core/types';
import { CONDUIT_BY_ID, DAM_SITES } from './data/map';
import { contractRow, CONTRACT_KIND_JA } from './data/contracts';
import { formatReward, formatRewardJa } from './data/rewards';
import { COMPANY_NAMES_JA, OFFICER_NAMES, STRUCTURE_JA, type StructureType } from './data/companies';
import { BONUS_TILES, OBJECTIVE_TILES } from './data/tiles';
import { automaName, describeCriteria, describeFlow } from './automa/names';
import { tileNameJa, tileShortJa } from './notation-ja';
import type { BarrageView } from './view';

type Seats = BarrageView['seats'];

const who = (v: BarrageView, seat: number) =>
  seat < 0
    ? 'neutral'
    : v.seats[seat]?.automa
      ? automaName(v, seat)
      : `${seatRef(seat)}${v.seats[seat]?.company ? ` ${v.seats[seat]!.company}` : ''}`;
const contract = (id: string) => `${id} (${contractRow(id).energy} E: ${formatReward(contractRow(id).reward)})`;

const whoJa = (v: BarrageView, seat: number) =>
  seat < 0
    ? '中立'
    : v.seats[seat]?.automa
      ? automaName(v, seat, 'ja')
      : `${seatRef(seat)}${v.seats[seat]?.company ? ` ${COMPANY_NAMES_JA[v.seats[seat]!.company!]}` : ''}`;
const contractJa = (id: string) => `${id}（発電${contractRow(id).energy}：${formatRewardJa(contractRow(id).reward)}）`;
/** Basic tiles by the structure they build (基本技術タイル); advanced tiles and the joker by their names (新技術タイル「ベース2」). */
const tileJa = (t: string) => STRUCTURE_JA[t as StructureType] ?? tileNameJa(t);
const PHASE_JA = { draft: '個人ボードの選択', actions: 'アクション', over: 'ゲーム終了' } as const satisfies Record<
  BarrageView['phase'],
  string
>;
const VARIANT_JA = { normal: '通常ルール', intro: '導入ルール' } as const satisfies Record<BarrageView['variant'], string>;

export function describeView(v: BarrageView, lang: Lang = 'en'): string {
  return lang === 'ja' ? describeJa(v) : describeEn(v);
}

function describeEn(v: BarrageView): string {
  const lines: string[] = [];
  lines.push(`Barrage (${v.variant}), round ${v.round} of 5, ${v.phase === 'over' ? 'game over' : v.phase}`);
  lines.push(`Turn order: ${v.turnOrder.map((s) => who(v, s)).join(', ')}`);
  if (v.waitingFor) lines.push(`Waiting for ${who(v, v.waitingFor.seat)}: ${v.waitingFor.prompt}`);
  lines.push(`Round bonus tiles: ${v.bonusTiles.map((t, i) => `${i + 1}:${t}`).join(' ')}; objective: ${v.objective}`);
  lines.push(
    `Headstreams: ${Object.entries(v.headstreams)
      .map(([h, x]) => `${h}=${x.tile} (${x.drops} waiting)`)
      .join(', ')}`,
  );
  lines.push('Dams (basin: owner level/drops):');
  for (const site of DAM_SITES) {
    const dam = v.dams[site.id];
    if (dam) lines.push(`  ${site.id}: ${who(v, dam.owner)} level ${dam.level}, ${dam.drops} drop${dam.drops === 1 ? '' : 's'}`);
  }
  const conduits = Object.entries(v.conduits).map(
    ([id, o]) => `${id}(${CONDUIT_BY_ID.get(id)!.value}→P${CONDUIT_BY_ID.get(id)!.endZone}) ${who(v, o)}`,
  );
  lines.push(`Conduits: ${conduits.join(', ') || 'none'}`);
  lines.push(
    `Powerhouses: ${
      Object.entries(v.powerhouses)
        .map(([id, o]) => `${id} ${who(v, o)}`)
        .join(', ') || 'none'
    }`,
  );
  lines.push(
    `Face-up contracts: ${Object.values(v.contracts.faceUp).flat().map(contract).join('; ') || 'none'} (stacks: ${Object.entries(
      v.contracts.stackSizes,
    )
      .map(([c, n]) => `${c} ${n}`)
      .join(', ')})`,
  );
  lines.push(`National contracts: ${v.contracts.national.map(contract).join('; ') || 'none'}`);
  if (v.variant === 'normal') lines.push(`Patent office: ${v.patent.positions.map((t, i) => `${i + 1}:${t ?? '—'}`).join(' ')}`);
  const a = v.automa;
  if (a) {
    // The top tile's action side is the last Automa turn's; the next flip turns it to its criteria side (§2.1).
    lines.push(
      `Automa tiles (${a.level === 0 ? 'easy' : 'medium'}): on top of the deck tile ${a.top ?? '—'} (${a.top ? describeFlow(a.top) : '—'}); flipped tile ${a.flipped ?? '—'} (${a.flipped ? describeCriteria(a.flipped) : '—'}); ${a.deckSize} in the deck, ${a.discard.length} discarded`,
    );
    if (a.opening.length > 0) lines.push('Before the first move:', ...a.opening.map((e) => `  ${e.text}`));
  }
  if (v.draft)
    lines.push(
      `To choose: ${v.draft.pairs.map((p) => `${p.company}+${p.officer}`).join(', ')}; starting contracts ${v.draft.starting.join(', ')}`,
    );
  v.seats.forEach((p, seat) => {
    lines.push(
      `${who(v, seat)}${seat === v.you ? ' (you)' : ''}${p.officer ? `, ${OFFICER_NAMES[p.officer]}` : ''}: ${p.vp} VP, energy ${p.energy}, ${p.credits} cr, ${p.ex} Ex, ${p.mx} Mx, ${count(p.engineers, 'engineer')}${p.passed ? ', passed' : ''}`,
    );
    lines.push(
      `  pieces left: ${count(p.pieces.base, 'base')}, ${count(p.pieces.elevation, 'elevation')}, ${count(p.pieces.conduit, 'conduit')}, ${count(p.pieces.powerhouse, 'powerhouse')}`,
    );
    lines.push(
      `  tiles: ${p.tiles.join(', ') || 'none'}; wheel (open ${p.wheel.open}): ${wheelText(
        p,
        (t) => t,
        (n) => `${n}Ex`,
        (n) => `${n}Mx`,
      )}`,
    );
    lines.push(`  contracts: ${p.hand.map(contract).join('; ') || 'none'}; fulfilled: ${p.fulfilled.join(', ') || 'none'}`);
  });
  if (v.breakdown.length > 0 && v.phase === 'over')
    lines.push('Scoring:', ...v.breakdown.map((b) => `  ${b.seat === null ? '' : `${who(v, b.seat)}: `}${b.text}`));
  return lines.join('\n');
}

/** Wheel segments from 0: tile ids and machinery, e.g. `0[base 4Ex] 1[]`. */
function wheelText(p: Seats[number], tile: (t: string) => string, ex: (n: number) => string, mx: (n: number) => string): string {
  return p.wheel.segments
    .map((g, i) => `${i}[${[...g.tiles.map(tile), g.ex ? ex(g.ex) : '', g.mx ? mx(g.mx) : ''].filter(Boolean).join(' ')}]`)
    .join(' ');
}

/** The same board in Japanese, line for line (rules seed words: 水源, ダム, 窪地, 取水塔, 発電所, 契約, 特許 …). */
function describeJa(v: BarrageView): string {
  const lines: string[] = [];
  const none = 'なし';
  lines.push(`バラージ（${VARIANT_JA[v.variant]}）、第${v.round}/5ラウンド、${PHASE_JA[v.phase]}`);
  lines.push(`手番順：${v.turnOrder.map((s) => whoJa(v, s)).join('、')}`);
  if (v.waitingFor) lines.push(`${whoJa(v, v.waitingFor.seat)}の番：${v.waitingFor.promptJa}`);
  lines.push(
    `報酬タイル：${v.bonusTiles.map((t, i) => `${i + 1}:${BONUS_TILES[t].countsJa}`).join(' ')}、目標タイル：${OBJECTIVE_TILES[v.objective].ranksJa}`,
  );
  lines.push(
    `水源：${Object.entries(v.headstreams)
      .map(([h, x]) => `${h}=${x.tile}（待機${x.drops}）`)
      .join('、')}`,
  );
  lines.push('ダム（窪地：所有者 高さ/水）：');
  for (const site of DAM_SITES) {
    const dam = v.dams[site.id];
    if (dam) lines.push(`  ${site.id}：${whoJa(v, dam.owner)} 高さ${dam.level}、水${dam.drops}`);
  }
  const conduits = Object.entries(v.conduits).map(
    ([id, o]) => `${id}(${CONDUIT_BY_ID.get(id)!.value}→P${CONDUIT_BY_ID.get(id)!.endZone}) ${whoJa(v, o)}`,
  );
  lines.push(`取水塔：${conduits.join('、') || none}`);
  lines.push(
    `発電所：${
      Object.entries(v.powerhouses)
        .map(([id, o]) => `${id} ${whoJa(v, o)}`)
        .join('、') || none
    }`,
  );
  const stacks = Object.entries(v.contracts.stackSizes)
    .map(([c, n]) => `${CONTRACT_KIND_JA[c as keyof typeof CONTRACT_KIND_JA] ?? c}${n}`)
    .join('、');
  lines.push(`表向きの個別契約：${Object.values(v.contracts.faceUp).flat().map(contractJa).join('、') || none}（山：${stacks}）`);
  lines.push(`国家契約：${v.contracts.national.map(contractJa).join('、') || none}`);
  if (v.variant === 'normal')
    lines.push(`特許（新技術タイル）：${v.patent.positions.map((t, i) => `${i + 1}=${t ? tileShortJa(t) : '—'}`).join('、')}`);
  const a = v.automa;
  if (a) {
    lines.push(
      `ソロプレイ用タイル（${a.level === 0 ? '易しい' : '普通'}）：山の一番上はタイル${a.top ?? '—'}（${a.top ? describeFlow(a.top, 'ja') : '—'}）、めくったタイル${a.flipped ?? '—'}（${a.flipped ? describeCriteria(a.flipped, 'ja') : '—'}）、山${a.deckSize}枚、捨て札${a.discard.length}枚`,
    );
    if (a.opening.length > 0) lines.push('最初の手番の前に：', ...a.opening.map((e) => `  ${e.ja ?? e.text}`));
  }
  if (v.draft)
    lines.push(
      `選べる組：${v.draft.pairs.map((p) => `${COMPANY_NAMES_JA[p.company]}+${OFFICER_NAMES[p.officer]}`).join('、')}、初期契約${v.draft.starting.join('、')}`,
    );
  v.seats.forEach((p, seat) => {
    lines.push(
      `${whoJa(v, seat)}${seat === v.you ? '（あなた）' : ''}${p.officer ? `、${OFFICER_NAMES[p.officer]}` : ''}：${p.vp}VP、発電${p.energy}、${p.credits}CR、ショベル${p.ex}、ミキサー${p.mx}、ワーカー${p.engineers}${p.passed ? '、パス' : ''}`,
    );
    lines.push(
      `  残りの建物：ベース${p.pieces.base}、延長壁${p.pieces.elevation}、取水塔${p.pieces.conduit}、発電所${p.pieces.powerhouse}`,
    );
    lines.push(
      `  技術タイル：${p.tiles.map(tileJa).join('、') || none}、ホイール（開放${p.wheel.open}）：${wheelText(
        p,
        tileJa,
        (n) => `ショベル${n}`,
        (n) => `ミキサー${n}`,
      )}`,
    );
    lines.push(`  契約：${p.hand.map(contractJa).join('、') || none}、充足済み：${p.fulfilled.join('、') || none}`);
  });
  if (v.breakdown.length > 0 && v.phase === 'over')
    lines.push('得点：', ...v.breakdown.map((b) => `  ${b.seat === null ? '' : `${whoJa(v, b.seat)}：`}${b.ja ?? b.text}`));
  return lines.join('\n');
}
