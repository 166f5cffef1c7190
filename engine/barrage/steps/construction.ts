/** DP-04 (spec §4.4.1): the construction's tile, then type and site, then payment mix. */
import { an } from '../english';
import { buildableSites, paymentOptions, tileChoices, tileUsable, typesFor, whyNotSite, type Payment } from '../build';
import { construct, describeTile, describeTileJa } from '../construct';
import { say } from '../ctx';
import type { Ctx } from '../ctx';
import { STRUCTURE_JA, type StructureType } from '../data/companies';
import type { Frame, TileChoice } from '../frames';
import type { BarrageState } from '../state';
import type { Step } from './step';
import { offTopic, whyNotPay, whyNotTile } from './why';

function tileOf(m: { tile: string; copy?: string; fromWheel?: true }): TileChoice {
  return { tile: m.tile, ...(m.copy ? { copy: m.copy } : {}), ...(m.fromWheel ? { fromWheel: true as const } : {}) };
}

export const chooseTileStep: Step<'chooseTile'> = {
  decision: 'DP-04',
  prompt: () => 'choose a technology tile',
  promptJa: () => '技術タイルを選ぶ',
  // A tile is listed when it can build somewhere with some payment (spec §4.4.1 legality 2–5).
  legal(s, f) {
    const p = s.seats[f.seat]!;
    return tileChoices(p, false)
      .filter((c) => tileUsable(s, f.seat, c))
      .map((c) => ({ kind: 'tile' as const, ...c }));
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'tile') return [];
    const tile = tileOf(move);
    say(d, f.seat, () => [`chooses technology tile ${describeTile(tile)}`, `${describeTileJa(tile)}を選ぶ`]);
    return [{ kind: 'chooseSite', seat: f.seat, tile, engineerFree: false }];
  },
  explain: (s, f, seat, move) =>
    move.kind === 'tile'
      ? whyNotTile(s, seat, tileOf(move))
      : offTopic(move, { en: 'choose a technology tile', ja: '技術タイルを選ぶ' }, chooseTileStep.legal(s, f, seat)),
  neutral: () => null,
};

/** Build now when only one payment is possible; otherwise ask for the mix. */
function buildOrAsk(d: BarrageState, seat: number, tile: TileChoice, type: StructureType, site: string, ctx: Ctx): Frame[] {
  const options = paymentOptions(d.seats[seat]!, tile, type, site);
  if (options.length === 1) return construct(d, seat, tile, type, site, options[0] as Payment, ctx);
  // The payment is asked next: say what is being built (every move tells what happened).
  say(ctx, seat, `chooses to build ${an(type)} at ${site}`, `${site}に${STRUCTURE_JA[type]}を建てることにする`);
  return [{ kind: 'choosePayment', seat, tile, type, site }];
}

export const chooseSiteStep: Step<'chooseSite'> = {
  decision: 'DP-04',
  prompt: () => 'choose what to build and where',
  promptJa: () => '建物と建設場所を選ぶ',
  legal(s, f) {
    return typesFor(f.tile).flatMap((type) =>
      buildableSites(s, f.seat, f.tile, type).map((site) => ({ kind: 'site' as const, type, site })),
    );
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'site') return [];
    return buildOrAsk(d.s, f.seat, f.tile, move.type, move.site, d);
  },
  explain: (s, f, seat, move) =>
    move.kind === 'site'
      ? whyNotSite(s, seat, f.tile, move.type, move.site)
      : offTopic(move, { en: 'choose what to build and where', ja: '建物と建設場所を選ぶ' }, chooseSiteStep.legal(s, f, seat)),
  neutral: () => null,
};

export const choosePaymentStep: Step<'choosePayment'> = {
  decision: 'DP-04',
  prompt: () => 'choose how to pay',
  promptJa: () => '支払い方法を選ぶ',
  legal(s, f) {
    return paymentOptions(s.seats[f.seat]!, f.tile, f.type, f.site).map((p) => ({ kind: 'pay' as const, ...p }));
  },
  apply(d, f, _seat, move) {
    if (move.kind !== 'pay') return [];
    return construct(d.s, f.seat, f.tile, f.type, f.site, { ex: move.ex, mx: move.mx, cr: move.cr }, d);
  },
  explain: (s, f, seat, move) =>
    move.kind === 'pay'
      ? whyNotPay(s, f, seat, move)
      : offTopic(move, { en: 'choose how to pay', ja: '支払い方法を選ぶ' }, choosePaymentStep.legal(s, f, seat)),
  // The cheapest mix: fewest credits (Jordan's substitutes cost 3 each), machinery kept otherwise.
  neutral: (_s, _f, _seat, legal) => [...legal].sort((a, b) => (a.kind === 'pay' && b.kind === 'pay' ? a.cr - b.cr : 0))[0] ?? null,
};
