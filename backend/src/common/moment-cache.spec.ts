import { MomentCache, READ_IN_FLIGHT_LIMIT_MS } from './moment-cache';

describe('MomentCache', () => {
  it('drops everything at once, and refuses reads that started before', () => {
    const cache = new MomentCache<number, number>(5000, 10);
    const ticket = cache.ticket();
    cache.keep(ticket, 1, 3);
    cache.keep(ticket, 2, 4);
    cache.dropAll();
    expect([cache.find(1), cache.find(2)]).toEqual([undefined, undefined]);
    cache.keep(ticket, 1, 3);
    expect(cache.find(1)).toBeUndefined();
  });
});

describe('MomentCache storage', () => {
  let now = 1_000_000;
  const cacheOf = (keepMs: number, maxEntries: number) => new MomentCache<string, number>(keepMs, maxEntries, () => now);

  it('keeps a value until its time or the given latest moment, whichever comes first', () => {
    const cache = cacheOf(5000, 10);
    cache.keep(cache.ticket(), 'a', 1);
    cache.keep(cache.ticket(), 'b', 2, now + 1000);
    now += 999;
    expect([cache.find('a'), cache.find('b')]).toEqual([1, 2]);
    now += 1;
    expect([cache.find('a'), cache.find('b')]).toEqual([1, undefined]);
    now += 4000;
    expect(cache.find('a')).toBeUndefined();
  });

  it('lets the least recently used entry go beyond its size', () => {
    const cache = cacheOf(5000, 2);
    cache.keep(cache.ticket(), 'a', 1);
    cache.keep(cache.ticket(), 'b', 2);
    expect(cache.find('a')).toBe(1);
    cache.keep(cache.ticket(), 'c', 3);
    expect([cache.find('a'), cache.find('b'), cache.find('c')]).toEqual([1, undefined, 3]);
  });

  it('drops the entries that match, and refuses reads that started before', () => {
    const cache = cacheOf(5000, 10);
    const ticket = cache.ticket();
    cache.keep(ticket, 'a', 1);
    cache.keep(ticket, 'b', 2);
    cache.dropWhere((value) => value === 1);
    expect([cache.find('a'), cache.find('b')]).toEqual([undefined, 2]);
    cache.keep(ticket, 'a', 1);
    expect(cache.find('a')).toBeUndefined();
  });

  it("refuses a read that started before its key's drop, and keeps the reads of other keys", () => {
    const cache = cacheOf(5000, 10);
    const ticket = cache.ticket();
    cache.drop('a');
    cache.keep(ticket, 'a', 1);
    cache.keep(ticket, 'b', 2);
    expect([cache.find('a'), cache.find('b')]).toEqual([undefined, 2]);
    cache.keep(cache.ticket(), 'a', 3);
    expect(cache.find('a')).toBe(3);
  });

  it('refuses a read that took longer than its drops are remembered', () => {
    const cache = cacheOf(60_000, 10);
    const ticket = cache.ticket();
    now += READ_IN_FLIGHT_LIMIT_MS - 1;
    cache.keep(ticket, 'a', 1);
    expect(cache.find('a')).toBe(1);
    cache.drop('a');
    now += 1;
    cache.keep(ticket, 'a', 1);
    expect(cache.find('a')).toBeUndefined();
  });

  it('refuses every read in flight once a drop is forgotten for room', () => {
    const cache = cacheOf(5000, 2);
    const ticket = cache.ticket();
    cache.drop('a');
    cache.drop('b');
    cache.keep(ticket, 'c', 3);
    expect(cache.find('c')).toBe(3);
    cache.drop('d');
    cache.keep(ticket, 'e', 5);
    expect(cache.find('e')).toBeUndefined();
    cache.keep(cache.ticket(), 'e', 5);
    expect(cache.find('e')).toBe(5);
  });
});
