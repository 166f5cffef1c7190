/**
 * Every word of the Barrage board in the reader's language: board.mjml has no words
 * of its own, it shows `t` (these labels) and the phrases below. Japanese game words are the
 * rules seed's (engine/barrage/RULES-NOTES.md, "Japanese"); ids that moves use (1U, C5R, P10_1,
 * tile and contract ids) and the units VP, CR, E, e (engineers) stay as they are. The Japanese
 * is short on purpose: the Barrage email is the largest one and must stay under 80 KB.
 */
import { AREA_JA, type Area } from '../data/map';
import type { Lang } from '../../core/types';

export interface BoardWords {
  readonly turnOrder: string;
  readonly toChoose: string;
  readonly starting: string;
  readonly energyTrack: string;
  readonly atRoundEnd: string;
  readonly roundBonus: string;
  readonly objective: string;
  readonly officersToCopy: string;
  /** Map legend, around the held (●) and room (○) dots and the red word. */
  readonly legend: readonly [string, string, string, string];
  readonly red: string;
  readonly contractsOnOffer: string;
  readonly national: string;
  readonly patentOffice: string;
  readonly actionSpaces: string;
  /** Action-space legend, around the example move. */
  readonly spacesLegend: readonly [string, string];
  readonly example: string;
  readonly you: string;
  readonly passed: string;
  readonly copying: string;
  readonly vp: string;
  readonly energy: string;
  readonly leftToBuild: string;
  readonly dams: string;
  readonly conduits: string;
  readonly powerhouses: string;
  readonly none: string;
  readonly tiles: string;
  readonly wheel: string;
  readonly open: string;
  readonly hand: string;
  readonly fulfilled: string;
}

const EN: BoardWords = {
  turnOrder: 'Turn order',
  toChoose: 'To choose:',
  starting: 'Starting contracts:',
  energyTrack: 'Energy track',
  atRoundEnd: 'at round end',
  roundBonus: 'Round bonus',
  objective: 'Objective:',
  officersToCopy: 'Officers to copy:',
  legend: [
    'Per zone: headstream, dams (owner, level, ',
    ' drop held, ',
    ' room), conduits (value→powerhouse area), powerhouses. Faded: free; ',
    ': costs 3 credits more.',
  ],
  red: 'red',
  contractsOnOffer: 'Contracts on offer',
  national: 'National',
  patentOffice: 'Patent office',
  actionSpaces: 'Action spaces',
  spacesLegend: ['Id as in ', ', engineers (e) and credits (cr) to place there, who is on it.'],
  example: 'place\u00a0T+2L',
  you: 'you',
  passed: 'passed',
  copying: 'copying',
  vp: 'VP',
  energy: 'energy',
  leftToBuild: 'Left to build:',
  dams: 'Dams',
  conduits: 'Conduits',
  powerhouses: 'Powerhouses',
  none: 'none',
  tiles: 'Technology tiles',
  wheel: 'Construction wheel',
  open: 'open',
  hand: 'Contracts in hand',
  fulfilled: 'Fulfilled:',
};

const JA: BoardWords = {
  turnOrder: '手番順',
  toChoose: '選べる組：',
  starting: '初期契約：',
  energyTrack: '発電トラック',
  atRoundEnd: 'ラウンド終了時',
  roundBonus: '報酬タイル',
  objective: '目標タイル：',
  officersToCopy: 'コピー用の役員：',
  legend: ['窪地ごと：水源、ダム（所有者 高さ ', '水 ', '空き）、取水塔（能力→ゾーン）、発電所。薄字は空き、', 'は+3CR。'],
  red: '赤',
  contractsOnOffer: '個別契約',
  national: '国家',
  patentOffice: '特許',
  actionSpaces: 'アクションスペース',
  spacesLegend: ['IDは', 'の形。e=ワーカー、cr=CR、名前なしは空き。'],
  example: 'place\u00a0T+2L',
  you: 'あなた',
  passed: 'パス',
  copying: 'コピー中',
  vp: 'VP',
  energy: '発電',
  leftToBuild: '残り：',
  dams: 'ダム',
  conduits: '取水塔',
  powerhouses: '発電所',
  none: 'なし',
  tiles: '技術タイル',
  wheel: 'ホイール（数字：戻るまでの回転）',
  open: '開放',
  hand: '手元の契約',
  fulfilled: '充足済み：',
};

export const BOARD_WORDS: Readonly<Record<Lang, BoardWords>> = { en: EN, ja: JA };

/** Area titles of the map (the seed's 山/丘/平地). */
export const AREA_TITLES: Readonly<Record<Lang, Record<Area, string>>> = {
  en: { mountains: 'Mountains', hills: 'Hills', plains: 'Plains' },
  ja: AREA_JA,
};
