import { LessThan, type Repository } from 'typeorm';
import { dateFromDatabase } from '../database/entity-row-mapper';
import { KeyLookup, PreparedEntityQuery } from '../database/key-lookup';
import type { SessionAccount } from './session-accounts';
import { SessionEntity, type SessionKind } from './session.entity';
import type { SessionStore, StoredSession } from './session-store';

/** Sessions in the database's sessions table: the store used when Redis is not configured. */
export class DatabaseSessionStore implements SessionStore {
  /** Every signed-in request looks its session up by primary key. */
  private readonly byId: KeyLookup<SessionEntity>;

  /** A nurse's request reads her session and her account together. */
  private readonly userBySession: PreparedEntityQuery<SessionAccount>;

  constructor(
    private readonly sessions: Repository<SessionEntity>,
    users: Repository<SessionAccount>,
  ) {
    this.byId = new KeyLookup(sessions, 'id', ['id', 'kind', 'userId', 'expiresAt']);
    this.userBySession = new PreparedEntityQuery(users, 'WHERE s.id = ? LIMIT 1', undefined, {
      joins: "JOIN sessions s ON s.userId = users.id AND s.kind = 'user'",
      columns: { sessionKind: 's.kind', sessionExpiresAt: 's.expiresAt' },
    });
  }

  async findWithUser(id: string): Promise<{ session: StoredSession; user: SessionAccount } | null> {
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
    await this.sessions.delete({ userId, kind: 'user' });
  }

  async deleteForStaff(staffId: number): Promise<void> {
    await this.sessions.delete({ userId: staffId, kind: 'admin' });
  }

  async purgeExpired(): Promise<number> {
    const result = await this.sessions.delete({ expiresAt: LessThan(new Date()) });
    return result.affected ?? 0;
  }
}
