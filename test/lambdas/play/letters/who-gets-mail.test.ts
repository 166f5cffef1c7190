import { describe, expect, it } from 'vitest';
import { mailReason, type NotifyFacts } from '../../../../lambdas/play/letters/who-gets-mail';

const facts = (overrides: Partial<NotifyFacts> = {}): NotifyFacts => ({
  everyone: false,
  ended: false,
  positionChanged: true,
  actor: 0,
  receipt: true,
  pendingBefore: new Set([0]),
  pendingAfter: new Set([1]),
  stepped: new Set([0]),
  ...overrides,
});
const player = (seat: number, notify: 'turn' | 'all' | 'daily' = 'turn') => ({ seat, notify });

describe('who gets mail after an update', () => {
  it('sends the mover a receipt when their reply handed the decision on, and the player whose decision it now is their status email', () => {
    expect(mailReason(player(0), facts())).toBe('receipt');
    expect(mailReason(player(1), facts())).toBe('turn');
  });

  it("answers a reply that leaves the mover a new decision with that decision's email only, receipts on or off", () => {
    expect(mailReason(player(0), facts({ pendingAfter: new Set([0]) }))).toBe('turn');
    expect(mailReason(player(0), facts({ receipt: false, pendingAfter: new Set([0]) }))).toBe('turn');
  });

  it('sends no receipt to a mover who turned receipts off (their moves all applied)', () => {
    expect(mailReason(player(0), facts({ receipt: false }))).toBeNull();
  });

  it('gives a notify-all mover the status email they asked for instead of a receipt', () => {
    expect(mailReason(player(0, 'all'), facts())).toBe('all');
  });

  it("never mails a notify-turn or notify-daily player for someone else's step", () => {
    expect(mailReason(player(2), facts())).toBeNull();
    expect(mailReason(player(2, 'daily'), facts())).toBeNull();
  });

  it("makes a player's consecutive steps one mail to the next player at most: a decision already mailed is not mailed again", () => {
    // Bo was already waited for (and mailed) before Ann's second step; nothing of Bo's changed.
    expect(mailReason(player(1), facts({ pendingBefore: new Set([0, 1]), pendingAfter: new Set([0, 1]) }))).toBeNull();
  });

  it('mails a player whose waiting decision changed because a step of theirs was forced', () => {
    expect(mailReason(player(1), facts({ pendingBefore: new Set([1]), pendingAfter: new Set([1]), stepped: new Set([0, 1]) }))).toBe(
      'turn',
    );
  });

  it('tells a player whose decision was taken back by an undo', () => {
    expect(mailReason(player(1), facts({ actor: 0, pendingBefore: new Set([1]), pendingAfter: new Set([0]), stepped: new Set() }))).toBe(
      'withdrawn',
    );
  });

  it('mails everybody at the start and at the end', () => {
    expect(mailReason(player(2), facts({ everyone: true }))).toBe('start');
    expect(mailReason(player(2), facts({ ended: true }))).toBe('end');
  });

  it('keeps the old behaviour for notify all: every change of position', () => {
    expect(mailReason(player(2, 'all'), facts())).toBe('all');
  });

  it('mails nobody else when a player changes a setting (no change of position)', () => {
    const setting = facts({ positionChanged: false, pendingBefore: new Set([1]), pendingAfter: new Set([1]), stepped: new Set() });
    expect(mailReason(player(0), setting)).toBe('receipt');
    expect(mailReason(player(1), { ...setting, actor: 1 })).toBe('answer');
    for (const s of [1, 2]) expect(mailReason(player(s, 'all'), setting)).toBeNull();
  });
});
