import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type AppConfig, ConfigError, loadConfig } from './app-config';

const fileWith = (content: string) => {
  const file = join(mkdtempSync(join(tmpdir(), 'nurse-secret-')), 'secret');
  writeFileSync(file, content);
  return file;
};

/** Each secret other than the session's, the settings it needs beside it, and where the config holds it. */
const secrets: [string, NodeJS.ProcessEnv, (config: AppConfig) => string | undefined][] = [
  ['ADMIN_PASSWORD', {}, (config) => config.adminPassword],
  [
    'S3_SECRET_ACCESS_KEY',
    { S3_BUCKET: 'nurse-uploads', S3_ACCESS_KEY_ID: 'nurse-uploads' },
    (config) => config.objectStorage?.secretAccessKey,
  ],
  ['LLM_API_KEY', { LLM_BASE_URL: 'http://127.0.0.1:8080/v1', LLM_MODEL: 'small' }, (config) => config.languageModel?.apiKey],
  ['METRICS_TOKEN', { METRICS_PORT: '9464' }, (config) => config.metrics?.token],
];

describe.each(secrets)('%s', (name, beside, read) => {
  const value = 'Hq8vN2xTc5LwR9mZ4pKj7Ys3';

  it(`is read from ${name}_FILE, such as a Docker secret, without its final line break`, () => {
    expect(read(loadConfig({ ...beside, [`${name}_FILE`]: fileWith(`${value}\n`) }))).toBe(value);
  });

  it(`is still read from ${name} itself`, () => {
    expect(read(loadConfig({ ...beside, [name]: value }))).toBe(value);
  });

  it(`names ${name}_FILE when the file cannot be read`, () => {
    expect(() => loadConfig({ ...beside, [`${name}_FILE`]: '/nonexistent/secret' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...beside, [`${name}_FILE`]: '/nonexistent/secret' })).toThrow(
      `${name}_FILE: cannot read /nonexistent/secret`,
    );
  });

  it(`refuses ${name} and ${name}_FILE set together`, () => {
    expect(() => loadConfig({ ...beside, [name]: value, [`${name}_FILE`]: fileWith(value) })).toThrow(
      `${name}_FILE: set ${name} or ${name}_FILE, not both`,
    );
  });
});

describe('the administrator password', () => {
  it.each([
    ['the placeholder docker-compose.yml shipped', 'change-this-admin-password'],
    ['a "replace me" note', 'REPLACE_ME_admin_password'],
    ['an example value', 'example-admin-password'],
  ])('refuses %s at start, naming ADMIN_PASSWORD without repeating the value', (_label, value) => {
    expect(() => loadConfig({ ADMIN_PASSWORD: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ADMIN_PASSWORD: value })).toThrow(/ADMIN_PASSWORD: is a placeholder/);
    expect(() => loadConfig({ ADMIN_PASSWORD: value })).toThrow(expect.objectContaining({ message: expect.not.stringContaining(value) }));
  });

  it('refuses a placeholder read from ADMIN_PASSWORD_FILE', () => {
    expect(() => loadConfig({ ADMIN_PASSWORD_FILE: fileWith('change-this-admin-password\n') })).toThrow(/ADMIN_PASSWORD: is a placeholder/);
  });

  it('keeps its own rule of at least 12 characters, not the 32 of the session secret', () => {
    expect(loadConfig({ ADMIN_PASSWORD: 'Tr0ub4dor&3x' }).adminPassword).toBe('Tr0ub4dor&3x');
    expect(loadConfig({ ADMIN_PASSWORD: 'integration-admin-password' }).adminPassword).toBe('integration-admin-password');
    expect(() => loadConfig({ ADMIN_PASSWORD: 'Tr0ub4dor&3' })).toThrow(/ADMIN_PASSWORD: must be at least 12 characters/);
  });

  it('is generated at first start when unset, as the embedded start needs', () => {
    expect(loadConfig({}).adminPassword).toBeUndefined();
  });
});

describe('the S3 secret access key', () => {
  it('refuses the placeholder docker-compose.yml shipped for MinIO, naming S3_SECRET_ACCESS_KEY', () => {
    const env = { S3_BUCKET: 'nurse-uploads', S3_ACCESS_KEY_ID: 'nurse-uploads', S3_SECRET_ACCESS_KEY: 'change-this-minio-password' };
    expect(() => loadConfig(env)).toThrow(/S3_SECRET_ACCESS_KEY: is a placeholder/);
    expect(() => loadConfig(env)).toThrow(expect.objectContaining({ message: expect.not.stringContaining('change-this-minio-password') }));
  });
});
