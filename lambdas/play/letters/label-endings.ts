/**
 * Japanese labels that end alike, written once: a turn of four placements reads
 * `インディゴ・タバコのプランテーションに労働者を置く`, not the same phrase four times, and a row of
 * small links says the ending its links share in its heading (status-model.ts). Only endings
 * that start at a particle are shared, so the phrase reads whole.
 */
/** Particles an ending shared by several labels starts at (`…のプランテーションに労働者を置く`, `…に水を置く`, `…を取る`). */
const PARTICLES = 'のにをでへ';
/** Shorter shared endings are left alone (`…く` is no phrase). */
export const MIN_ENDING = 3;

/**
 * Labels that end alike, written once with their ending, the differing heads joined by `・`
 * (`インディゴ・タバコのプランテーションに労働者を置く` for two placements; `契約G3・契約G6を取る`):
 * a turn of four placements otherwise repeats the same phrase four times. Only endings that
 * start at a particle are shared, so the phrase reads whole; labels in the notation (English
 * mail) are left as they are by the caller.
 */
export function sharedEndings(labels: readonly string[]): string[] {
  const out: string[] = [];
  let group: string[] = [];
  let ending = '';
  const close = () => {
    if (group.length === 1) out.push(group[0]!);
    else if (group.length > 1) out.push(group.map((l) => l.slice(0, l.length - ending.length)).join('・') + ending);
    group = [];
    ending = '';
  };
  for (const label of labels) {
    const shared = group.length === 0 ? '' : particleEnding(commonEnding(group.length === 1 ? group[0]! : ending, label));
    const fits = shared.length >= MIN_ENDING && [...group, label].every((l) => l.length > shared.length);
    if (group.length > 0 && fits) {
      group.push(label);
      ending = shared;
      continue;
    }
    close();
    group = [label];
  }
  close();
  return out;
}

/** The ending all of `labels` share from a particle on (empty when they share none). */
export function sharedEnding(labels: readonly string[]): string {
  return particleEnding(labels.reduce((ending, label) => commonEnding(ending, label)));
}

function commonEnding(a: string, b: string): string {
  let k = 0;
  while (k < a.length && k < b.length && a[a.length - 1 - k] === b[b.length - 1 - k]) k++;
  return k === 0 ? '' : a.slice(a.length - k);
}

/** The part of `ending` from its first particle on (empty when it has none). */
function particleEnding(ending: string): string {
  for (let i = 0; i < ending.length; i++) if (PARTICLES.includes(ending[i]!)) return ending.slice(i);
  return '';
}
