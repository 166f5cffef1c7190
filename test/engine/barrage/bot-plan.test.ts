/**
 * The bot's planned production system (engine/barrage/bot-plan.ts, spec §4.4.2) and the water
 * weights of its policy (engine/barrage/bot.ts, spec §4.9): construction heads for one connected
 * system, and drops go where they stop in a dam the seat can produce from.
 */
import { describe, expect, it } from 'vitest';
import { moveWeight } from '../../../engine/barrage/bot';
import { planOf } from '../../../engine/barrage/bot-plan';
import { lab, put } from './helpers';

describe('Barrage bot: the planned system', () => {
  it('on an empty map plans a mountain system with a strong conduit, all three pieces to build', () => {
    const plan = planOf(lab(2), 0)!;
    // Value 5 conduits from the mountains: C1L (1 → 8), C2R (2 → 10), C4R (4 → 12); C1L is first.
    expect(plan).toEqual({ conduit: 'C1L', damZone: 1, powerhouseZone: 8, needs: { base: true, conduit: true, powerhouse: true } });
  });

  it('completes what the seat has started: a powerhouse at the end of its conduit from its dam', () => {
    // C3L: zone 3 → 5, value 4. With its base and conduit built, one piece is missing.
    const s = put(put(lab(2), 0, 'base', '3U'), 0, 'conduit', 'C3L');
    expect(planOf(s, 0)).toEqual({
      conduit: 'C3L',
      damZone: 3,
      powerhouseZone: 5,
      needs: { base: false, conduit: false, powerhouse: true },
    });
    // The other seat has nothing there and plans from scratch.
    expect(planOf(s, 1)!.needs).toEqual({ base: true, conduit: true, powerhouse: true });
  });

  it("uses a neutral dam and a rival's conduit, never a rival's dam", () => {
    // Zone 2's sites: seat 1's base on 2U; C2R (value 5, 2 → 10) is seat 1's.
    let s = put(put(lab(2), 1, 'base', '2U'), 1, 'conduit', 'C2R');
    s = put(s, 0, 'powerhouse', 'P10_0');
    // Without a usable dam in zone 2 seat 0 would need a base on 2L.
    expect(planOf(s, 0)).toMatchObject({ conduit: 'C2R', needs: { base: true, conduit: false, powerhouse: false } });
    s = put(s, -1, 'base', '2L');
    // With a neutral dam on 2L the system is complete, so the plan is another one.
    expect(planOf(s, 0)!.conduit).not.toBe('C2R');
  });

  it('weighs the planned pieces above others of the same type', () => {
    const s = put(put(lab(2), 0, 'base', '3U'), 0, 'conduit', 'C3L');
    expect(moveWeight(s, 0, { kind: 'site', type: 'powerhouse', site: 'P5_0' })).toBeGreaterThan(
      moveWeight(s, 0, { kind: 'site', type: 'powerhouse', site: 'P11_0' }),
    );
  });
});

describe('Barrage bot: water', () => {
  it('values a drop by where it stops: a dam that feeds a system, not a full one', () => {
    // Seat 0: dam 1U (level 1), conduit C1L and a powerhouse in zone 8: a drop on A stops in 1U.
    let s = put(put(put(lab(2), 0, 'base', '1U'), 0, 'conduit', 'C1L'), 0, 'powerhouse', 'P8_0');
    const onA = () => moveWeight(s, 0, { kind: 'drop', headstream: 'A' });
    const onB = () => moveWeight(s, 0, { kind: 'drop', headstream: 'B' });
    expect(onA()).toBeGreaterThan(onB());
    // Full, the dam lets the drop pass (spec §4.9): it runs off the map, worth no more than B.
    s = put(s, 0, 'base', '1U', { drops: 1 });
    expect(onA()).toBe(onB());
  });

  it('puts Water Management below construction when no drop would reach a system', () => {
    const s = lab(2);
    expect(moveWeight(s, 0, { kind: 'place', space: 'W1L' })).toBeLessThan(moveWeight(s, 0, { kind: 'place', space: 'CB1' }));
  });
});
