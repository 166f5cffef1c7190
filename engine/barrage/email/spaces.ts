/**
 * The action spaces on the Barrage board: every space with the id `place <id>` takes, what it
 * costs to place there (engineers, and credits for the red-bordered spaces) and who is on it
 * this round. Grouped as on the boards (spec §1.12): each player's company board, then the
 * shared areas. Occupancy comes from `view.used` (space id → one seat per engineer placed;
 * company-board spaces are keyed `CB1#seat`, as engine/barrage/steps/actions.ts writes them).
 */
import { MAHIRI_SPACES } from '../data/companies';
import { SPACES, type SpaceAction, type SpaceRow } from '../data/spaces';
import { PATENT_PRICE } from '../data/tiles';
import type { BarrageView } from '../view';
import type { Lang } from '../../core/types';
import { occupantClass } from './style';

const NBSP = '\u00a0';

type Area = Exclude<SpaceAction['kind'], 'construct'>;

/** Shared areas in the order the email lists them, with their titles (Japanese: the seed's action names). */
const AREAS = [
  ['water', 'Water management', '水源'],
  ['bank', 'Bank', '銀行'],
  ['workshop', 'Workshop', '工場'],
  ['contracts', 'Contract office', '契約'],
  ['machinery', 'Machinery shop', '建機'],
  ['patent', 'Patent office', '特許'],
  ['produce', 'Turbine station (production)', '発電'],
] as const satisfies readonly (readonly [Area, string, string])[];

/** The words of the space lines besides the action texts. */
const WORDS = {
  en: {
    free: 'free',
    taken: 'taken',
    none: 'none',
    company: 'Company boards, each player’s own',
    blocked: (n: number) => `blocked for ${n} players`,
  },
  // No word for a free space in Japanese: the legend says a space with no name on it is free (a mail lists ~20).
  ja: { free: '', taken: '使用中', none: 'なし', company: '個人ボード（各自）', blocked: (n: number) => `${n}人では不可` },
} as const;

/** What one pair (or single space) of an area does, in a few words for the left column. */
function actionText(a: SpaceAction, lang: Lang): string {
  return lang === 'ja' ? actionTextJa(a) : actionTextEn(a);
}

/** The same in the seed's words (ワーカー, ホイール, ショベル, ミキサー, CR). */
function actionTextJa(a: SpaceAction): string {
  const pay = (price: number) => (price ? `、${price}CR` : '');
  switch (a.kind) {
    case 'construct':
      return '建設';
    case 'produce':
      return `発電${a.modifier === 0 ? '±0' : `${a.modifier > 0 ? '+' : '−'}${Math.abs(a.modifier)}`}`;
    case 'water':
      return `水${a.drops}${a.flow ? '（流す）' : ''}`;
    case 'workshop':
      return `ホイール${a.turns}${pay(a.price)}`;
    case 'machinery':
      return `${a.gain === 'ex' ? 'ショベル' : a.gain === 'choice' ? 'ショベルかミキサー' : 'ショベル+ミキサー'}${pay(a.price)}`;
    case 'contracts':
      return `${a.take}枚${pay(a.price)}`;
    case 'patent':
      return `1〜3のタイル、${PATENT_PRICE}CR`;
    case 'bank':
      return 'bank N：ワーカー1につき1CR';
  }
}

function actionTextEn(a: SpaceAction): string {
  switch (a.kind) {
    case 'construct':
      return 'build';
    case 'produce':
      return a.modifier === 0 ? 'produce ±0' : `produce ${a.modifier > 0 ? '+' : '−'}${Math.abs(a.modifier)}`;
    case 'water':
      return `${a.drops} drop${a.drops > 1 ? 's' : ''}${a.flow ? ', flowing' : ''}`;
    case 'workshop':
      return `turn wheel ${a.turns}${a.price ? `, pay ${a.price}` : ''}`;
    case 'machinery':
      return `${a.gain === 'ex' ? 'excavator' : a.gain === 'choice' ? 'exc. or mixer' : 'exc. + mixer'}, pay ${a.price}`;
    case 'contracts':
      return `take ${a.take}${a.price ? `, pay ${a.price}` : ''}`;
    case 'patent':
      return `buy the tile at 1–3, pay ${PATENT_PRICE}`;
    case 'bank':
      return 'bank N: 1 credit each';
  }
}

/** Engineers and space credits, e.g. `2e` or `3e+3cr`. */
function costText(engineers: number | string, credits: number): string {
  return `${engineers}e${credits ? `+${credits}cr` : ''}`;
}

export interface SpaceChip {
  /** Id, cost and `free` when nobody is on it, joined by no-break spaces (shorter than &nbsp;). */
  readonly text: string;
  /** Who is on it, each with their colour chip (several players on the Bank, with counts). */
  readonly on: { readonly who: string; readonly cls: string }[];
  readonly last: boolean;
}

export interface SpaceLine {
  /** What the spaces of the line do (left out where the group title says it). */
  readonly label: string | null;
  readonly chips: SpaceChip[];
  /** `blocked for N players` when the row is not in play at this player count. */
  readonly blocked: string | null;
}

export interface SpaceGroup {
  readonly title: string;
  readonly lines: SpaceLine[];
}

function withLast<T extends object>(items: readonly T[]): (T & { last: boolean })[] {
  return items.map((x, i) => ({ ...x, last: i === items.length - 1 }));
}

/** Occupant text of a shared space: the name, or names with a count on the Bank (`Anna×2`). */
function occupants(seats: readonly number[], nameOf: (seat: number) => string): { seat: number; who: string }[] {
  const counts = new Map<number, number>();
  for (const s of seats) counts.set(s, (counts.get(s) ?? 0) + 1);
  return [...counts].map(([seat, n]) => ({ seat, who: n > 1 ? `${nameOf(seat)}×${n}` : nameOf(seat) }));
}

function sharedChip(
  view: BarrageView,
  row: SpaceRow,
  blocked: boolean,
  nameOf: (seat: number) => string,
  lang: Lang,
): Omit<SpaceChip, 'last'> {
  const on = blocked ? [] : occupants(view.used[row.id] ?? [], nameOf).map((o) => ({ who: o.who, cls: occupantClass(o.seat) }));
  const cost = costText(row.action.kind === 'bank' ? 'N' : row.engineers, row.cost);
  const free = !blocked && on.length === 0 && WORDS[lang].free ? [WORDS[lang].free] : [];
  return { text: [row.id, cost, ...free].join(NBSP), on };
}

/**
 * Company boards: every player has CB1–CB4 (and Mahiri Sekibo's owner XO1/XO2, taken with
 * `copy … on XO1`), so the costs are listed once and then the spaces each player has taken.
 */
function companyLines(view: BarrageView, nameOf: (seat: number) => string, lang: Lang): SpaceLine[] {
  const personal = SPACES.filter((r) => r.personal).map((r) => ({ id: r.id, cost: costText(r.engineers, r.cost) }));
  const mahiri = view.seats.some((p) => p.officer === 'sekibo') ? MAHIRI_SPACES.map((x) => ({ id: x.id, cost: costText(1, x.cost) })) : [];
  const taken = view.seats.flatMap((p, seat) =>
    [...personal.filter((r) => (view.used[`${r.id}#${seat}`] ?? []).length > 0).map((r) => r.id), ...p.mahiriUsed].map((id) => ({
      text: id,
      on: [{ who: nameOf(seat), cls: occupantClass(seat) }],
    })),
  );
  return [
    { label: null, chips: withLast([...personal, ...mahiri].map((r) => ({ text: `${r.id}${NBSP}${r.cost}`, on: [] }))), blocked: null },
    { label: WORDS[lang].taken, chips: withLast(taken.length > 0 ? taken : [{ text: WORDS[lang].none, on: [] }]), blocked: null },
  ];
}

/** Shared lines of one area: an L/R pair (`K1bL`, `K1bR`) shares a line, blocked or not as a whole. */
function areaLines(view: BarrageView, area: Area, nameOf: (seat: number) => string, lang: Lang): SpaceLine[] {
  const rows = SPACES.filter((r) => r.action.kind === area && !r.personal);
  const pairs = new Map<string, SpaceRow[]>();
  for (const row of rows) {
    // L/R pairs share a line; so do the three Patent Office positions (PO1–PO3).
    const pair = row.action.kind === 'patent' ? 'PO' : row.id.replace(/[LR]$/, '');
    pairs.set(pair, [...(pairs.get(pair) ?? []), row]);
  }
  return [...pairs.values()].map((pair) => {
    const first = pair[0] as SpaceRow;
    const blocked = first.minPlayers > view.players;
    return {
      label: actionText(first.action, lang),
      chips: withLast(pair.map((row) => sharedChip(view, row, blocked, nameOf, lang))),
      blocked: blocked ? WORDS[lang].blocked(view.players) : null,
    };
  });
}

export function actionSpaces(view: BarrageView, nameOf: (seat: number) => string, lang: Lang = 'en'): SpaceGroup[] {
  const shared = AREAS
    // The Patent Office is not part of the introductory game (spec §1.12).
    .filter(([area]) => !(area === 'patent' && view.variant === 'intro'))
    .map(([area, en, ja]) => ({ title: lang === 'ja' ? ja : en, lines: areaLines(view, area, nameOf, lang) }));
  return [{ title: WORDS[lang].company, lines: companyLines(view, nameOf, lang) }, ...shared];
}
