import { sqliteDriver } from '../../database/sqlite-driver';
import { DataSource } from 'typeorm';
import { CountersRepository } from '../../database/counters.repository';
import { UserEntity } from '../users/entities/user.entity';
import { InvitationEntity } from './entities/invitation.entity';
import { InvitationsRepository } from './invitations.repository';

describe('InvitationsRepository (SQLite in memory)', () => {
  let dataSource: DataSource;
  let repository: InvitationsRepository;
  const sentAt = (hour: number) => new Date(Date.UTC(2026, 0, 10, hour));

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      driver: sqliteDriver(),
      database: ':memory:',
      entities: [UserEntity, InvitationEntity],
      synchronize: true,
    });
    await dataSource.initialize();
    // The triggers that keep `counters` live in the migrations; the test sets the count itself.
    await dataSource.query('CREATE TABLE counters (name varchar(40) PRIMARY KEY, value integer NOT NULL)');
    await dataSource.query("INSERT INTO counters (name, value) VALUES ('invitations', 5)");
    const users = dataSource.getRepository(UserEntity);
    const inviter = await users.save(
      users.create({
        name: 'Ana Lima',
        email: 'ana@example.org',
        passwordHash: 'x',
        confirmedSpecialties: [],
        selectedCareerAreas: [],
        invitationEmails: [],
      }),
    );
    await users.save(
      users.create({
        name: 'Bea',
        email: 'bea@example.org',
        passwordHash: 'x',
        accountStatus: 'live',
        confirmedSpecialties: [],
        selectedCareerAreas: [],
        invitationEmails: [],
      }),
    );
    const invitations = dataSource.getRepository(InvitationEntity);
    // Two sent in the same hour, so the page boundary falls between equal times.
    for (const [email, hour, byUser] of [
      ['bea@example.org', 1, true],
      ['cy@example.org', 2, false],
      ['di@example.org', 2, true],
      ['ed@example.org', 3, false],
      ['fay@example.org', 4, false],
    ] as const) {
      await invitations.insert({
        email,
        inviterKey: byUser ? `user:${inviter.id}` : 'admin',
        invitedByUserId: byUser ? inviter.id : null,
        lastSentAt: sentAt(hour),
      });
    }
    repository = new InvitationsRepository(invitations, new CountersRepository(dataSource));
  });

  afterAll(() => dataSource.destroy());

  it('pages newest first across equal times, each row with its inviter and the status of the account it led to', async () => {
    const first = await repository.mostRecentlySent({ limit: 3 });
    expect(first.total).toBe(5);
    expect(first.rows.map((row) => row.invitation.email)).toEqual(['fay@example.org', 'ed@example.org', 'di@example.org']);
    const last = first.rows[2].invitation;
    expect(last.lastSentAt).toEqual(sentAt(2));
    expect(first.rows[2].inviter).toEqual({ id: last.invitedByUserId, name: 'Ana Lima', email: 'ana@example.org' });
    const second = await repository.mostRecentlySent({ limit: 3, after: { at: last.lastSentAt, id: last.id } });
    expect(second.rows.map((row) => [row.invitation.email, row.inviter?.name ?? null, row.inviteeStatus])).toEqual([
      ['cy@example.org', null, null],
      ['bea@example.org', 'Ana Lima', 'live'],
    ]);
    expect(second.total).toBe(5);
  });

  it('reads a page after a cursor from the index position, not by walking the index to it', async () => {
    const query = jest.spyOn(dataSource.manager, 'query');
    await repository.mostRecentlySent({ limit: 2, after: { at: sentAt(3), id: 4 } });
    const [sql, params] = query.mock.calls[0] as [string, unknown[]];
    query.mockRestore();
    const plan = (await dataSource.query(`EXPLAIN QUERY PLAN ${sql}`, params)) as { detail: string }[];
    expect(plan.map((step) => step.detail)).toContainEqual(
      expect.stringMatching(/^SEARCH invitations USING INDEX idx_invitations_last_sent \(lastSentAt<\?\)/),
    );
  });
});
