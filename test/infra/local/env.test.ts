import { describe, expect, it } from 'vitest';
import { readLocalEnv } from '../../../infra/local/env';

describe('npm start environment', () => {
  it('has working defaults when nothing is set', () => {
    expect(readLocalEnv({})).toEqual({
      PBEM_DATA_DIR: '.pbem',
      PBEM_DOMAIN: 'pbem.localhost',
      PBEM_SMTP_PORT: 2525,
      PBEM_SMTP_HOST: '127.0.0.1',
      PBEM_HTTP_PORT: 8025,
      PBEM_CLOCK_SPEED: 1,
    });
  });

  it('reads numbers and the relay URL, ignoring empty values', () => {
    const env = readLocalEnv({
      PBEM_SMTP_PORT: '2626',
      PBEM_CLOCK_SPEED: '60',
      PBEM_SMTP_RELAY: 'smtp://u:p@mail.example.com:587',
      PBEM_DOMAIN: '',
    });
    expect(env.PBEM_SMTP_PORT).toBe(2626);
    expect(env.PBEM_CLOCK_SPEED).toBe(60);
    expect(env.PBEM_SMTP_RELAY).toBe('smtp://u:p@mail.example.com:587');
    expect(env.PBEM_DOMAIN).toBe('pbem.localhost');
  });

  it('names every bad variable in one message', () => {
    expect(() => readLocalEnv({ PBEM_HTTP_PORT: 'eighty', PBEM_CLOCK_SPEED: '-2', PBEM_SMTP_RELAY: 'http://x' })).toThrow(
      /PBEM_HTTP_PORT[\s\S]*PBEM_SMTP_RELAY[\s\S]*PBEM_CLOCK_SPEED|PBEM_HTTP_PORT[\s\S]*PBEM_CLOCK_SPEED[\s\S]*PBEM_SMTP_RELAY/,
    );
  });
});
