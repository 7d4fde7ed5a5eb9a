import { sqliteDriver } from './sqlite-driver';
import { DataSource, type Repository } from 'typeorm';
import { AuditLogEntity } from '../modules/audit/entities/audit-log.entity';
import { LearningResourceEntity } from '../modules/careers/learning/entities/learning-resource.entity';
import { InvitationEntity } from '../modules/invites/entities/invitation.entity';
import { UserEntity } from '../modules/users/entities/user.entity';
import { SessionEntity } from '../sessions/session.entity';
import { EntityRowMapper, dateFromDatabase, dateParameter, valueToDatabase } from './entity-row-mapper';
import { KeyLookup, ListLookup, PreparedEntityQuery, readerOn } from './key-lookup';

describe('reads written once (SQLite in memory)', () => {
  let dataSource: DataSource;
  let users: Repository<UserEntity>;
  let nurse: UserEntity;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'better-sqlite3',
      driver: sqliteDriver(),
      database: ':memory:',
      entities: [UserEntity, SessionEntity, AuditLogEntity, InvitationEntity, LearningResourceEntity],
      synchronize: true,
    });
    await dataSource.initialize();
    users = dataSource.getRepository(UserEntity);
    nurse = await users.save(
      users.create({
        name: 'Ana Lima',
        email: 'ana@example.org',
        phone: '5550102030',
        passwordHash: 'hash',
        confirmedSpecialties: ['ICU', 'Telemetry'],
        selectedCareerAreas: [],
        invitationEmails: ['friend@example.org'],
        onboardingCompleted: true,
        accountStatus: 'live',
        lastLogin: new Date('2026-01-31T08:30:00.250Z'),
      }),
    );
    await users.save(
      users.create({
        name: 'Bea Cruz',
        email: 'bea@example.org',
        passwordHash: 'hash',
        confirmedSpecialties: [],
        selectedCareerAreas: [],
        invitationEmails: [],
      }),
    );
  });

  afterAll(() => dataSource.destroy());

  it('maps every column of a row as TypeORM reads the entity', async () => {
    const byKey = new KeyLookup(users, 'id');
    expect(await byKey.find(nurse.id)).toEqual(await users.findOneByOrFail({ id: nurse.id }));
  });

  it('reads only the listed properties and leaves the others unset', async () => {
    const found = await new KeyLookup(users, 'email', ['id', 'name', 'onboardingCompleted', 'lastLogin']).find('ana@example.org');
    expect(found).toEqual(
      Object.assign(new UserEntity(), { id: nurse.id, name: 'Ana Lima', onboardingCompleted: true, lastLogin: nurse.lastLogin }),
    );
    expect(found?.lastLogin).toBeInstanceOf(Date);
    expect(await new KeyLookup(users, 'email').find('nobody@example.org')).toBeNull();
  });

  it('reads lists of keys of any length, and none for an empty list', async () => {
    const byIds = new ListLookup(users, 'id', ['id', 'name'], 1);
    const names = async (ids: number[]) => (await byIds.all(ids)).map((user) => user.name).sort();
    expect(await names([nurse.id, nurse.id + 1])).toEqual(['Ana Lima', 'Bea Cruz']);
    expect(await names([nurse.id])).toEqual(['Ana Lima']);
    expect(await names([])).toEqual([]);
  });

  it('gives the joined values beside each entity', async () => {
    const sessions = dataSource.getRepository(SessionEntity);
    const expiresAt = new Date('2030-05-01T12:00:00.000Z');
    await sessions.insert({ id: 'session-1', kind: 'user', userId: nurse.id, expiresAt, createdAt: new Date() });
    const query = new PreparedEntityQuery(users, 'WHERE s.id = ?', ['id', 'email'], {
      joins: 'JOIN sessions s ON s.userId = users.id',
      columns: { sessionKind: 's.kind', sessionExpiresAt: 's.expiresAt' },
    });
    const [row] = await query.allJoined(['session-1']);
    expect(row.entity).toEqual(Object.assign(new UserEntity(), { id: nurse.id, email: 'ana@example.org' }));
    expect(row.joined.sessionKind).toBe('user');
    expect(dateFromDatabase(row.joined.sessionExpiresAt)).toEqual(expiresAt);
  });

  it('reads within the transaction it is given', async () => {
    const byKey = new KeyLookup(users, 'id', ['id', 'name']);
    await dataSource.transaction(async (manager) => {
      const query = jest.spyOn(manager, 'query');
      await manager.getRepository(UserEntity).update({ id: nurse.id }, { name: 'Ana Lima Souza' });
      expect((await byKey.find(nurse.id, manager))?.name).toBe('Ana Lima Souza');
      expect(query).toHaveBeenCalledTimes(1);
      await manager.getRepository(UserEntity).update({ id: nurse.id }, { name: 'Ana Lima' });
    });
    const read = readerOn(dataSource, 'SELECT COUNT(*) AS n FROM users');
    expect(await read([])).toEqual([{ n: 2 }]);
  });

  it('compares dates passed as parameters as TypeORM stores them', async () => {
    const lastLogin = nurse.lastLogin!;
    const before = new PreparedEntityQuery(users, 'WHERE lastLogin < ?', ['id']);
    expect(await before.all([dateParameter(dataSource, new Date(lastLogin.getTime() + 1))])).toHaveLength(1);
    expect(await before.all([dateParameter(dataSource, lastLogin)])).toHaveLength(0);
  });

  it('writes values with plain SQL that read back as TypeORM stored them', async () => {
    const log = dataSource.getRepository(AuditLogEntity);
    const entry = { actor: 'admin', action: 'user.status', details: { to: 'live' }, createdAt: new Date('2026-02-01T10:00:00.125Z') };
    const columns = (['actor', 'action', 'details', 'createdAt'] as const).map((name) => log.metadata.findColumnWithPropertyName(name)!);
    await dataSource.query(
      `INSERT INTO audit_log (${columns.map((column) => column.databaseName).join(', ')}) VALUES (?, ?, ?, ?)`,
      columns.map((column) => valueToDatabase(dataSource, column, entry[column.propertyName as keyof typeof entry])),
    );
    expect(await log.findOneByOrFail({ action: 'user.status' })).toMatchObject(entry);
  });

  it('refuses a column it cannot map as TypeORM would, when built', () => {
    const resources = dataSource.getRepository(LearningResourceEntity);
    expect(() => new EntityRowMapper(resources.metadata)).toThrow(/not mapped here/);
    expect(() => new EntityRowMapper<UserEntity>(users.metadata, ['nothing' as 'id'])).toThrow(/has no column nothing/);
  });
});

describe('dateFromDatabase', () => {
  it.each([
    ['2026-01-31 08:30:00.250', '2026-01-31T08:30:00.250Z'],
    ['2026-01-31 08:30:00', '2026-01-31T08:30:00.000Z'],
    ['2026-01-31T08:30:00.000Z', '2026-01-31T08:30:00.000Z'],
  ])('reads %s as UTC', (text, iso) => {
    expect(dateFromDatabase(text)?.toISOString()).toBe(iso);
  });

  it('keeps a Date and null as they are', () => {
    const date = new Date();
    expect(dateFromDatabase(date)).toBe(date);
    expect(dateFromDatabase(null)).toBeNull();
  });
});
