/**
 * The play module's own parts of a stored game (`settings`, `clock`): the store keeps them
 * as free-form JSON, so they are validated here, at the boundary, with zod.
 */
// Namespace import: lets the bundler drop the parts of zod we do not use.
import * as z from 'zod';
import { clockPolicySchema, DEFAULT_POLICY, type Interval } from '../schedule/deadline-clock';

export const gameSettingsSchema = z.object({
  clock: clockPolicySchema.default(DEFAULT_POLICY),
  /** Game options as the creator wrote them, for the start email. */
  optionWords: z.record(z.string(), z.string()).default({}),
});
export type GameSettings = z.infer<typeof gameSettingsSchema>;

const intervalSchema = z.object({ from: z.string(), until: z.string() });

export const clockStateSchema = z.object({
  /** Per pending seat: since when, and at which decision, it has been waited for. */
  pending: z.array(z.object({ seat: z.number().int(), step: z.number().int(), since: z.string() })).default([]),
  /** Keys of the notices already sent for the current decisions. */
  sent: z.array(z.string()).default([]),
  /** Vacations per seat (seat number as key). */
  vacations: z.record(z.string(), z.array(intervalSchema)).default({}),
  /** Vacation days used per seat in this game. */
  vacationDays: z.record(z.string(), z.number()).default({}),
  /**
   * A scheduled job failed on this game (reminders-job.ts): how often in a row, when, why. The
   * game is parked until `dueAt`; the next job run that handles it clears this.
   */
  parked: z.object({ attempts: z.number().int().min(1), at: z.string(), error: z.string().max(500) }).optional(),
});
export type ClockState = z.infer<typeof clockStateSchema>;

export function readSettings(raw: Record<string, unknown> | undefined): GameSettings {
  return gameSettingsSchema.parse(raw ?? {});
}

export function readClock(raw: Record<string, unknown> | undefined): ClockState {
  return clockStateSchema.parse(raw ?? {});
}

export function vacationsOf(clock: ClockState, seat: number): readonly Interval[] {
  return clock.vacations[String(seat)] ?? [];
}
