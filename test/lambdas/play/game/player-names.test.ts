import { describe, expect, it } from 'vitest';
import { addressProblem, cleanDisplayName, displayName, linkFreeName, MAX_NAME_CHARS } from '../../../../lambdas/play/game/player-names';

describe('display names from players', () => {
  it('removes the right-to-left override and every other bidirectional control', () => {
    expect(cleanDisplayName('Ann\u202Emoc.live\u202C')).toBe('Ann moc.live');
    for (const ch of ['\u202A', '\u202B', '\u202D', '\u2066', '\u2067', '\u2068', '\u2069', '\u200E', '\u200F', '\u061C']) {
      expect(cleanDisplayName(`a${ch}b`)).toBe('a b');
    }
  });

  it('removes control characters, so a name cannot break a header line', () => {
    expect(cleanDisplayName('Ann\r\nBcc: victim@x.example')).toBe('Ann Bcc: victim@x.example');
    expect(cleanDisplayName('A\u0000B\u0007C\u0085D')).toBe('A B C D');
    expect(cleanDisplayName('zero\u200Bwidth\uFEFF')).toBe('zero width');
  });

  it(`keeps at most ${MAX_NAME_CHARS} characters, never splitting a character in two`, () => {
    const long = cleanDisplayName('x'.repeat(500));
    expect(Array.from(long)).toHaveLength(MAX_NAME_CHARS);
    expect(long.endsWith('…')).toBe(true);
    const emoji = cleanDisplayName('😀'.repeat(60));
    expect(Array.from(emoji)).toHaveLength(MAX_NAME_CHARS);
    expect(emoji).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it('bounds the work on a 100 KB name (only the first characters are read)', () => {
    const name = `${'Ann '.repeat(25_000)}\u202E`;
    expect(Array.from(cleanDisplayName(name)).length).toBeLessThanOrEqual(MAX_NAME_CHARS);
  });

  it('falls back to the capitalised local part when the name is empty or only controls', () => {
    expect(displayName('bo@friends.test', '\u202E\u202C ')).toBe('Bo');
    expect(displayName('bo@friends.test', undefined)).toBe('Bo');
    expect(displayName('bo@friends.test', '  Bo  Smith ')).toBe('Bo Smith');
  });

  it('drops a name that carries a link, a host name or an address from invitations', () => {
    expect(linkFreeName('WIN A PRIZE at http://evil.example')).toBeNull();
    expect(linkFreeName('visit evil.example now')).toBeNull();
    expect(linkFreeName('www dot evil dot example')).toBeNull();
    expect(linkFreeName('go to www.x')).toBeNull();
    expect(linkFreeName('ann@example.com')).toBeNull();
    expect(linkFreeName('evil[.]example')).toBeNull();
    expect(linkFreeName('Ann Smith')).toBe('Ann Smith');
    expect(linkFreeName('山田 太郎')).toBe('山田 太郎');
  });
});

describe('invitee addresses (valid addr-spec only)', () => {
  it.each([
    "x'onmouseover=alert(1)'@a.example",
    'w(comment)@d.example',
    '"quoted"@a.example',
    'a b@c.example',
    'a..b@c.example',
    '.a@c.example',
    'a@c',
    'a@-c.example',
    'a@c.example.',
    'a<b>@c.example',
    'a@c_d.example',
    '@c.example',
  ])('refuses %s with a sentence naming it', (address) => {
    const problem = addressProblem(address);
    expect(problem).toContain(JSON.stringify(address));
    expect(problem).toMatch(/not a plain email address/);
  });

  it('refuses an address longer than 254 characters, with the numbers', () => {
    const address = `${'a'.repeat(60)}@${'b'.repeat(60)}.${'c'.repeat(60)}.${'d'.repeat(60)}.${'e'.repeat(20)}.example`;
    expect(addressProblem(address)).toMatch(new RegExp(`is ${address.length} characters long; an address has at most 254`));
  });

  it('refuses a local part of more than 64 characters', () => {
    expect(addressProblem(`${'a'.repeat(65)}@c.example`)).toMatch(/65 characters; at most 64/);
  });

  it.each(["o'neil@example.com", 'bob+games@mail.example.org', 'first.last@xn--bcher-kva.example', 'a_b-c@d-e.example'])(
    'accepts %s',
    (address) => {
      expect(addressProblem(address)).toBeNull();
    },
  );
});
