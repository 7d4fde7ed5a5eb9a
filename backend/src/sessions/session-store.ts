import type Redis from 'ioredis';
import { LessThan, type Repository } from 'typeorm';
import { dateFromDatabase } from '../database/entity-row-mapper';
import { KeyLookup, PreparedEntityQuery } from '../database/key-lookup';
import type { UserEntity } from '../modules/users/entities/user.entity';
import { SessionEntity, type SessionKind } from './session.entity';

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
  deleteForUser(userId: number): Promise<void>;
  /** Removes expired sessions; answers how many. */
  purgeExpired(): Promise<number>;
  /**
   * The session with the account it belongs to, in one read, where the store can join them (the database
   * store); otherwise the caller reads the account by the session's user id.
   */
  findWithUser?(id: string): Promise<{ session: StoredSession; user: UserEntity } | null>;
}

export class DatabaseSessionStore implements SessionStore {
  /** Every signed-in request looks its session up by primary key. */
  private readonly byId: KeyLookup<SessionEntity>;

  /** A nurse's request reads her session and her account together. */
  private readonly userBySession: PreparedEntityQuery<UserEntity>;

  constructor(
    private readonly sessions: Repository<SessionEntity>,
    users: Repository<UserEntity>,
  ) {
    this.byId = new KeyLookup(sessions, 'id', ['id', 'kind', 'userId', 'expiresAt']);
    this.userBySession = new PreparedEntityQuery(users, 'WHERE s.id = ? LIMIT 1', undefined, {
      joins: 'JOIN sessions s ON s.userId = users.id',
      columns: { sessionKind: 's.kind', sessionExpiresAt: 's.expiresAt' },
    });
  }

  async findWithUser(id: string): Promise<{ session: StoredSession; user: UserEntity } | null> {
    const [row] = await this.userBySession.allJoined([id]);
    if (!row) return null;
    const expiresAt = dateFromDatabase(row.joined.sessionExpiresAt)!;
    if (expiresAt.getTime() <= Date.now()) {
      await this.delete(id);
      return null;
    }
    const user = row.entity;
    return { session: { id, kind: row.joined.sessionKind as SessionKind, userId: user.id, expiresAt }, user };
  }

  async save(session: StoredSession): Promise<void> {
    await this.sessions.insert({ ...session, createdAt: new Date() });
  }

  async find(id: string): Promise<StoredSession | null> {
    const row = await this.byId.find(id);
    if (!row) return null;
    if (row.expiresAt.getTime() <= Date.now()) {
      await this.delete(id);
      return null;
    }
    return { id: row.id, kind: row.kind, userId: row.userId === null ? null : Number(row.userId), expiresAt: row.expiresAt };
  }

  async delete(id: string): Promise<void> {
    await this.sessions.delete({ id });
  }

  async deleteForUser(userId: number): Promise<void> {
    await this.sessions.delete({ userId });
  }

  async purgeExpired(): Promise<number> {
    const result = await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    return result.affected ?? 0;
  }
}

export class RedisSessionStore implements SessionStore {
  constructor(private readonly redis: Redis) {}

  private key(id: string): string {
    return `session:${id}`;
  }

  private userKey(userId: number): string {
    return `user-sessions:${userId}`;
  }

  async save(session: StoredSession): Promise<void> {
    const ttlMs = Math.max(1, session.expiresAt.getTime() - Date.now());
    const multi = this.redis.multi().set(this.key(session.id), JSON.stringify(session), 'PX', ttlMs);
    if (session.userId !== null) {
      multi.sadd(this.userKey(session.userId), session.id).pexpire(this.userKey(session.userId), ttlMs);
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
    const ids = await this.redis.smembers(this.userKey(userId));
    await this.redis.del(this.userKey(userId), ...ids.map((id) => this.key(id)));
  }

  purgeExpired(): Promise<number> {
    // Redis expires sessions by itself.
    return Promise.resolve(0);
  }
}
