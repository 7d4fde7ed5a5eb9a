import { Writable } from 'node:stream';
import { createJsonLogger } from './json-logger';
import { JsonNestLogger } from './json-nest-logger';

function loggerWithLines(): { logger: JsonNestLogger; lines: Record<string, unknown>[] } {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(JSON.parse(chunk.toString()) as Record<string, unknown>);
      done();
    },
  });
  return { logger: new JsonNestLogger(createJsonLogger('api', stream)), lines };
}

describe('JsonNestLogger', () => {
  it("writes a Nest logger's message with its context", () => {
    const { logger, lines } = loggerWithLines();
    logger.log('Nurse Career Network listening', 'Main');
    expect(lines).toEqual([expect.objectContaining({ level: 'info', msg: 'Nurse Career Network listening', context: 'Main' })]);
  });

  it('keeps the stack Nest passes with an error apart from its context', () => {
    const { logger, lines } = loggerWithLines();
    logger.error('Job failed', 'Error: boom\n    at run', 'Jobs');
    expect(lines).toEqual([
      expect.objectContaining({ level: 'error', msg: 'Job failed', stack: 'Error: boom\n    at run', context: 'Jobs' }),
    ]);
  });

  it('writes an Error as its message with the error serialised', () => {
    const { logger, lines } = loggerWithLines();
    logger.warn(new Error('Redis is down'), 'Redis');
    expect(lines[0]).toMatchObject({ level: 'warn', msg: 'Redis is down', context: 'Redis', err: { message: 'Redis is down' } });
  });
});

describe('what the JSON logger never writes', () => {
  it('replaces an email address, a bearer token or a link token in a message, a stack or an error', () => {
    const { logger, lines } = loggerWithLines();
    logger.warn('Mail to clara@example.org: Reset your password', 'Mail');
    logger.error(
      'GET /api/packets/dV2GiXoUO1LZeOuJHYOpjjoSKDh7 failed',
      "Error: Duplicate entry 'ana@example.org'\n    at run",
      'HttpError',
    );
    logger.error(Object.assign(new Error("Duplicate entry 'ben@example.org'"), { parameters: ['ben@example.org'] }), 'Db');
    logger.log({ msg: 'probe', header: 'Authorization: Bearer s3cr3t-token-value' }, 'Probe');
    const text = JSON.stringify(lines);
    for (const secret of [
      'clara@example.org',
      'dV2GiXoUO1LZeOuJHYOpjjoSKDh7',
      'ana@example.org',
      'ben@example.org',
      's3cr3t-token-value',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(lines[0]).toMatchObject({ msg: 'Mail to [email]: Reset your password' });
    expect(lines[1]).toMatchObject({ msg: 'GET /api/packets/:token failed', stack: "Error: Duplicate entry '[email]'\n    at run" });
    expect(lines[2]).toMatchObject({
      msg: "Duplicate entry '[email]'",
      err: { message: "Duplicate entry '[email]'", parameters: ['[email]'] },
    });
  });

  it('redacts the fields that hold an address, a cookie, an authorization header or a token', () => {
    const { logger, lines } = loggerWithLines();
    logger.log({
      msg: 'probe',
      email: 'clara@example.org',
      token: 'reset-token',
      to: 'ana@example.org',
      req: { headers: { cookie: 'sid=abc', authorization: 'Basic Zm9v' } },
      user: { email: 'ben@example.org', id: 7 },
    });
    expect(lines[0]).toMatchObject({
      email: '[redacted]',
      token: '[redacted]',
      to: '[redacted]',
      req: { headers: { cookie: '[redacted]', authorization: '[redacted]' } },
      user: { email: '[redacted]', id: 7 },
    });
  });
});
