/**
 * The spec's readings of unclear rules (rules/era-of-inventions.md §5) as named flags, so the real
 * rulebook can override a reading without a code change. The defaults are the spec's decisions.
 * A game keeps the flags it started with (they are part of its state).
 */
import type { OptionSpec, Options } from '../core/types';

export interface RuleFlags {
  /** D2: unproduced start cards leave the game from the display only, or also from the draw pile. */
  readonly startCardRemoval: 'display' | 'display-and-deck';
  /** D4: the full invention reshuffle follows any development this round, or only a basic one (new cards). */
  readonly reshuffleTrigger: 'any-development' | 'new-cards';
  /** D7: L2's gain must differ from every paid kind. */
  readonly l2RequireDifferentKind: boolean;
  /** D9: a final bonus needs a value above 0. */
  readonly bonusRequiresPositive: boolean;
  /** D13: the bonus window opens after a pass too. */
  readonly bonusAfterDecline: boolean;
  /** D27: `patent none` (wasting a marker) is allowed even with an own invention to patent. */
  readonly allowVoluntaryWaste: boolean;
}

export const DEFAULT_RULES: RuleFlags = {
  startCardRemoval: 'display',
  reshuffleTrigger: 'any-development',
  l2RequireDifferentKind: true,
  bonusRequiresPositive: true,
  bonusAfterDecline: true,
  allowVoluntaryWaste: false,
};

export const RULE_OPTIONS: readonly OptionSpec[] = [
  {
    key: 'startCardRemoval',
    description: 'D2: unproduced start cards leave the game from the display only (default) or also from the draw pile',
    descriptionJa: 'D2：生産されなかった初期発明品カードを置き場からだけ除去する（既定）か、山札からも除去するか',
    type: 'choice',
    choices: ['display', 'display-and-deck'],
    default: 'display',
  },
  {
    key: 'reshuffleTrigger',
    description: 'D4: full invention reshuffle after any development (default) or only when a basic invention adds cards',
    descriptionJa: 'D4：発明品カードの全体シャッフルを、発明品が開発されたら行う（既定）か、基本発明品のカードが加わったときだけ行うか',
    type: 'choice',
    choices: ['any-development', 'new-cards'],
    default: 'any-development',
  },
  {
    key: 'l2RequireDifferentKind',
    description: 'D7: the lower-section exchange must gain a kind not paid',
    descriptionJa: 'D7：下段区画の交換では、支払ったものと別の種類を得る',
    type: 'boolean',
    default: true,
  },
  {
    key: 'bonusRequiresPositive',
    description: 'D9: a final bonus needs a value above 0',
    descriptionJa: 'D9：最終ボーナスは値が1以上のときだけ得られる',
    type: 'boolean',
    default: true,
  },
  {
    key: 'bonusAfterDecline',
    description: 'D13: a bonus token may follow a token taken back without acting',
    descriptionJa: 'D13：解決せずに戻したトークンの後にも追加アクショントークンを使える',
    type: 'boolean',
    default: true,
  },
  {
    key: 'allowVoluntaryWaste',
    description: 'D27: a patent may waste its marker even with an own invention to patent',
    descriptionJa: 'D27：特許を登録できる自分の発明品があっても、発明品マーカーを無駄にして特許を登録できる',
    type: 'boolean',
    default: false,
  },
];

/** Option values to flags; missing ones take the defaults. */
export function readRules(options: Options): RuleFlags {
  const pick = <T extends string>(value: unknown, choices: readonly T[], fallback: T): T => choices.find((c) => c === value) ?? fallback;
  const flag = (value: unknown, fallback: boolean): boolean => (typeof value === 'boolean' ? value : fallback);
  return {
    startCardRemoval: pick(options.startCardRemoval, ['display', 'display-and-deck'] as const, DEFAULT_RULES.startCardRemoval),
    reshuffleTrigger: pick(options.reshuffleTrigger, ['any-development', 'new-cards'] as const, DEFAULT_RULES.reshuffleTrigger),
    l2RequireDifferentKind: flag(options.l2RequireDifferentKind, DEFAULT_RULES.l2RequireDifferentKind),
    bonusRequiresPositive: flag(options.bonusRequiresPositive, DEFAULT_RULES.bonusRequiresPositive),
    bonusAfterDecline: flag(options.bonusAfterDecline, DEFAULT_RULES.bonusAfterDecline),
    allowVoluntaryWaste: flag(options.allowVoluntaryWaste, DEFAULT_RULES.allowVoluntaryWaste),
  };
}
