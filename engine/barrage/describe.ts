/** Plain-text board for emails and the CLI, built only from a view. */
import { CONDUIT_BY_ID, DAM_SITES } from './data/map';
import { contractRow } from './data/contracts';
import { formatReward } from './data/rewards';
import { OFFICER_NAMES } from './data/companies';
import type { BarrageView } from './view';

const who = (v: BarrageView, seat: number) => (seat < 0 ? 'neutral' : `P${seat + 1}${v.seats[seat]?.company ? ` ${v.seats[seat]!.company}` : ''}`);
const contract = (id: string) => `${id} (${contractRow(id).energy} E: ${formatReward(contractRow(id).reward)})`;

export function describeView(v: BarrageView): string {
  const lines: string[] = [];
  lines.push(`Barrage (${v.variant}), round ${v.round} of 5, ${v.phase === 'over' ? 'game over' : v.phase}`);
  lines.push(`Turn order: ${v.turnOrder.map((s) => who(v, s)).join(', ')}`);
  if (v.waitingFor) lines.push(`Waiting for ${who(v, v.waitingFor.seat)}: ${v.waitingFor.prompt}`);
  lines.push(`Round bonus tiles: ${v.bonusTiles.map((t, i) => `${i + 1}:${t}`).join(' ')}; objective: ${v.objective}`);
  lines.push(`Headstreams: ${Object.entries(v.headstreams).map(([h, x]) => `${h}=${x.tile} (${x.drops} waiting)`).join(', ')}`);
  lines.push('Dams (basin: owner level/drops):');
  for (const site of DAM_SITES) {
    const dam = v.dams[site.id];
    if (dam) lines.push(`  ${site.id}: ${who(v, dam.owner)} level ${dam.level}, ${dam.drops} drop${dam.drops === 1 ? '' : 's'}`);
  }
  const conduits = Object.entries(v.conduits).map(([id, o]) => `${id}(${CONDUIT_BY_ID.get(id)!.value}→P${CONDUIT_BY_ID.get(id)!.endZone}) ${who(v, o)}`);
  lines.push(`Conduits: ${conduits.join(', ') || 'none'}`);
  lines.push(`Powerhouses: ${Object.entries(v.powerhouses).map(([id, o]) => `${id} ${who(v, o)}`).join(', ') || 'none'}`);
  lines.push(`Face-up contracts: ${Object.values(v.contracts.faceUp).flat().map(contract).join('; ') || 'none'} (stacks: ${Object.entries(v.contracts.stackSizes).map(([c, n]) => `${c} ${n}`).join(', ')})`);
  lines.push(`National contracts: ${v.contracts.national.map(contract).join('; ') || 'none'}`);
  if (v.variant === 'normal') lines.push(`Patent office: ${v.patent.positions.map((t, i) => `${i + 1}:${t ?? '—'}`).join(' ')}`);
  if (v.draft) lines.push(`To choose: ${v.draft.pairs.map((p) => `${p.company}+${p.officer}`).join(', ')}; starting contracts ${v.draft.starting.join(', ')}`);
  v.seats.forEach((p, seat) => {
    lines.push(`${who(v, seat)}${seat === v.you ? ' (you)' : ''}${p.officer ? `, ${OFFICER_NAMES[p.officer]}` : ''}: ${p.vp} VP, energy ${p.energy}, ${p.credits} cr, ${p.ex} Ex, ${p.mx} Mx, ${p.engineers} engineers${p.passed ? ', passed' : ''}`);
    lines.push(`  pieces left: ${p.pieces.base} bases, ${p.pieces.elevation} elevations, ${p.pieces.conduit} conduits, ${p.pieces.powerhouse} powerhouses`);
    lines.push(`  tiles: ${p.tiles.join(', ') || 'none'}; wheel (open ${p.wheel.open}): ${p.wheel.segments.map((g, i) => `${i}[${[...g.tiles, g.ex ? `${g.ex}Ex` : '', g.mx ? `${g.mx}Mx` : ''].filter(Boolean).join(' ')}]`).join(' ')}`);
    lines.push(`  contracts: ${p.hand.map(contract).join('; ') || 'none'}; fulfilled: ${p.fulfilled.join(', ') || 'none'}`);
  });
  if (v.breakdown.length > 0 && v.phase === 'over') lines.push('Scoring:', ...v.breakdown.map((b) => `  ${b.seat === null ? '' : `seat ${b.seat + 1}: `}${b.text}`));
  return lines.join('\n');
}
