import { MomentCache } from './moment-cache';

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
