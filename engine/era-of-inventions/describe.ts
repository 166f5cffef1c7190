/** Plain-text board for the CLI and the text part of emails, built only from a view. */
import { RESOURCES } from './data';
import { AREA_TEXT } from './steps/turn';
import type { EraView, SeatView } from './view';

function who(v: EraView, seat: number): string {
  return `Seat ${seat + 1}${seat === v.you ? ' (you)' : ''}`;
}

function seatLines(v: EraView, p: SeatView): string[] {
  const res = RESOURCES.map((r) => `${r} ${p.resources[r]}`).join(', ');
  const bonus = p.bonusUsable + p.bonusFresh > 0 ? `; bonus tokens ${p.bonusUsable}${p.bonusFresh > 0 ? ` (+${p.bonusFresh} not yet usable)` : ''}` : '';
  return [
    `${who(v, p.seat)}${p.seat === v.startPlayer ? ' [start player]' : ''}: ${p.ip} IP (track space ${p.trackSpace}), ${p.coins} coins, ${p.gears} gears${bonus}`,
    `  Resources: ${res}`,
    `  Factories (capacity ${p.capacity}): ${p.factories.join(', ')}`,
    `  Inventions ${p.inventions} (${p.gearsSpent} gears spent), patents ${p.patents}, markers left ${p.markers}${p.tokens.length > 0 ? `; tokens on ${p.tokens.join(', ')}` : ''}`,
  ];
}

export function describeView(v: EraView): string {
  const now =
    v.final !== null
      ? `The game is over. Final: ${v.final.map((f, seat) => `${who(v, seat)} ${f.total}`).join(', ')}.`
      : `Now: ${v.pending.map((p) => `${who(v, p.seat)} must ${p.prompt}`).join('; ')}.`;
  const lines = [
    `Era of Inventions, round ${v.round} of ${v.rounds}. Start player: ${who(v, v.startPlayer)}.`,
    ...(v.notice ? [`NOTE: ${v.notice}`] : []),
    now,
    'Action areas:',
    ...v.areas.map((a) => `  ${AREA_TEXT[a.area]}: ${a.tokens.length > 0 ? a.tokens.map((x) => who(v, x)).join(', ') : '-'}`),
    'Invention display (oldest first):',
    ...v.inventionDisplay.map((c, i) => `  ${i + 1}. ${c ? `${c.id} (${c.kind}): costs ${c.cost}, gives ${c.benefit}` : 'empty'}`),
    `  Draw pile ${v.inventionDraw}, discard ${v.inventionDiscard.length}${v.newCards.length > 0 ? `, new cards waiting: ${v.newCards.join(', ')}` : ''}`,
    'Factory display (oldest first):',
    ...v.factoryDisplay.map((f, i) => `  ${i + 1}. ${f ? `${f.id}: costs ${f.cost}, makes ${f.output}, capacity ${f.capacity}${f.ip > 0 ? `, ${f.ip} IP` : ''}` : 'empty'}`),
    `  Draw pile ${v.factoryDraw}, discard ${v.factoryDiscard.length}`,
    `Ships and warehouses: ${v.supply.map((x) => `${x.id} ${x.pieces}`).join(', ')}`,
    'Inventions (gears / IP / developer reward: developer, patent):',
    ...v.spaces.map(
      (x) =>
        `  ${x.id}: ${x.gearCost} / ${x.developIP} / ${x.reward}${x.developer !== null ? `: ${who(v, x.developer)}${x.patent !== null ? ', patented' : ''}` : ''}`,
    ),
    `Patent track (step: coins, IP): ${v.patentTrack.map((t) => `${t.step}: ${t.cost}, ${t.ip}`).join(' · ')}`,
  ];
  for (const p of v.seats) lines.push(...seatLines(v, p));
  return lines.join('\n');
}
