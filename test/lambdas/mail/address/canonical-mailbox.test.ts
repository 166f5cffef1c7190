/** One mailbox, one key: the spellings that reach the same inbox share per-address limits (README "Limits"). */
import { describe, expect, it } from 'vitest';
import { canonicalMailbox } from '../../../../lambdas/mail/address/canonical-mailbox';

describe('canonicalMailbox', () => {
  it.each([
    ['Ann@Friends.Test', 'ann@friends.test'],
    ['ann+1@friends.test', 'ann@friends.test'],
    ['ann+games+more@friends.test', 'ann@friends.test'],
    ['a.nn@gmail.com', 'ann@gmail.com'],
    ['A.N.N+x@GMail.com', 'ann@gmail.com'],
    ['a.nn@googlemail.com', 'ann@gmail.com'],
    ['ann@gmail.com.', 'ann@gmail.com'],
  ])('%s is the mailbox %s', (address, mailbox) => {
    expect(canonicalMailbox(address)).toBe(mailbox);
  });

  it('keeps dots where the provider counts them', () => {
    expect(canonicalMailbox('a.nn@friends.test')).toBe('a.nn@friends.test');
    expect(canonicalMailbox('a.nn@gmail.co.uk')).toBe('a.nn@gmail.co.uk');
  });

  it('keeps a local part that is only a tag, and anything that is not an address, case folded', () => {
    expect(canonicalMailbox('+tag@friends.test')).toBe('+tag@friends.test');
    expect(canonicalMailbox('Someone')).toBe('someone');
    expect(canonicalMailbox('ann@')).toBe('ann@');
    expect(canonicalMailbox('@friends.test')).toBe('@friends.test');
  });
});
