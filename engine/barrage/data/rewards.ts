/**
 * Reward vocabulary (spec §1.8) shared by contracts, company-board bonuses and incomes.
 * A reward is a list of items; plain gains are resolved first, then choices in printed order.
 */

export type RewardItem =
  | { readonly kind: 'cr'; readonly n: number }
  | { readonly kind: 'vp'; readonly n: number }
  | { readonly kind: 'energy'; readonly n: number }
  | { readonly kind: 'ex'; readonly n: number }
  | { readonly kind: 'mx'; readonly n: number }
  /** N machinery in any mix of excavators and mixers. */
  | { readonly kind: 'anyMachinery'; readonly n: number }
  | { readonly kind: 'wheel'; readonly n: number }
  /** Drops on headstreams; `flow` = they flow at once (Drop↓), else they wait for the Water Flow phase. */
  | { readonly kind: 'drops'; readonly n: number; readonly flow: boolean }
  | { readonly kind: 'freeConduit'; readonly maxValue: number }
  | { readonly kind: 'freeBase'; readonly areas: 'plains' | 'plains-hills' | 'any' }
  | { readonly kind: 'freePowerhouse' }
  | { readonly kind: 'freeElevation' };

export type Reward = readonly RewardItem[];

export const cr = (n: number): RewardItem => ({ kind: 'cr', n });
export const vp = (n: number): RewardItem => ({ kind: 'vp', n });
export const en = (n: number): RewardItem => ({ kind: 'energy', n });
export const ex = (n: number): RewardItem => ({ kind: 'ex', n });
export const mx = (n: number): RewardItem => ({ kind: 'mx', n });
export const anyM = (n: number): RewardItem => ({ kind: 'anyMachinery', n });
export const wheel = (n: number): RewardItem => ({ kind: 'wheel', n });
export const drops = (n: number): RewardItem => ({ kind: 'drops', n, flow: false });
export const flowDrops = (n: number): RewardItem => ({ kind: 'drops', n, flow: true });
export const conduitUpTo = (maxValue: number): RewardItem => ({ kind: 'freeConduit', maxValue });
export const freeBase = (areas: 'plains' | 'plains-hills' | 'any'): RewardItem => ({ kind: 'freeBase', areas });
export const freePowerhouse: RewardItem = { kind: 'freePowerhouse' };
export const freeElevation: RewardItem = { kind: 'freeElevation' };

/** Where a free base may go, in the seed's area words (山/丘/平地). */
export const FREE_BASE_AREAS_JA = { plains: '平地', 'plains-hills': '平地か丘', any: '場所自由' } as const satisfies Record<
  'plains' | 'plains-hills' | 'any',
  string
>;

/** The same reward in Japanese, short as on the tiles: CR, VP, 発電, ショベル, ミキサー, 建機, ホイール, 水 (seed words). */
export function formatRewardJa(reward: Reward): string {
  return reward
    .map((r) => {
      switch (r.kind) {
        case 'cr':
          return `${r.n}CR`;
        case 'vp':
          return `${r.n}VP`;
        case 'energy':
          return `発電${r.n}`;
        case 'ex':
          return `ショベル${r.n}`;
        case 'mx':
          return `ミキサー${r.n}`;
        case 'anyMachinery':
          return `建機${r.n}`;
        case 'wheel':
          return `ホイール${r.n}`;
        case 'drops':
          return `水${r.n}${r.flow ? '（流す）' : ''}`;
        case 'freeConduit':
          return `無料の取水塔（能力${r.maxValue}以下）`;
        case 'freeBase':
          return `無料のベース（${FREE_BASE_AREAS_JA[r.areas]}）`;
        case 'freePowerhouse':
          return '無料の発電所';
        case 'freeElevation':
          return '無料の延長壁';
      }
    })
    .join('、');
}

export function formatReward(reward: Reward): string {
  return reward
    .map((r) => {
      switch (r.kind) {
        case 'cr':
          return `${r.n} cr`;
        case 'vp':
          return `${r.n} VP`;
        case 'energy':
          return `${r.n} E`;
        case 'ex':
          return `${r.n} Ex`;
        case 'mx':
          return `${r.n} Mx`;
        case 'anyMachinery':
          return `${r.n} Ex/Mx`;
        case 'wheel':
          return `wheel ${r.n}`;
        case 'drops':
          return `${r.n} drop${r.n > 1 ? 's' : ''}${r.flow ? ' (flowing)' : ''}`;
        case 'freeConduit':
          return `free conduit (value ≤ ${r.maxValue})`;
        case 'freeBase':
          return `free base (${r.areas})`;
        case 'freePowerhouse':
          return 'free powerhouse';
        case 'freeElevation':
          return 'free elevation';
      }
    })
    .join(', ');
}
