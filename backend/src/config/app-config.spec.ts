import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('gives the embedded defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.dataDir).toBe('./data');
    expect(config.appUrl).toBe('http://localhost:3000');
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.secureCookies).toBe(false);
    expect(config.remotes).toEqual([
      { name: 'mfe_admin', entry: '/remotes/mfe-admin/remoteEntry.js' },
      { name: 'mfe_profile', entry: '/remotes/mfe-profile/remoteEntry.js' },
      { name: 'mfe_network', entry: '/remotes/mfe-network/remoteEntry.js' },
      { name: 'mfe_chat', entry: '/remotes/mfe-chat/remoteEntry.js' },
    ]);
  });

  it('makes passkeys for the host of the public URL, from its origin, unless told otherwise', () => {
    expect(loadConfig({ APP_URL: 'https://nurses.example.org/' }).webauthn).toEqual({
      rpId: 'nurses.example.org',
      rpName: 'Nurse Career Network',
      origins: ['https://nurses.example.org'],
    });
    const set = loadConfig({
      APP_URL: 'https://app.nurses.example.org',
      WEBAUTHN_RP_ID: 'nurses.example.org',
      WEBAUTHN_ORIGINS: 'https://nurses.example.org/, https://app.nurses.example.org',
    }).webauthn;
    expect(set.rpId).toBe('nurses.example.org');
    expect(set.origins).toEqual(['https://app.nurses.example.org', 'https://nurses.example.org']);
  });

  it('marks cookies secure when the public URL is https', () => {
    expect(loadConfig({ APP_URL: 'https://nurses.example.org/' }).secureCookies).toBe(true);
    expect(loadConfig({ APP_URL: 'https://nurses.example.org/' }).appUrl).toBe('https://nurses.example.org');
  });

  it.each([
    [{ PORT: 'abc' }, 'PORT'],
    [{ DATABASE_URL: 'postgres://x' }, 'DATABASE_URL'],
    [{ REDIS_URL: 'http://x' }, 'REDIS_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ PROCESS_JOBS: 'maybe' }, 'PROCESS_JOBS'],
    [{ REMOTES: 'mfe_admin' }, 'REMOTES'],
    [{ ADMIN_LOGIN_MAX_FAILURES: '0' }, 'ADMIN_LOGIN_MAX_FAILURES'],
    [{ HOUSEKEEPING_SCHEDULE: 'hourly' }, 'HOUSEKEEPING_SCHEDULE'],
    [{ RENEWAL_REMINDER_HOUR: '24' }, 'RENEWAL_REMINDER_HOUR'],
    [{ RENEWAL_REMINDER_HOUR: '' }, 'RENEWAL_REMINDER_HOUR'],
    [{ RENEWAL_REMINDER_HOUR: '9am' }, 'RENEWAL_REMINDER_HOUR'],
  ])('refuses %p naming %s', (env, variable) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(variable);
  });

  it('runs housekeeping at the top of every hour unless another cron schedule is set', () => {
    expect(loadConfig({}).housekeepingSchedule).toBe('0 0-23/1 * * *');
    expect(loadConfig({ HOUSEKEEPING_SCHEDULE: '*/5 * * * * *' }).housekeepingSchedule).toBe('*/5 * * * * *');
  });

  it('runs the renewal reminder pass at 09:00 UTC unless another hour is set', () => {
    expect(loadConfig({}).renewalReminderHour).toBe(9);
    expect(loadConfig({ RENEWAL_REMINDER_HOUR: '0' }).renewalReminderHour).toBe(0);
    expect(loadConfig({ RENEWAL_REMINDER_HOUR: '23' }).renewalReminderHour).toBe(23);
  });

  it('limits failed administrator sign-ins from all addresses to 100 per window unless set', () => {
    expect(loadConfig({}).rateLimit.adminLoginFailures).toBe(100);
    expect(loadConfig({ ADMIN_LOGIN_MAX_FAILURES: '25' }).rateLimit.adminLoginFailures).toBe(25);
  });

  it('treats an empty optional URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it('uses a language model only when its URL, key and model are all set', () => {
    expect(loadConfig({}).languageModel).toBeUndefined();
    expect(
      loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_API_KEY: 'sk-test', LLM_MODEL: 'small', LLM_TIMEOUT_SECONDS: '5' })
        .languageModel,
    ).toEqual({ baseUrl: 'http://127.0.0.1:8080/v1', apiKey: 'sk-test', model: 'small', timeoutMs: 5000 });
  });

  it('names the missing language model settings instead of starting half configured', () => {
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:8080/v1' })).toThrow(/LLM_API_KEY, LLM_MODEL: required/);
    expect(() => loadConfig({ LLM_BASE_URL: 'ftp://model', LLM_API_KEY: 'k', LLM_MODEL: 'm' })).toThrow(
      /LLM_BASE_URL: must be a http or https URL/,
    );
  });

  it('keeps uploads in DATA_DIR unless S3_BUCKET is set, then reads the bucket settings', () => {
    expect(loadConfig({}).objectStorage).toBeUndefined();
    expect(loadConfig({ S3_BUCKET: 'nurse-uploads' }).objectStorage).toEqual({
      bucket: 'nurse-uploads',
      endpoint: undefined,
      region: 'us-east-1',
      accessKeyId: undefined,
      secretAccessKey: undefined,
      forcePathStyle: false,
    });
    expect(
      loadConfig({
        S3_BUCKET: 'nurse-uploads',
        S3_ENDPOINT: 'http://minio:9000',
        S3_REGION: 'eu-west-1',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
      }).objectStorage,
    ).toEqual({
      bucket: 'nurse-uploads',
      endpoint: 'http://minio:9000',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'https://s3.example.com', S3_FORCE_PATH_STYLE: 'false' }).objectStorage?.forcePathStyle,
    ).toBe(false);
  });

  it('names the S3 setting that is wrong or missing', () => {
    expect(() => loadConfig({ S3_BUCKET: 'Not_A_Bucket' })).toThrow(/S3_BUCKET: must be a bucket name/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be a http or https URL/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://minio:9000' })).toThrow(/S3_BUCKET: required with S3_ENDPOINT/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_ACCESS_KEY_ID: 'key' })).toThrow(/S3_SECRET_ACCESS_KEY: required/);
    expect(() => loadConfig({ S3_BUCKET: 'b-1', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
  });
});

describe('the session secret', () => {
  const strong = 'q7Vd2LxZ9rTfK0mWb4NcYs1Hj8PuGe5Ao3RiXl6Ek';
  const earlier = 'Zp4Wn8Qc2Tv6Yb0Mx3Kr7Hd1Js5Lf9Ga2Ue6Io0Ct';
  const fileWith = (content: string) => {
    const file = join(mkdtempSync(join(tmpdir(), 'nurse-secret-')), 'session_secret');
    writeFileSync(file, content);
    return file;
  };

  it('is left to the database when unset, as the embedded start needs', () => {
    expect(loadConfig({}).sessionSecret).toBeUndefined();
    expect(loadConfig({}).previousSessionSecrets).toEqual([]);
  });

  it.each([
    ['the placeholder docker-compose.yml shipped', 'change-this-to-at-least-32-random-characters'],
    ['a short value', 'too-short-a-secret'],
    ['a value with too little variety', 'ab'.repeat(24)],
  ])('refuses %s, naming SESSION_SECRET and saying what a good value is', (_label, value) => {
    expect(() => loadConfig({ SESSION_SECRET: value })).toThrow(ConfigError);
    expect(() => loadConfig({ SESSION_SECRET: value })).toThrow(/SESSION_SECRET: .*openssl rand -base64 48/);
  });

  it('never repeats the refused value in its message', () => {
    const value = 'change-this-to-at-least-32-random-characters';
    expect(() => loadConfig({ SESSION_SECRET: value })).toThrow(expect.objectContaining({ message: expect.not.stringContaining(value) }));
  });

  it('is read from SESSION_SECRET_FILE, a Docker secret, without its final line break', () => {
    expect(loadConfig({ SESSION_SECRET_FILE: fileWith(`${strong}\n`) }).sessionSecret).toBe(strong);
  });

  it('refuses a weak secret from a file, an unreadable file, and both ways at once', () => {
    expect(() => loadConfig({ SESSION_SECRET_FILE: fileWith('change-this-to-at-least-32-random-characters\n') })).toThrow(
      /SESSION_SECRET: .*placeholder/,
    );
    expect(() => loadConfig({ SESSION_SECRET_FILE: '/nonexistent/session_secret' })).toThrow(
      /SESSION_SECRET_FILE: cannot read \/nonexistent\/session_secret/,
    );
    expect(() => loadConfig({ SESSION_SECRET: strong, SESSION_SECRET_FILE: fileWith(strong) })).toThrow(
      /SESSION_SECRET_FILE: set SESSION_SECRET or SESSION_SECRET_FILE, not both/,
    );
  });

  it('keeps earlier secrets, separated by commas or lines, to verify with', () => {
    const config = loadConfig({ SESSION_SECRET: strong, SESSION_SECRET_PREVIOUS: ` ${earlier} ,${strong.split('').reverse().join('')}\n` });
    expect(config.sessionSecret).toBe(strong);
    expect(config.previousSessionSecrets).toEqual([earlier, strong.split('').reverse().join('')]);
    expect(loadConfig({ SESSION_SECRET: strong, SESSION_SECRET_PREVIOUS_FILE: fileWith(`${earlier}\n`) }).previousSessionSecrets).toEqual([
      earlier,
    ]);
  });

  it('refuses a weak earlier secret (links signed with a public one can be forged) and earlier secrets without a current one', () => {
    expect(() =>
      loadConfig({ SESSION_SECRET: strong, SESSION_SECRET_PREVIOUS: `${earlier},change-this-to-at-least-32-random-characters` }),
    ).toThrow(/SESSION_SECRET_PREVIOUS: the 2nd secret is a placeholder/);
    expect(() => loadConfig({ SESSION_SECRET_PREVIOUS: earlier })).toThrow(/SESSION_SECRET_PREVIOUS: needs SESSION_SECRET/);
  });
});
