import { Writable } from 'node:stream';
import type { AppRequest } from '../common/request-context';
import { createJsonLogger } from './json-logger';
import { requestLogLine } from './request-log-line';
import { runWithRequestId } from './request-scope';

const signedInRequest = {
  method: 'PUT',
  originalUrl: '/api/users/42',
  baseUrl: '/api/users',
  route: { path: '/:id' },
  id: 'req-0123456789',
  headers: { cookie: 'sid=secret-token', authorization: 'Bearer secret' },
  body: { email: 'nurse@example.org', password: 'hunter2hunter2' },
  auth: {
    user: { id: 42, email: 'nurse@example.org', passwordHash: 'hash' },
    userSessionId: 'session',
    isAdmin: false,
    adminSessionId: null,
  },
} as unknown as AppRequest;

function capture(): { stream: Writable; lines: () => Record<string, unknown>[] } {
  const chunks: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk.toString());
      done();
    },
  });
  return {
    stream,
    lines: () =>
      chunks
        .join('')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>),
  };
}

describe('requestLogLine', () => {
  it('holds the method, route pattern, status, duration, request id and the nurse id', () => {
    expect(requestLogLine(signedInRequest, 200, 12.345)).toEqual({
      msg: 'request',
      method: 'PUT',
      route: '/api/users/:id',
      status: 200,
      durationMs: 12.3,
      requestId: 'req-0123456789',
      nurseId: 42,
    });
  });

  it('has no nurse id for a visitor', () => {
    const visitor = { ...signedInRequest, auth: undefined } as unknown as AppRequest;
    expect(requestLogLine(visitor, 401, 1)).not.toHaveProperty('nurseId');
  });

  it('is written as one JSON line with nothing of the email, the cookie, the token or the body', () => {
    const { stream, lines } = capture();
    createJsonLogger('api', stream).info(requestLogLine(signedInRequest, 200, 3));
    const [line] = lines();
    expect(line).toMatchObject({ level: 'info', process: 'api', msg: 'request', route: '/api/users/:id', nurseId: 42 });
    expect(typeof line.time).toBe('string');
    const text = JSON.stringify(line);
    for (const secret of ['nurse@example.org', 'secret-token', 'Bearer', 'hunter2', 'hash']) expect(text).not.toContain(secret);
  });
});

describe('createJsonLogger', () => {
  it('writes the id of the request a line is written for', () => {
    const { stream, lines } = capture();
    const logger = createJsonLogger('worker', stream);
    runWithRequestId('req-abcdefgh', () => logger.warn('Job send-email failed'));
    logger.info('Worker processing jobs');
    expect(lines()).toEqual([
      expect.objectContaining({ level: 'warn', process: 'worker', requestId: 'req-abcdefgh', msg: 'Job send-email failed' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });
});
