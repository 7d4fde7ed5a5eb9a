import { InvalidInputError } from './domain-errors';

export const INVALID_CURSOR = 'This page link is out of date: go back to the first page and page through again';

/**
 * Keyset paging: a cursor names the last row of the page before, and the next page is the rows after
 * it in the list's order, read from the index that holds that order however deep the page. Cursors
 * are opaque to clients: base64url of a JSON array of the row's key values.
 */
export function encodeCursor(key: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url');
}

function decodeKey(cursor: string): unknown[] {
  try {
    const key: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(key)) return key;
  } catch {
    // not base64url of JSON: reported below
  }
  return invalid();
}

const isRowId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;

function invalid(): never {
  throw new InvalidInputError(INVALID_CURSOR, [{ field: 'cursor', message: INVALID_CURSOR }]);
}

/** The id of a cursor over a list ordered by id. */
export function decodeIdCursor(cursor: string): number {
  const [id, ...rest] = decodeKey(cursor);
  return isRowId(id) && rest.length === 0 ? id : invalid();
}

/** The time and id of a cursor over a list ordered by a time, then id. */
export function decodeTimeIdCursor(cursor: string): { at: Date; id: number } {
  const [at, id, ...rest] = decodeKey(cursor);
  const time = typeof at === 'string' ? new Date(at) : null;
  return time && !Number.isNaN(time.getTime()) && isRowId(id) && rest.length === 0 ? { at: time, id } : invalid();
}

/** The values of a cursor over a list ordered by columns of these kinds, most significant first. */
export function decodeKeyCursor(cursor: string, kinds: readonly ('string' | 'number')[]): (string | number)[] {
  const key = decodeKey(cursor);
  const fits =
    key.length === kinds.length &&
    key.every((value, index) => (kinds[index] === 'number' ? Number.isSafeInteger(value) : typeof value === 'string'));
  return fits ? (key as (string | number)[]) : invalid();
}

/** One page of a keyset-paged list, read with one row more than the page holds to learn whether another follows. */
export interface KeysetPage<T> {
  items: T[];
  nextCursor: string | null;
}

export function keysetPage<T>(rows: T[], pageSize: number, keyOf: (row: T) => (string | number)[]): KeysetPage<T> {
  const items = rows.slice(0, pageSize);
  return { items, nextCursor: rows.length > pageSize ? encodeCursor(keyOf(items[items.length - 1])) : null };
}
