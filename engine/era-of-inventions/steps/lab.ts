/** Area 5: develop inventions or register patents (§2.5 area 5, DP-7 / 7a / 7b), bonus actions e and f. */
import { seatRef } from '../../core/seat-text';
import type { Seat } from '../../core/types';
import { countEn, gainIp, inventionJa, ix, seatW, spaceIndex, spaceJa } from '../economy';
import type { EraMove, EraState, FrameOf } from '../state';
import { DONE, refusal, refusalOf, stopOrFirst, type Step, type Why } from './common';

/** §2.5 5A: at most 7 gears paid in one action (the seed's cap). */
export const GEAR_CAP = 7;

/** Why `seat` may not develop space `i` now (null: it may). */
export function whyNotDevelop(s: EraState, seat: Seat, i: number, gearsPaid: number): Why | null {
  const { data } = ix(s);
  const space = data.inventionSpaces[i]!;
  const p = s.seats[seat]!;
  if (s.dev[i] !== null) {
    const by = seatRef(s.dev[i] as number);
    return { en: `${space.id} is already developed (by ${by}).`, ja: `${spaceJa(s, space.id)}はすでに${by}が開発しています。` };
  }
  if (space.tier === 'innovative') {
    const basic = data.inventionSpaces.findIndex((x) => x.invention === space.invention && x.tier === 'basic');
    if (s.dev[basic] === null) {
      return {
        en: `${space.id} needs the basic ${space.invention} developed first (E10).`,
        ja: `${spaceJa(s, space.id)}は、先に${inventionJa(s, space.invention)}の基本発明品が開発されている必要があります（E10）。`,
      };
    }
  }
  if (p.markers === 0) return { en: 'You have no invention markers left (E11).', ja: '発明品マーカーが残っていません（E11）。' };
  if (p.gears < space.gearCost)
    return {
      en: `${space.id} costs ${countEn('gear', space.gearCost)}; you have ${p.gears}.`,
      ja: `${spaceJa(s, space.id)}には歯車${space.gearCost}個が必要です。あなたの歯車は${p.gears}個です。`,
    };
  if (gearsPaid + space.gearCost > GEAR_CAP) {
    return {
      en: `${space.id} costs ${countEn('gear', space.gearCost)} and you paid ${gearsPaid} in this action: at most ${GEAR_CAP} per action.`,
      ja: `${spaceJa(s, space.id)}には歯車${space.gearCost}個が必要です。このアクションですでに${gearsPaid}個支払っており、1アクションで支払えるのは${GEAR_CAP}個までです。`,
    };
  }
  return null;
}

export function developMoves(s: EraState, seat: Seat, gearsPaid: number): EraMove[] {
  return ix(s).data.inventionSpaces.flatMap((x, i) =>
    whyNotDevelop(s, seat, i, gearsPaid) === null ? [{ kind: 'develop' as const, space: x.id }] : [],
  );
}

/** Own developed spaces with an empty patent circle (§2.5 5B step 3). */
export function patentTargets(s: EraState, seat: Seat): number[] {
  return s.dev.flatMap((x, i) => (x === seat && s.patent[i] === null ? [i] : []));
}

export function nextPatentStep(s: EraState, seat: Seat): { step: number; cost: number; ip: number } | null {
  return ix(s).data.patentTrack[s.seats[seat]!.patentStep] ?? null;
}

/** Patents open to `seat`: a target is compulsory when one exists (D27); with no marker left nothing is placed (E11). */
export function patentMoves(s: EraState, seat: Seat): EraMove[] {
  const next = nextPatentStep(s, seat);
  const p = s.seats[seat]!;
  if (!next || p.coins < next.cost) return [];
  const targets = p.markers > 0 ? patentTargets(s, seat) : [];
  if (targets.length === 0) return [{ kind: 'patent', space: null }];
  const marked: EraMove[] = targets.map((i) => ({ kind: 'patent', space: ix(s).data.inventionSpaces[i]!.id }));
  return s.rules.allowVoluntaryWaste ? [...marked, { kind: 'patent', space: null }] : marked;
}

function labMoves(s: EraState, f: FrameOf<'lab'>, seat: Seat): EraMove[] {
  const dev = f.mode !== 'patent' ? developMoves(s, seat, f.gears) : [];
  const pat = f.mode !== 'develop' ? patentMoves(s, seat) : [];
  return f.bonus ? [...dev, ...pat] : [...dev, ...pat, DONE];
}

export const lab: Step<'lab'> = {
  decision: 'DP-7',
  prompt: (_s, f) =>
    f.mode === 'choose'
      ? 'develop inventions or register up to 2 patents'
      : f.mode === 'develop'
        ? f.bonus
          ? 'develop 1 invention (bonus action e)'
          : `develop inventions (up to ${GEAR_CAP - f.gears} more gears)`
        : f.bonus
          ? 'register 1 patent (bonus action f)'
          : `register patents (up to ${f.left} more)`,
  promptJa: (_s, f) =>
    f.mode === 'choose'
      ? '発明品を開発するか、特許を2つまで登録する'
      : f.mode === 'develop'
        ? f.bonus
          ? '発明品を1つ開発する（追加アクションe）'
          : `発明品を開発する（あと歯車${GEAR_CAP - f.gears}個まで）`
        : f.bonus
          ? '特許を1つ登録する（追加アクションf）'
          : `特許を登録する（あと${f.left}つまで）`,
  legal: (s, f, seat) => labMoves(s, f, seat),
  apply(d, f, seat, move) {
    const { data } = ix(d.s);
    const p = seatW(d, seat);
    if (move.kind === 'develop') {
      const i = spaceIndex(d.s, move.space);
      const space = data.inventionSpaces[i]!;
      p.gears -= space.gearCost;
      p.markers -= 1;
      d.mut('dev')[i] = seat;
      d.s.developedThisRound = true;
      const name = spaceJa(d.s, space.id);
      d.say(seat, `develops ${space.id} for ${countEn('gear', space.gearCost)}`, `歯車${space.gearCost}個を支払い、${name}を開発した`);
      gainIp(d, seat, space.developIP, `developing ${space.id}`, `${name}の開発`);
      if (space.tier === 'basic') {
        // Only a basic invention brings its 3 cards, face up beside the pile until upkeep.
        const cards = data.inventionCards.filter((c) => c.invention === space.invention).map((c) => c.id);
        d.mut('invNew').push(...cards);
        d.say(
          null,
          `The cards of ${space.invention} are set beside the invention pile: ${cards.join(', ')}`,
          `${inventionJa(d.s, space.invention)}の発明品カードを表向きで発明品カードの山の隣に置いた：${cards.join('、')}`,
        );
      }
      const gears = f.gears + space.gearCost;
      return f.bonus ? [] : [{ ...f, mode: 'develop', gears }];
    }
    if (move.kind === 'patent') {
      const next = data.patentTrack[p.patentStep]!;
      p.patentStep += 1;
      p.coins -= next.cost;
      d.say(
        seat,
        `registers a patent: step ${next.step} for ${countEn('coin', next.cost)}`,
        `金貨${next.cost}枚を支払い、特許を登録した（特許トラック${next.step}段目）`,
      );
      gainIp(d, seat, next.ip, 'patent', '特許');
      if (move.space !== null) {
        p.markers -= 1;
        d.mut('patent')[spaceIndex(d.s, move.space)] = seat;
        d.say(seat, `places a patent marker on ${move.space}`, `${spaceJa(d.s, move.space)}の特許サークルに発明品マーカーを置いた`);
      } else if (p.markers > 0) {
        p.markers -= 1;
        p.wasted += 1;
        d.say(
          seat,
          'has no invention to patent: the marker is wasted (D12)',
          '特許を登録する発明品がないため、発明品マーカー1個を無駄にした（D12）',
        );
      }
      const left = f.mode === 'patent' ? f.left - 1 : 1;
      return f.bonus || left <= 0 ? [] : [{ ...f, mode: 'patent', left }];
    }
    if (f.mode === 'patent') d.say(seat, 'registers no more patents', '特許の登録を終えた');
    else if (f.mode === 'develop') d.say(seat, 'develops no more inventions', '発明品の開発を終えた');
    else d.say(seat, 'neither develops nor registers a patent', '発明品の開発も特許の登録もしなかった');
    return [];
  },
  explain(s, f, seat, move) {
    if (move.kind === 'develop') {
      if (f.mode === 'patent') {
        return refusal(
          'You chose to register patents in this action: developing is the other option (A or B).',
          'このアクションでは特許の登録を選びました。発明品の開発はもう一方の選択肢です（AかB）。',
        );
      }
      const i = ix(s).spaces.get(move.space);
      if (i === undefined)
        return refusal(
          `There is no invention space "${move.space}".`,
          `「${move.space}」という発明品スペースはありません。`,
          'not-available',
        );
      return refusalOf(whyNotDevelop(s, seat, i, f.gears) ?? { en: 'You cannot develop that now.', ja: 'それは今は開発できません。' });
    }
    if (move.kind === 'patent') {
      if (f.mode === 'develop') {
        return refusal(
          'You chose to develop in this action: registering patents is the other option (A or B).',
          'このアクションでは発明品の開発を選びました。特許の登録はもう一方の選択肢です（AかB）。',
        );
      }
      const next = nextPatentStep(s, seat);
      if (!next)
        return refusal(
          'Your patent marker is at the top of the patent track (E13).',
          'あなたの特許マーカーは特許トラックの一番上にあります（E13）。',
        );
      const coins = s.seats[seat]!.coins;
      if (coins < next.cost) {
        return refusal(
          `Patent step ${next.step} costs ${countEn('coin', next.cost)}; you have ${coins}.`,
          `特許トラック${next.step}段目には金貨${next.cost}枚が必要です。あなたの金貨は${coins}枚です。`,
          'cannot-afford',
        );
      }
      const targets = patentTargets(s, seat).map((i) => ix(s).data.inventionSpaces[i]!.id);
      const targetsJa = targets.map((id) => spaceJa(s, id)).join('、');
      if (move.space === null) {
        return refusal(
          `You have an invention to patent (${targets.join(', ')}): the marker must go there (D27).`,
          `特許を登録できる発明品があります（${targetsJa}）。発明品マーカーはそこに置きます（D27）。`,
        );
      }
      return refusal(
        `You can patent only your own developed inventions with an empty patent circle: ${targets.join(', ') || 'none'}.`,
        `特許を登録できるのは、自分が開発して特許サークルが空いている発明品だけです：${targetsJa || 'なし'}。`,
      );
    }
    return null;
  },
  neutral: stopOrFirst,
};
