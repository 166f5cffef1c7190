/**
 * The 20 Automa tiles (Automa spec §4): the action side (the flow, §4.1) and the criteria side
 * (§4.2), as BGA's `AutomaCards/CardN.php` model them [BA], checked against the printed tiles for
 * tiles 1, 4 and 17 [BI]. External work and private buildings belong to The Leeghwater Project
 * and are never feasible in the base game (§3.3); they stay in the table so the flow reads as printed.
 */
import type { StructureType } from '../data/companies';
import type { Headstream } from '../data/map';

export type AutomaColour = 'green' | 'yellow' | 'red';
/** "Any machinery" by the fewer rule (§5.8), or named machinery. */
export type MachineGain = 'any' | 'ex' | 'mx' | '2ex' | 'ex+mx';

interface Eng {
  /** Engineers the action takes (1 or 2). */
  readonly eng: 1 | 2;
}

export type AutomaAction =
  | (Eng & { readonly type: 'produce'; readonly colour: AutomaColour; readonly mod: number })
  | (Eng & { readonly type: 'droplet'; readonly n: number; readonly flow: boolean })
  | (Eng & { readonly type: 'takeContract'; readonly colour: AutomaColour })
  | (Eng & {
      readonly type: 'construct';
      readonly structure: StructureType;
      readonly area?: 'hills' | 'mountains';
      readonly minValue?: number;
    })
  | (Eng & { readonly type: 'patent'; readonly structure: StructureType | 'building'; readonly vp: number })
  | (Eng & { readonly type: 'wheel'; readonly n: number; readonly vp: number })
  /** `notR5`: not in round 5; `disputed`: the open point that may switch the condition off (AUT-4). */
  | (Eng & {
      readonly type: 'machine';
      readonly gain: MachineGain;
      readonly vp: number;
      readonly notR5: boolean;
      readonly disputed?: 'AUT-4';
    })
  | (Eng & { readonly type: 'vp'; readonly n: number })
  | (Eng & { readonly type: 'external'; readonly order: string })
  | (Eng & { readonly type: 'building' });

export type BaseCriterion = 'MC' | 'PH' | 'PW' | 'PAY' | 'HW' | 'BS';
export type ConduitCriterion = 'HI' | '2ND' | 'DAM' | 'DAM-R' | 'PHS' | 'PHS-R';
export type PowerhouseCriterion = 'BW' | 'BW-R' | 'CON' | 'OD' | 'PLN' | 'Z5' | 'Z6' | 'Z7';

export interface Criteria {
  /** Rows A, B, C for bases and elevations (AUT-12), then the tie-break start zone. */
  readonly base: readonly [BaseCriterion, BaseCriterion, BaseCriterion];
  readonly baseStart: number;
  readonly conduit: readonly [ConduitCriterion, ConduitCriterion, ConduitCriterion];
  readonly conduitStart: string;
  readonly powerhouse: readonly [PowerhouseCriterion, PowerhouseCriterion, PowerhouseCriterion];
  readonly powerhouseStart: number;
  /** Order the headstreams are tried for drops (§5.4). */
  readonly headstreams: readonly Headstream[];
}

export interface AutomaTile {
  readonly n: number;
  readonly flow: readonly AutomaAction[];
  readonly criteria: Criteria;
  readonly source: string;
}

const prod = (eng: 1 | 2, colour: AutomaColour, mod = 0): AutomaAction => ({ type: 'produce', eng, colour, mod });
const w2: AutomaAction = { type: 'droplet', eng: 1, n: 2, flow: false };
const w1: AutomaAction = { type: 'droplet', eng: 1, n: 1, flow: true };
const take = (colour: AutomaColour): AutomaAction => ({ type: 'takeContract', eng: 1, colour });
const build = (structure: StructureType, extra: { area?: 'hills' | 'mountains'; minValue?: number } = {}): AutomaAction => ({
  type: 'construct',
  eng: 2,
  structure,
  ...extra,
});
const pat = (structure: StructureType | 'building', vp: number, eng: 1 | 2 = 1): AutomaAction => ({ type: 'patent', eng, structure, vp });
const wh = (n: number, vp: number, eng: 1 | 2 = 1): AutomaAction => ({ type: 'wheel', eng, n, vp });
const mach = (gain: MachineGain, vp: number, eng: 1 | 2 = 1): AutomaAction => ({ type: 'machine', eng, gain, vp, notR5: true });
const vp1: AutomaAction = { type: 'vp', eng: 1, n: 1 };
const ext = (order: string): AutomaAction => ({ type: 'external', eng: 2, order });
const bld: AutomaAction = { type: 'building', eng: 1 };

const crit = (
  base: Criteria['base'],
  baseStart: number,
  conduit: Criteria['conduit'],
  conduitStart: string,
  powerhouse: Criteria['powerhouse'],
  powerhouseStart: number,
  headstreams: string,
): Criteria => ({
  base,
  baseStart,
  conduit,
  conduitStart,
  powerhouse,
  powerhouseStart,
  headstreams: headstreams.split('') as Headstream[],
});

/** §4.1 and §4.2, tile by tile. */
export const AUTOMA_TILES: readonly AutomaTile[] = [
  {
    n: 1,
    flow: [prod(1, 'green', -2), w2, build('base'), build('elevation'), ext('1-2-3'), wh(1, 0), mach('any', 3), vp1],
    criteria: crit(['MC', 'PH', 'PW'], 1, ['HI', 'DAM', 'PHS'], 'C1L', ['BW', 'CON', 'OD'], 5, 'ABCD'),
    source: '[BA][BI]',
  },
  {
    n: 2,
    flow: [prod(1, 'green', -2), w1, build('base', { area: 'hills' }), build('powerhouse'), wh(2, 2), ext('2-3-1'), mach('any', 3), vp1],
    criteria: crit(['MC', 'PH', 'PAY'], 2, ['HI', 'DAM', 'PHS'], 'C1R', ['BW', 'CON', 'OD'], 6, 'BCDA'),
    source: '[BA]',
  },
  {
    n: 3,
    flow: [prod(1, 'green', -1), take('green'), build('base'), pat('base', 2), ext('3-2-1'), wh(1, 0), vp1],
    criteria: crit(['MC', 'PH', 'BS'], 3, ['HI', 'PHS', 'DAM'], 'C2L', ['BW-R', 'CON', 'OD'], 7, 'CDAB'),
    source: '[BA]',
  },
  {
    n: 4,
    flow: [
      prod(1, 'green', -1),
      build('base', { area: 'mountains' }),
      { type: 'machine', eng: 1, gain: 'ex', vp: 2, notR5: true, disputed: 'AUT-4' },
      ext('1-2-3'),
      wh(1, 0),
      vp1,
    ],
    criteria: crit(['MC', 'PH', 'HW'], 4, ['HI', 'PHS', 'DAM'], 'C2R', ['BW-R', 'CON', 'OD'], 11, 'DABC'),
    source: '[BA][BI]',
  },
  {
    n: 5,
    flow: [prod(2, 'green'), w2, build('elevation'), build('conduit'), wh(3, 5, 2), ext('2-3-1'), mach('any', 3), vp1],
    criteria: crit(['MC', 'PH', 'PW'], 6, ['PHS', 'DAM', 'HI'], 'C3L', ['Z5', 'CON', 'OD'], 5, 'DCBA'),
    source: '[BA]',
  },
  {
    n: 6,
    flow: [prod(2, 'green'), w1, build('elevation'), build('base'), ext('3-2-1'), wh(1, 0), mach('any', 3), vp1],
    criteria: crit(['MC', 'PH', 'PAY'], 7, ['PHS', 'DAM', 'HI'], 'C3R', ['Z6', 'CON', 'OD'], 6, 'CBAD'),
    source: '[BA]',
  },
  {
    n: 7,
    flow: [prod(2, 'yellow'), take('yellow'), build('elevation'), build('powerhouse'), pat('elevation', 2), ext('1-2-3'), wh(1, 0), vp1],
    criteria: crit(['MC', 'PH', 'BS'], 8, ['PHS', 'DAM', 'HI'], 'C4L', ['Z7', 'CON', 'OD'], 7, 'BADC'),
    source: '[BA]',
  },
  {
    n: 8,
    flow: [prod(2, 'yellow'), take('yellow'), build('elevation'), build('powerhouse'), mach('mx', 3), ext('2-3-1'), wh(1, 0), vp1],
    criteria: crit(['MC', 'PH', 'HW'], 9, ['PHS', 'DAM', 'HI'], 'C4R', ['PLN', 'CON', 'OD'], 12, 'CBAD'),
    source: '[BA]',
  },
  {
    n: 9,
    flow: [prod(2, 'green'), w2, build('conduit', { minValue: 3 }), build('elevation'), wh(2, 2), ext('3-2-1'), mach('any', 3), vp1],
    criteria: crit(['PAY', 'MC', 'PH'], 1, ['DAM', 'PHS', 'HI'], 'C5L', ['CON', 'OD', 'BW'], 8, 'ABCD'),
    source: '[BA]',
  },
  {
    n: 10,
    flow: [prod(2, 'green'), w1, build('conduit'), build('powerhouse'), ext('1-2-3'), wh(3, 5, 2), mach('any', 3), vp1],
    criteria: crit(['PAY', 'MC', 'PH'], 2, ['DAM', 'PHS', 'HI'], 'C5R', ['CON', 'OD', 'BW'], 9, 'BCDA'),
    source: '[BA]',
  },
  {
    n: 11,
    flow: [prod(2, 'green', 1), take('green'), build('conduit'), pat('conduit', 2), ext('2-3-1'), wh(1, 0), vp1],
    criteria: crit(['BS', 'PH', 'MC'], 3, ['DAM', 'PHS', 'HI'], 'C6L', ['CON', 'OD', 'BW'], 9, 'CDAB'),
    source: '[BA]',
  },
  {
    n: 12,
    flow: [prod(2, 'red'), take('red'), build('conduit', { minValue: 4 }), mach('2ex', 4, 2), ext('3-2-1'), wh(1, 0), vp1],
    criteria: crit(['BS', 'PH', 'MC'], 4, ['DAM', 'PHS', 'HI'], 'C6R', ['CON', 'OD', 'BW'], 10, 'DABC'),
    source: '[BA]',
  },
  {
    n: 13,
    flow: [prod(2, 'yellow', 1), w2, build('powerhouse'), build('base'), wh(1, 0), ext('1-2-3'), mach('any', 3), vp1],
    criteria: crit(['PAY', 'PH', 'MC'], 6, ['DAM-R', '2ND', 'PHS'], 'C7L', ['CON', 'OD', 'BW'], 10, 'DCBA'),
    source: '[BA]',
  },
  {
    n: 14,
    flow: [prod(2, 'yellow', 1), w1, build('powerhouse'), build('conduit'), wh(2, 2), ext('2-3-1'), mach('any', 3), vp1],
    criteria: crit(['PAY', 'PH', 'MC'], 7, ['DAM-R', '2ND', 'PHS'], 'C7R', ['CON', 'OD', 'BW'], 11, 'CBAD'),
    source: '[BA]',
  },
  {
    n: 15,
    flow: [prod(2, 'green', 1), build('powerhouse'), pat('powerhouse', 0, 2), ext('3-2-1'), wh(1, 0), vp1],
    criteria: crit(['HW', 'MC', 'PH'], 8, ['PHS-R', '2ND', 'DAM-R'], 'C8L', ['CON', 'OD', 'BW'], 11, 'BADC'),
    source: '[BA]',
  },
  {
    n: 16,
    flow: [prod(2, 'red'), take('red'), build('powerhouse'), mach('mx', 3), ext('1-2-3'), wh(1, 0), vp1],
    criteria: crit(['HW', 'MC', 'PH'], 9, ['PHS-R', '2ND', 'DAM-R'], 'C8R', ['OD', 'CON', 'BW'], 12, 'CBAD'),
    source: '[BA]',
  },
  {
    n: 17,
    flow: [prod(2, 'green', 2), w2, build('base'), bld, wh(1, 0), mach('any', 3), vp1],
    criteria: crit(['PW', 'MC', 'PAY'], 5, ['2ND', 'DAM', 'PHS'], 'C9L', ['OD', 'CON', 'BW'], 8, 'ABCD'),
    source: '[BA][BI]',
  },
  {
    n: 18,
    flow: [prod(2, 'yellow', 2), w2, build('base'), bld, ext('3-2-1'), mach('ex+mx', 5, 2), wh(1, 0), vp1],
    criteria: crit(['PW', 'MC', 'BS'], 10, ['2ND', 'DAM', 'PHS'], 'C9R', ['OD', 'CON', 'BW'], 11, 'CBAD'),
    source: '[BA]',
  },
  {
    n: 19,
    flow: [prod(2, 'yellow', 2), build('conduit'), bld, ext('3-2-1'), pat('building', 2), mach('ex+mx', 5, 2), wh(1, 0), vp1],
    criteria: crit(['PW', 'MC', 'HW'], 5, ['2ND', 'PHS', 'DAM'], 'C10L', ['OD', 'CON', 'BW'], 12, 'CDAB'),
    source: '[BA]',
  },
  {
    n: 20,
    flow: [prod(2, 'green', 2), build('powerhouse'), bld, mach('ex+mx', 5, 2), ext('2-3-1'), wh(1, 0), vp1],
    criteria: crit(['PW', 'MC', 'HW'], 10, ['2ND', 'PHS', 'DAM'], 'C10R', ['OD', 'CON', 'BW'], 12, 'DABC'),
    source: '[BA]',
  },
];

export function automaTile(n: number): AutomaTile {
  const t = AUTOMA_TILES[n - 1];
  if (!t || t.n !== n) throw new Error(`no Automa tile ${n}`);
  return t;
}
