import type Redis from 'ioredis';
import { LessThan, type Repository } from 'typeorm';
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
}

const SESSION_COLUMNS = ['id', 'kind', 'userId', 'expiresAt'] as const;

export class DatabaseSessionStore implements SessionStore {
  constructor(private readonly sessions: Repository<SessionEntity>) {}

  private escape(name: string): string {
    return this.sessions.manager.connection.driver.escape(name);
  }

  async save(session: StoredSession): Promise<void> {
    await this.sessions.insert({ ...session, createdAt: new Date() });
  }

  /**
   * Every signed-in request looks its session up, so this is one plain statement by primary key
   * rather than a query built per call; the driver reads the expiry the way the entity would.
   */
  async find(id: string): Promise<StoredSession | null> {
    const metadata = this.sessions.metadata;
    const rows: { id: string; kind: SessionKind; userId: number | null; expiresAt: unknown }[] = await this.sessions.query(
      `SELECT ${SESSION_COLUMNS.map((column) => this.escape(column)).join(', ')} FROM ${this.escape(metadata.tableName)} WHERE ${this.escape('id')} = ? LIMIT 1`,
      [id],
    );
    const row = rows[0];
    if (!row) return null;
    const expiry = metadata.findColumnWithPropertyName('expiresAt')!;
    const session: StoredSession = {
      id: row.id,
      kind: row.kind,
      userId: row.userId === null ? null : Number(row.userId),
      expiresAt: this.sessions.manager.connection.driver.prepareHydratedValue(row.expiresAt, expiry) as Date,
    };
    if (session.expiresAt.getTime() <= Date.now()) {
      await this.delete(id);
      return null;
    }
    return session;
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
