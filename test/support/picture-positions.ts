/** Positions to draw board pictures at, shared by the picture tests. */
import { newMatch, playText, randomPlayout, type AnyGame, type Match } from '../../engine/index';

/** The start, the middle and the end of one seeded play-out. */
export function picturePositions(game: AnyGame, players: number, seed: string): Match[] {
  const played = randomPlayout(game, players, seed, { checks: 'none' });
  const made = newMatch(game, players, {}, seed);
  if (!made.ok) throw new Error(made.error.reason);
  const all: Match[] = [made.match];
  let match = made.match;
  for (const record of played.moves) {
    const step = playText(game, match, record.seat, record.move);
    if (!step.ok) throw new Error(step.error.reason);
    match = step.match;
    all.push(match);
  }
  return [all[0]!, all[Math.floor(all.length / 2)]!, all[all.length - 1]!];
}
