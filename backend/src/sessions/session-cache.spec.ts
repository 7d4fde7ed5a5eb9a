import type { SessionAccount } from './session-accounts';
import { frozenAccount, SessionCache, type SessionWithUser } from './session-cache';

/** An account as its module loads it: more than the access rules read, with lists. */
type LoadedAccount = SessionAccount & { name: string; confirmedSpecialties: string[] };

function sessionOf(userId: number, sessionId = `s${userId}`, expiresAt = new Date(10_000_000)): SessionWithUser & { user: LoadedAccount } {
  const user: LoadedAccount = { id: userId, accountStatus: 'live', name: `Nurse ${userId}`, confirmedSpecialties: ['ICU'] };
  return { session: { id: sessionId, kind: 'user', userId, expiresAt }, user };
}

describe('SessionCache (a MomentCache)', () => {
  let now: number;
  const cacheKeeping = (keepMs: number, maxEntries = 100) => new SessionCache(keepMs, maxEntries, () => now);

  beforeEach(() => {
    now = 1_000_000;
  });

  it('answers what it kept until its time is up', () => {
    const cache = cacheKeeping(5000);
    cache.keepSession(cache.ticket(), sessionOf(1));
    now += 4999;
    expect((cache.find('s1')?.user as LoadedAccount | undefined)?.name).toBe('Nurse 1');
    now += 1;
    expect(cache.find('s1')).toBeUndefined();
  });

  it('never keeps a session past its own expiry', () => {
    const cache = cacheKeeping(5000);
    cache.keepSession(cache.ticket(), sessionOf(1, 's1', new Date(now + 1000)));
    now += 1000;
    expect(cache.find('s1')).toBeUndefined();
  });

  it('keeps nothing when its time is zero', () => {
    const cache = cacheKeeping(0);
    cache.keepSession(cache.ticket(), sessionOf(1));
    expect(cache.enabled).toBe(false);
    expect(cache.find('s1')).toBeUndefined();
  });

  it('freezes the account and its lists, so no request changes what the next one reads', () => {
    const { user } = sessionOf(1);
    frozenAccount(user);
    expect(() => Object.assign(user, { name: 'Changed by a request' })).toThrow(TypeError);
    expect(() => user.confirmedSpecialties.push('ER')).toThrow(TypeError);
    expect(user).toMatchObject({ name: 'Nurse 1', confirmedSpecialties: ['ICU'] });
  });

  it('drops one session, or every session of an account', () => {
    const cache = cacheKeeping(5000);
    for (const found of [sessionOf(1, 'a'), sessionOf(1, 'b'), sessionOf(2, 'c')]) cache.keepSession(cache.ticket(), found);
    cache.drop('a');
    expect(cache.find('a')).toBeUndefined();
    expect(cache.find('b')).toBeDefined();
    cache.dropUser(1);
    expect(cache.find('b')).toBeUndefined();
    expect(cache.find('c')?.user.id).toBe(2);
  });

  it('does not keep a read that a drop overtook, so a row read before a change never outlives it', () => {
    const cache = cacheKeeping(5000);
    const ticket = cache.ticket();
    cache.dropUser(1);
    cache.keepSession(ticket, sessionOf(1));
    expect(cache.find('s1')).toBeUndefined();
    cache.keepSession(cache.ticket(), sessionOf(1));
    expect(cache.find('s1')).toBeDefined();
  });

  it('lets the oldest entry go beyond its size', () => {
    const cache = cacheKeeping(5000, 2);
    for (const userId of [1, 2, 3]) cache.keepSession(cache.ticket(), sessionOf(userId));
    expect(cache.find('s1')).toBeUndefined();
    expect(cache.find('s2')).toBeDefined();
    expect(cache.find('s3')).toBeDefined();
  });
});
