import { QueryFailedError } from 'typeorm';
import { ConflictError, UnavailableError } from './domain-errors';
import { isUnavailability } from './unavailability';

/** An error as a driver makes it: a message with properties set afterwards. */
function driverError(message: string, properties: Record<string, unknown> = {}): Error {
  return Object.assign(new Error(message), properties);
}

class MaxRetriesPerRequestError extends Error {
  override get name(): string {
    return 'MaxRetriesPerRequestError';
  }
}

describe('isUnavailability', () => {
  it.each([
    ['mysql2: refused connection', driverError('connect ECONNREFUSED 127.0.0.1:3306', { code: 'ECONNREFUSED', fatal: true })],
    [
      'mysql2: lost connection',
      driverError('Connection lost: The server closed the connection.', { code: 'PROTOCOL_CONNECTION_LOST', fatal: true }),
    ],
    ['mysql2: too many connections', driverError('Too many connections', { code: 'ER_CON_COUNT_ERROR', errno: 1040 })],
    ['mysql2: statement timeout', driverError('Query inactivity timeout', { code: 'PROTOCOL_SEQUENCE_TIMEOUT', fatal: true })],
    ['mysql2: connect timeout', driverError('connect ETIMEDOUT', { code: 'ETIMEDOUT', errorno: 'ETIMEDOUT' })],
    ['mysql2: closed connection reused', driverError("Can't add new command when connection is in closed state")],
    ['mysql2: closed pool', driverError('Pool is closed.')],
    ['ioredis: retries exhausted', new MaxRetriesPerRequestError('Reached the max retries per request limit (which is 1).')],
    ['ioredis: connection closed', driverError('Connection is closed.')],
    ['ioredis: offline', driverError("Stream isn't writeable and enableOfflineQueue options is false")],
    ['Node: refused on every address', new AggregateError([driverError('connect ECONNREFUSED ::1:6379', { code: 'ECONNREFUSED' })])],
    ['the domain error itself', new UnavailableError()],
    ['the AWS SDK: a bucket out of reach, kept as text', new Error('AWS SDK error wrapper for Error: connect ECONNREFUSED 127.0.0.1:9000')],
  ])('recognises %s', (_, error) => {
    expect(isUnavailability(error)).toBe(true);
  });

  it("follows TypeORM's wrapper to the driver's error", () => {
    const lost = driverError('Connection lost: The server closed the connection.', { code: 'PROTOCOL_CONNECTION_LOST', fatal: true });
    expect(isUnavailability(new QueryFailedError('SELECT 1', [], lost))).toBe(true);
  });

  it('follows an error to its cause', () => {
    expect(
      isUnavailability(new Error('could not read the session', { cause: driverError('connect ECONNREFUSED', { code: 'ECONNREFUSED' }) })),
    ).toBe(true);
  });

  it.each([
    [
      'a duplicate key',
      new QueryFailedError('INSERT', [], driverError("Duplicate entry 'a' for key 'email'", { code: 'ER_DUP_ENTRY', errno: 1062 })),
    ],
    ['a syntax error', driverError('You have an error in your SQL syntax', { code: 'ER_PARSE_ERROR', fatal: false })],
    ['a product refusal', new ConflictError('already exists')],
    ['a plain bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a message that only mentions a code', new Error('Explain what ECONNREFUSED means to the nurse')],
    ['a string', 'ECONNREFUSED'],
    ['nothing', undefined],
  ])('leaves %s alone', (_, error) => {
    expect(isUnavailability(error)).toBe(false);
  });

  it('stops following a chain of causes after a few steps', () => {
    const looped: { cause?: unknown } = {};
    looped.cause = looped;
    expect(isUnavailability(looped)).toBe(false);
  });
});
