import { describe, expect, it } from 'vitest';
import { CONFIG_KEYS, isExampleDomain, readDeployConfig } from '../../infra/config';

const context =
  (values: Record<string, unknown>) =>
  (key: string): unknown =>
    values[key];

const minimal = {
  'pbem:mailDomain': 'play.brettspiel.dev',
  'pbem:senderAddress': 'games@play.brettspiel.dev',
  'pbem:stage': 'prod',
};

describe('readDeployConfig', () => {
  it('needs only domain, sender and stage; everything else has a documented default', () => {
    expect(readDeployConfig(context(minimal), {})).toEqual({
      mailDomain: 'play.brettspiel.dev',
      senderAddress: 'games@play.brettspiel.dev',
      stage: 'prod',
      reminderRateMinutes: 15,
      rawMailRetentionDays: 30,
      logRetentionDays: 30,
      logLevel: 'INFO',
      activateReceiptRuleSet: false,
      retainData: true,
      manageEmailIdentity: true,
    });
  });

  it('takes an environment variable over the context value (cdk.json holds only examples)', () => {
    const config = readDeployConfig(context({ ...minimal, 'pbem:stage': 'dev' }), {
      PBEM_MAIL_DOMAIN: 'Mail.Example.NET',
      PBEM_SENDER_ADDRESS: 'Turns@mail.example.net',
      PBEM_STAGE: '',
    });
    expect(config.mailDomain).toBe('mail.example.net');
    expect(config.senderAddress).toBe('turns@mail.example.net');
    expect(config.stage).toBe('dev'); // an empty variable counts as unset
  });

  it('reads numbers and flags given as strings with -c', () => {
    const config = readDeployConfig(
      context({
        ...minimal,
        'pbem:reminderRateMinutes': '30',
        'pbem:inboundReservedConcurrency': '4',
        'pbem:activateReceiptRuleSet': 'false',
        'pbem:retainData': 'true',
      }),
      {},
    );
    expect(config).toMatchObject({
      reminderRateMinutes: 30,
      inboundReservedConcurrency: 4,
      activateReceiptRuleSet: false,
      retainData: true,
    });
  });

  it('refuses a sender outside the mail domain, naming the key to fix', () => {
    expect(() => readDeployConfig(context({ ...minimal, 'pbem:senderAddress': 'me@gmail.com' }), {})).toThrow(
      /senderAddress \(context pbem:senderAddress or PBEM_SENDER_ADDRESS\): senderAddress must be an address at mailDomain/,
    );
  });

  it('refuses a missing domain, a bad stage, a retention CloudWatch does not offer and "yes" as a flag', () => {
    const attempt = (values: Record<string, unknown>) => () => readDeployConfig(context({ ...minimal, ...values }), {});
    expect(attempt({ 'pbem:mailDomain': undefined })).toThrow(/mailDomain/);
    expect(attempt({ 'pbem:stage': 'Prod_1' })).toThrow(/stage/);
    expect(attempt({ 'pbem:logRetentionDays': 10 })).toThrow(/must be one of 1, 3, 5, 7, 14, 30/);
    expect(attempt({ 'pbem:retainData': 'yes' })).toThrow(/retainData/);
    expect(attempt({ 'pbem:reminderRateMinutes': '0' })).toThrow(/reminderRateMinutes/);
  });

  it('has a context key and an environment variable for every setting, all distinct', () => {
    const contexts = Object.values(CONFIG_KEYS).map((k) => k.context);
    const envs = Object.values(CONFIG_KEYS).map((k) => k.env);
    expect(new Set(contexts).size).toBe(contexts.length);
    expect(new Set(envs).size).toBe(envs.length);
    for (const env of envs) expect(env).toMatch(/^PBEM_[A-Z_]+$/);
  });
});

describe('isExampleDomain', () => {
  it('recognises the RFC 2606 domains and their subdomains only', () => {
    expect(isExampleDomain('example.com')).toBe(true);
    expect(isExampleDomain('mail.example.org')).toBe(true);
    expect(isExampleDomain('notexample.com')).toBe(false);
    expect(isExampleDomain('play.brettspiel.dev')).toBe(false);
  });
});
