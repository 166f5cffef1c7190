/**
 * Each company's and each executive officer's power in one line, for the draft's choices (spec
 * §1.9 company abilities, §1.10 officers; Japanese in the rules seed's words: 個人ボード, 役員).
 */
import type { Company, Officer } from './companies';

interface Words {
  readonly en: string;
  readonly ja: string;
}

/** A company's ability, active once its 3rd powerhouse is built (spec §1.9). */
export const COMPANY_POWER = {
  usa: {
    en: '1 energy for each drop flowing through a zone where you have a powerhouse',
    ja: '自色発電所のあるゾーンを水が1個通るたびに発電1',
  },
  germany: { en: 'a second production with another powerhouse after each production', ja: '発電アクションの後、別の発電所でもう1回発電' },
  italy: { en: '3 energy more after each production', ja: '発電アクションの後に発電3を追加' },
  france: { en: 'every contract needs 3 energy less', ja: 'すべての契約の充足に必要な発電量が3少ない' },
} as const satisfies Record<Company, Words>;

export const OFFICER_POWER = {
  adler: { en: 'your bases always cost 3 excavators', ja: 'ベースは場所によらずショベル3で建設' },
  'del-monte': { en: 'your dams with two elevations hold 4 drops', ja: '延長壁2個のダムの満水量が水4個' },
  fiesler: { en: 'a production of 3 energy or less counts as 4 before modifiers', ja: '発電能力×水が3以下なら基礎発電量4' },
  mcdowell: { en: 'conduits may cost 1 mixer per production value instead', ja: '取水塔を発電能力×ミキサー1でも建設' },
  jordan: { en: 'pay 3 credits instead of any machinery item when building', ja: '建設で建機1個の代わりに3CRを払える' },
  krylov: { en: 'a special tile that copies another tile on your wheel', ja: 'ホイール上の別の技術タイルをコピーする専用タイル' },
  sekibo: {
    en: "copy another officer's power for a turn from your own two spaces",
    ja: '自分の2スペースから他の役員の能力をその手番だけコピー',
  },
} as const satisfies Record<Officer, Words>;
