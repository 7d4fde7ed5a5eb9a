import { InvalidInputError } from '../common/domain-errors';
import { IDEMPOTENCY_MESSAGES, idempotencyKeyOf } from './idempotency-key-header';

describe('idempotencyKeyOf', () => {
  it('answers no key when the header is absent', () => {
    expect(idempotencyKeyOf(undefined)).toBeUndefined();
  });

  it.each(['8chars__', 'f47ac10b-58cc-4372-a567-0e02b2c3d479', 'a'.repeat(100)])('takes %s', (key) => {
    expect(idempotencyKeyOf(key)).toBe(key);
  });

  it.each([
    ['an empty key', ''],
    ['7 characters', 'abcdefg'],
    ['101 characters', 'a'.repeat(101)],
    ['spaces', 'my key 12'],
    ['other punctuation', 'key.with.dots'],
    ['a key sent twice', 'abcdefgh, abcdefgh'],
    ['a list', ['abcdefgh', 'abcdefgh']],
  ])('refuses %s with a message saying what a key looks like', (_what, header) => {
    expect(() => idempotencyKeyOf(header)).toThrow(new InvalidInputError(IDEMPOTENCY_MESSAGES.badKey));
  });
});
