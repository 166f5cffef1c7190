/** The Nippon step table: every frame kind and the step that handles it. */
import type { StepTable } from '../../core/steps/runner';
import type { NipponMove } from '../moves';
import type { Frame, NipponState } from '../state';
import { improve, investGood, investTile, mechCount, produce, steps, transCount, transRegion } from './actions';
import { achievement, reward, wages } from './consolidate';
import { domCubes, domRegion, domRemove, domSlot, domTile, exportContract, exportGood } from './market';
import { after, endTurn, main, worker } from './turn';

/** Follow-ups of a step may be any frame kind; the core table types them narrower, hence the cast. */
export const STEPS = {
  main,
  worker,
  steps,
  investGood,
  investTile,
  mechCount,
  improve,
  produce,
  transCount,
  transRegion,
  exportContract,
  exportGood,
  domRegion,
  domSlot,
  domCubes,
  domTile,
  domRemove,
  reward,
  achievement,
  wages,
  after,
  endTurn,
} as unknown as StepTable<NipponState, NipponMove, Frame>;
