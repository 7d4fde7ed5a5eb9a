import type Redis from 'ioredis';
import type { SessionAccount } from './session-accounts';
import type { SessionKind } from './session.entity';

export interface StoredSession {
  id: string;
  kind: SessionKind;
  userId: number | null;
  expiresAt: Date;
}

/** Where sessions live: the database by default, Redis when configured. */
export interface SessionStore {
  save(session: StoredSession): Promise<void>;
  find(id: string): Promise<StoredSession | null>;
  delete(id: string): Promise<void>;
  /** Ends every session of a nurse. */
  deleteForUser(userId: number): Promise<void>;
  /** Ends every administrator session of a staff person (admin sessions keep her id in `userId`). */
  deleteForStaff(staffId: number): Promise<void>;
  /** Removes expired sessions; answers how many. */
  purgeExpired(): Promise<number>;
  /**
   * The session with the account it belongs to, in one read, where the store can join them (the database
   * store); otherwise the caller reads the account by the session's user id.
   */
  findWithUser?(id: string): Promise<{ session: StoredSession; user: SessionAccount } | null>;
}

export class RedisSessionStore implements SessionStore {
  constructor(private readonly redis: Redis) {}

  private key(id: string): string {
    return `session:${id}`;
  }

  private userKey(userId: number, kind: SessionKind = 'user'): string {
    return kind === 'admin' ? `staff-sessions:${userId}` : `user-sessions:${userId}`;
  }

  async save(session: StoredSession): Promise<void> {
    const ttlMs = Math.max(1, session.expiresAt.getTime() - Date.now());
    const multi = this.redis.multi().set(this.key(session.id), JSON.stringify(session), 'PX', ttlMs);
    if (session.userId !== null) {
      const owner = this.userKey(session.userId, session.kind);
      multi.sadd(owner, session.id).pexpire(owner, ttlMs);
    }
    await multi.exec();
  }

  async find(id: string): Promise<StoredSession | null> {
    const raw = await this.redis.get(this.key(id));
    if (!raw) return null;
    const parsed = JSON.parse(raw) as StoredSession & { expiresAt: string };
    return { ...parsed, expiresAt: new Date(parsed.expiresAt) };
  }

  async delete(id: string): Promise<void> {
    await this.redis.del(this.key(id));
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.deleteAll(this.userKey(userId));
  }

  async deleteForStaff(staffId: number): Promise<void> {
    await this.deleteAll(this.userKey(staffId, 'admin'));
  }

  private async deleteAll(ownerKey: string): Promise<void> {
    const ids = await this.redis.smembers(ownerKey);
    await this.redis.del(ownerKey, ...ids.map((id) => this.key(id)));
  }

  purgeExpired(): Promise<number> {
    // Redis expires sessions by itself.
    return Promise.resolve(0);
  }
}
