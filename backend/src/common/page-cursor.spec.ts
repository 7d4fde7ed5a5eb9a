import { InvalidInputError } from './domain-errors';
import { decodeIdCursor, decodeTimeIdCursor, encodeCursor, INVALID_CURSOR, keysetPage } from './page-cursor';

describe('page cursors', () => {
  it('round-trips an id and a time with an id', () => {
    expect(decodeIdCursor(encodeCursor([42]))).toBe(42);
    const at = new Date('2026-11-20T10:00:00.000Z');
    expect(decodeTimeIdCursor(encodeCursor([at.toISOString(), 7]))).toEqual({ at, id: 7 });
  });

  it.each([
    ['not base64url JSON', '%%%'],
    ['an object', encodeCursor([]).replace(/.*/, Buffer.from('{"id":1}').toString('base64url'))],
    ['a negative id', encodeCursor([-1])],
    ['a fractional id', encodeCursor([1.5])],
    ['an id as text', encodeCursor(['1'])],
    ['extra values', encodeCursor([1, 2])],
  ])('refuses %s as an id cursor with a message a person can act on', (_name, cursor) => {
    expect(() => decodeIdCursor(cursor)).toThrow(new InvalidInputError(INVALID_CURSOR));
  });

  it('refuses a time cursor without a valid time', () => {
    expect(() => decodeTimeIdCursor(encodeCursor(['yesterday', 1]))).toThrow(InvalidInputError);
    expect(() => decodeTimeIdCursor(encodeCursor([5]))).toThrow(InvalidInputError);
  });
});

describe('keysetPage', () => {
  const keyOf = (row: { id: number }) => [row.id];

  it('gives the next cursor from the last row shown when one more row was read', () => {
    const page = keysetPage([{ id: 9 }, { id: 8 }, { id: 7 }], 2, keyOf);
    expect(page.items).toEqual([{ id: 9 }, { id: 8 }]);
    expect(decodeIdCursor(page.nextCursor!)).toBe(8);
  });

  it('has no next cursor on the last page', () => {
    expect(keysetPage([{ id: 9 }, { id: 8 }], 2, keyOf).nextCursor).toBeNull();
    expect(keysetPage([], 2, keyOf)).toEqual({ items: [], nextCursor: null });
  });
});
