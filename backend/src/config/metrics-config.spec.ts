import { ConfigError, loadConfig } from './app-config';

describe('metrics settings', () => {
  it('keeps metrics off unless METRICS_PORT is set', () => {
    expect(loadConfig({}).metrics).toBeUndefined();
  });

  it('serves them on localhost by default, with an optional bearer token', () => {
    expect(loadConfig({ METRICS_PORT: '9464' }).metrics).toEqual({ port: 9464, host: '127.0.0.1', token: undefined });
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5', METRICS_TOKEN: 'scrape-token-0123456789' }).metrics).toEqual({
      port: 9464,
      host: '10.0.0.5',
      token: 'scrape-token-0123456789',
    });
  });

  it.each([
    [{ METRICS_PORT: 'abc' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT: must differ from PORT'],
    [{ METRICS_PORT: '9464', METRICS_HOST: ' ' }, 'METRICS_HOST'],
    [{ METRICS_PORT: '9464', METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 16 characters'],
    [{ METRICS_TOKEN: 'scrape-token-0123456789' }, 'METRICS_TOKEN: needs METRICS_PORT'],
  ])('refuses %p naming %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
