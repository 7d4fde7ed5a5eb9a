import { isRetryableSendFailure, sendWithRetries } from './send-with-retries';

const fetchError = { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' };
const httpError = (status: number) => ({ status, data: { statusCode: status, message: 'No' } });

describe('isRetryableSendFailure', () => {
  it.each([
    ['no answer', fetchError, true],
    ['a timeout', { status: 'TIMEOUT_ERROR', error: 'timed out' }, true],
    ['a 502', httpError(502), true],
    ['a 503', httpError(503), true],
    ['a 504', httpError(504), true],
    ['a 500', httpError(500), false],
    ['a 400', httpError(400), false],
    ['a 403', httpError(403), false],
    ['a 409', httpError(409), false],
  ])('%s: %s', (_what, error, retryable) => {
    expect(isRetryableSendFailure(error)).toBe(retryable);
  });
});

describe('sendWithRetries', () => {
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
  };
  beforeEach(() => (waits.length = 0));

  it('answers the first success, waiting the given delays before each retry', async () => {
    const attempt = jest.fn().mockRejectedValueOnce(fetchError).mockRejectedValueOnce(httpError(503)).mockResolvedValue('sent');
    await expect(sendWithRetries(attempt, [10, 20, 40], wait)).resolves.toBe('sent');
    expect(attempt).toHaveBeenCalledTimes(3);
    expect(waits).toEqual([10, 20]);
  });

  it('gives up with the last failure once the retries are spent', async () => {
    const attempt = jest.fn().mockRejectedValue(fetchError);
    await expect(sendWithRetries(attempt, [10, 20], wait)).rejects.toBe(fetchError);
    expect(attempt).toHaveBeenCalledTimes(3);
  });

  it('does not retry a refusal', async () => {
    const refusal = httpError(403);
    const attempt = jest.fn().mockRejectedValue(refusal);
    await expect(sendWithRetries(attempt, [10, 20], wait)).rejects.toBe(refusal);
    expect(attempt).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });
});
