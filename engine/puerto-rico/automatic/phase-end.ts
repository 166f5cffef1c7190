/** The end of a role's phase (spec §3). */
import type { Automatic } from '../step';

/** The role's phase is over (its frames are done): one more role choice made this round (§3). */
export const phaseEnd: Automatic<'phase-end'> = {
  automatic: true,
  run(d) {
    d.s.picks += 1;
    return [];
  },
};
