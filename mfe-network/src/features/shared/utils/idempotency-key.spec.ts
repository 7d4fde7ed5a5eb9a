import { newIdempotencyKey } from './idempotency-key';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a new random UUID each time', () => {
    expect(typeof crypto.randomUUID).toBe('function');
    const keys = [newIdempotencyKey(), newIdempotencyKey()];
    expect(keys[0]).toMatch(UUID);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('is made from random bytes where crypto.randomUUID is missing (a page not served over https)', () => {
    const own = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true, writable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID);
    } finally {
      if (own) Object.defineProperty(crypto, 'randomUUID', own);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });
});
