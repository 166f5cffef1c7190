/**
 * Barrage board partial: turns a seat's `BarrageView` (engine/barrage/view.ts) into the mustache
 * data of engine/barrage/email/board.mjml. Only the view is read; the private contract stacks and
 * technology decks reach this code as counts only, so their order cannot leak into an email.
 */
import { automaName } from '../automa/names';
import { COMPANY_NAMES_JA, OFFICER_NAMES } from '../data/companies';
import { CONTRACT_KIND_JA, PRIVATE_COLOURS } from '../data/contracts';
import { BONUS_SECTION, energyCredits, OBJECTIVE_VP, ROUNDS, ZERO_ENERGY } from '../data/energy';
import { ADVANCED_BY_ID, BONUS_TILES, OBJECTIVE_TILES, type BonusTile } from '../data/tiles';
import type { BarrageView } from '../view';
import type { Lang, SeatName } from '../../core/types';
import { tileShortJa } from '../notation-ja';
import { mapRows, waterTotals } from './map';
import { COMPANY_NAMES, contractChip, seatCard } from './seat';
import { actionSpaces } from './spaces';
import { BOARD_CLASSES, badgeClass, barClass } from './style';
import { BOARD_WORDS } from './words';

export const PHASE_TEXT = {
  en: { draft: 'choosing companies', actions: 'action phase', over: 'game over' },
  ja: { draft: '個人ボードの選択', actions: 'アクション', over: 'ゲーム終了' },
} as const satisfies Record<Lang, Record<BarrageView['phase'], string>>;

/** Width in px of a full energy bar; fits a phone column beside name and numbers. */
const BAR_PX = 120;

/** What a round bonus tile counts, in the singular (spec §1.6). */
const BONUS_ITEM = {
  'rb-contract': 'fulfilled contract',
  'rb-base': 'base',
  'rb-elevation': 'elevation',
  'rb-conduit': 'conduit',
  'rb-powerhouse': 'powerhouse',
  'rb-advtech': 'advanced technology tile',
} as const satisfies Record<BonusTile, string>;

function bonusText(tile: BonusTile, lang: Lang): string {
  return lang === 'ja'
    ? `${BONUS_TILES[tile].countsJa}1個につき${BONUS_TILES[tile].vpEach}VP`
    : `${BONUS_TILES[tile].vpEach} VP per ${BONUS_ITEM[tile]}`;
}

/** "Round 2: …" / 「第2ラウンド: …」. */
function roundText(round: number, text: string, lang: Lang): string {
  return lang === 'ja' ? `第${round}ラウンド：${text}` : `Round ${round}: ${text}`;
}

/**
 * Names for map chips: each name's first word (10 characters at most); where two first words are the
 * same, the names themselves (14 characters at most); where those are still the same, the name with
 * its place in the list ("Ann 2"), so a chip never stands for two players.
 */
function shortNames(names: readonly string[]): string[] {
  const clashes = (list: readonly string[], i: number) => list.filter((t) => t.toLowerCase() === list[i]!.toLowerCase()).length > 1;
  const first = names.map((n) => (n.trim().split(/\s+/)[0] ?? n).slice(0, 10));
  const whole = names.map((n) => n.trim().slice(0, 14));
  return first.map((s, i) =>
    s !== '' && !clashes(first, i) ? s : whole[i] !== '' && !clashes(whole, i) ? whole[i]! : `${whole[i]} ${i + 1}`.trim(),
  );
}

function energyTrack(view: BarrageView, names: readonly string[], lang: Lang) {
  const order = view.turnOrder.length === view.players ? view.turnOrder : view.seats.map((_, s) => s);
  const ranked = [...order].sort((a, b) => (view.seats[b]?.energy ?? 0) - (view.seats[a]?.energy ?? 0));
  const full = BONUS_SECTION.energy * Math.min(view.round, ROUNDS);
  const scale = Math.max(30, full, ...view.seats.map((p) => p.energy));
  return ranked.map((seat, i) => {
    const energy = view.seats[seat]?.energy ?? 0;
    const previous = i > 0 ? (view.seats[ranked[i - 1] as number]?.energy ?? 0) : null;
    return {
      place: previous === energy ? '=' : String(i + 1),
      name: names[seat],
      badgeClass: badgeClass(seat),
      energy,
      // The track (class qk) is BAR_PX wide; the bar takes the seat's colour class.
      barStyle: `width:${Math.round((BAR_PX * energy) / scale)}px`,
      barClass: barClass(seat),
      credits:
        lang === 'ja'
          ? energy > 0
            ? `${energyCredits(energy)}CR`
            : `${ZERO_ENERGY.credits}CR、−${ZERO_ENERGY.vpLoss}VP`
          : energy > 0
            ? `${energyCredits(energy)} cr`
            : `${ZERO_ENERGY.credits} cr, −${ZERO_ENERGY.vpLoss} VP`,
    };
  });
}

function roundBonus(view: BarrageView, lang: Lang) {
  const r = Math.min(view.round, ROUNDS);
  const tile = view.bonusTiles[r - 1];
  const full = BONUS_SECTION.energy * r;
  const { penalty, energy: section } = BONUS_SECTION;
  return {
    now: tile ? roundText(r, bonusText(tile, lang), lang) : null,
    rule:
      lang === 'ja'
        ? `発電${full}で満額、${section}不足ごとに−${penalty}VP、${section}未満は0。`
        : `Full bonus at ${full} energy; −${penalty} VP per missing ${section}, none below ${section}.`,
    later: view.bonusTiles.flatMap((t, i) => (i + 1 > r ? [{ text: roundText(i + 1, bonusText(t, lang), lang) }] : [])),
  };
}

function contracts(view: BarrageView, lang: Lang) {
  const chip = (id: string) => contractChip(id, lang);
  return {
    rows: PRIVATE_COLOURS.map((colour) => {
      const left = view.contracts.stackSizes[colour] ?? 0;
      return {
        colour: lang === 'ja' ? CONTRACT_KIND_JA[colour] : colour[0]?.toUpperCase() + colour.slice(1),
        items: view.contracts.faceUp[colour].map(chip),
        left: lang === 'ja' ? `山${left}` : `${left} in stack`,
      };
    }),
    national: view.contracts.national.map(chip),
    hasNational: view.contracts.national.length > 0,
  };
}

function patentOffice(view: BarrageView, lang: Lang) {
  if (view.variant !== 'normal') return null;
  const ja = lang === 'ja';
  return {
    positions: view.patent.positions.map((t, i) => {
      const row = t ? ADVANCED_BY_ID.get(t) : undefined;
      const deck = view.patent.deckSizes[i] ?? 0;
      return {
        n: i + 1,
        tile: t ? (ja ? tileShortJa(t) : t) : ja ? '空' : 'empty',
        effect: row ? (ja ? row.effectJa : row.effect) : '',
        deck: ja ? `（山${deck}）` : `(${deck} in deck)`,
      };
    }),
  };
}

function draft(view: BarrageView, lang: Lang) {
  if (!view.draft) return null;
  const company = lang === 'ja' ? COMPANY_NAMES_JA : COMPANY_NAMES;
  return {
    pairs: view.draft.pairs.map((p) => `${company[p.company]} + ${OFFICER_NAMES[p.officer]}`).join(' · '),
    starting: view.draft.starting.map((id) => contractChip(id, lang)),
  };
}

/** The board's first line: round, phase and variant. */
function heading(view: BarrageView, lang: Lang): string {
  const round = Math.min(view.round, ROUNDS);
  const phase = PHASE_TEXT[lang][view.phase];
  if (lang === 'ja') return `盤面 · 第${round}/${ROUNDS}ラウンド · ${phase}${view.variant === 'intro' ? ' · 導入ルール' : ''}`;
  return `Board · round ${round} of ${ROUNDS} · ${phase}${view.variant === 'intro' ? ' · introductory game' : ''}`;
}

/** Who decides now, around their name badge: "Waiting for [Ann] to …" / 「[Ann]の番: …」. */
function waiting(view: BarrageView, names: readonly string[], lang: Lang) {
  const w = view.waitingFor;
  if (!w) return null;
  const around = lang === 'ja' ? { before: '', after: `の番：${w.promptJa}` } : { before: 'Waiting for ', after: ` to ${w.prompt}` };
  return { name: names[w.seat], badgeClass: badgeClass(w.seat), ...around };
}

function pairs<T>(items: readonly T[]): { cards: T[] }[] {
  return Array.from({ length: Math.ceil(items.length / 2) }, (_, i) => ({ cards: items.slice(2 * i, 2 * i + 2) }));
}

export function barrageBoard(view: BarrageView, players: readonly SeatName[], lang: Lang = 'en') {
  // An Automa's seat has no player: it is named by the rules (Automa I, II …), whatever the service lists for it.
  const names = Array.from({ length: view.players }, (_, seat) =>
    view.seats[seat]?.automa ? automaName(view, seat, lang) : (players.find((p) => p.seat === seat)?.name ?? `Player ${seat + 1}`),
  );
  // Map chips name an Automa without its company ("Automa I"), which its badge colour shows.
  const short = shortNames(
    names.map((n, seat) =>
      view.seats[seat]?.automa ? automaName({ seats: [], ...(view.automa ? { automa: view.automa } : {}) }, seat, lang) : n,
    ),
  );
  const ja = lang === 'ja';
  const shortOf = (seat: number) => (seat < 0 ? (ja ? '中立' : 'neutral') : (short[seat] ?? names[seat] ?? '?'));
  const water = waterTotals(view);
  const objective = OBJECTIVE_TILES[view.objective];
  return {
    t: BOARD_WORDS[lang],
    classStyles: BOARD_CLASSES,
    heading: heading(view, lang),
    waiting: waiting(view, names, lang),
    turnOrder: view.turnOrder.map((seat, i) => ({ n: i + 1, name: names[seat], badgeClass: badgeClass(seat) })),
    energy: energyTrack(view, names, lang),
    bonus: roundBonus(view, lang),
    objective: ja
      ? `${objective.ranksJa}（終了時${OBJECTIVE_VP.join('/')}VP）`
      : `${objective.ranks} (${OBJECTIVE_VP.join('/')} VP at the end)`,
    extraOfficers: view.extraOfficers.length > 0 ? view.extraOfficers.map((o) => OFFICER_NAMES[o]).join(', ') : null,
    areas: mapRows(view, shortOf, lang),
    mapHeading: ja ? `地図 · ダムの水${water.held} · 待機${water.waiting}` : `Map · water held ${water.held} · waiting ${water.waiting}`,
    contracts: contracts(view, lang),
    patent: patentOffice(view, lang),
    draft: draft(view, lang),
    // Only while engineers are being placed: in the draft and after the game nobody is on a space.
    actionSpaces: view.phase === 'actions' ? { spaces: actionSpaces(view, shortOf, lang) } : null,
    // Two cards a row on a desktop, one under the other on a phone, in seat order either way.
    seatRows: pairs(view.seats.map((_, seat) => seatCard(view, seat, names[seat] as string, lang))),
  };
}
