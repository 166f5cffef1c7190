import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMITS, limitsFromEnv, limitsOf } from '../../../../lambdas/play/limits/limit-settings';

describe('abuse limits configuration (README "Limits")', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_LIMITS).toEqual({
      gamesPerSenderPerDay: 5,
      inviteesPerGame: 4,
      openInvitationsPerInvitee: 3,
      invitationOpenDays: 14,
      declineCooldownDays: 30,
      answersPerAddressPerHour: 5,
      answersPerGamePerHour: 15,
      silenceHours: 24,
      botIterations: 64,
    });
  });

  it('reads each limit from an environment variable named after it', () => {
    expect(
      limitsFromEnv({ PBEM_LIMIT_GAMES_PER_SENDER_PER_DAY: '10', PBEM_LIMIT_ANSWERS_PER_ADDRESS_PER_HOUR: '3', OTHER: 'x' }, 'PBEM_LIMIT_'),
    ).toEqual({
      gamesPerSenderPerDay: 10,
      answersPerAddressPerHour: 3,
    });
    expect(limitsFromEnv({ LIMIT_DECLINE_COOLDOWN_DAYS: '0' }, 'LIMIT_')).toEqual({ declineCooldownDays: 0 });
  });

  it('refuses a value that is not a whole number, naming the variable', () => {
    expect(() => limitsFromEnv({ PBEM_LIMIT_INVITEES_PER_GAME: 'many' }, 'PBEM_LIMIT_')).toThrow(
      'PBEM_LIMIT_INVITEES_PER_GAME must be a whole number, not "many"',
    );
    expect(() => limitsFromEnv({ PBEM_LIMIT_INVITEES_PER_GAME: '0' }, 'PBEM_LIMIT_')).toThrow();
  });

  it('fills what a config leaves out (or leaves undefined) with the defaults', () => {
    expect(limitsOf({})).toEqual(DEFAULT_LIMITS);
    expect(limitsOf({ limits: { inviteesPerGame: 2, silenceHours: undefined } })).toEqual({ ...DEFAULT_LIMITS, inviteesPerGame: 2 });
  });
});
