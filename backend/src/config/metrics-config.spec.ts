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

  it.each(['127.0.0.1', '127.3.0.9', 'localhost', '::1'])('serves them without a token on the loopback address %s', (host) => {
    expect(loadConfig({ METRICS_PORT: '9464', METRICS_HOST: host }).metrics).toEqual({ port: 9464, host, token: undefined });
  });

  it.each([
    [{ METRICS_PORT: 'abc' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '70000' }, 'METRICS_PORT'],
    [{ METRICS_PORT: '3000' }, 'METRICS_PORT: must differ from PORT'],
    [{ METRICS_PORT: '9464', METRICS_HOST: ' ' }, 'METRICS_HOST'],
    [{ METRICS_PORT: '9464', METRICS_TOKEN: 'short' }, 'METRICS_TOKEN: must be at least 16 characters'],
    [{ METRICS_TOKEN: 'scrape-token-0123456789' }, 'METRICS_TOKEN: needs METRICS_PORT'],
    [{ METRICS_PORT: '9464', METRICS_HOST: '10.0.0.5' }, 'METRICS_TOKEN: required when METRICS_HOST (10.0.0.5) is not a loopback address'],
    [{ METRICS_PORT: '9464', METRICS_HOST: '0.0.0.0' }, 'METRICS_TOKEN: required when METRICS_HOST (0.0.0.0) is not a loopback address'],
    [{ METRICS_PORT: '9464', METRICS_HOST: 'metrics.internal' }, 'METRICS_TOKEN: required when METRICS_HOST'],
  ])('refuses %p naming %s', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
