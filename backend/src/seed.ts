import { parseArgs } from 'node:util';
import * as argon2 from 'argon2';
import { DataSource, In, type EntityManager, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { ConfigError, loadConfig } from './config/app-config';
import { buildDatabaseOptions } from './database/database-options';
import { ENTITIES } from './entities';
import { ARGON2_OPTIONS } from './modules/auth/password-hasher.service';
import { AuditLogEntity } from './modules/audit/entities/audit-log.entity';
import { CertificationEntity } from './modules/credentials/entities/certification.entity';
import { LicenceEntity } from './modules/credentials/entities/licence.entity';
import { DeclaredLicenceEntity } from './modules/credentials/entities/declared-licence.entity';
import { declaredFromLists, licensureLists, profileLicensure } from '@nurse/catalogue';
import { ADMIN_INVITER_KEY, InvitationEntity } from './modules/invites/entities/invitation.entity';
import { UserSpecialtyEntity } from './modules/users/entities/user-specialty.entity';
import { UserEntity } from './modules/users/entities/user.entity';
import { randomSource, seededNurse } from './seed/seed-nurses';
import { storeNetwork } from './seed/store-network';
import { seededWallet } from './seed/seed-wallet';
import { storeJobBoard } from './seed/store-jobs';

const USAGE = `Usage: npm run seed -- [--users <count>] [--wallet] [--connections <count>] [--messages <count>] [--jobs <count>] [--job-alerts <count>] [--password <password>]

Adds <count> nurses to the database the server is configured for (DATABASE_URL, or the SQLite file in
DATA_DIR), with the invitation each one joined by and, for the two in three who are live, the
administrator's activation in the audit log. Runs the migrations first. Every seeded nurse signs in
with the same password (default: seeded-nurse-password).
--wallet gives each of those nurses three RN licences and BLS and ACLS certifications, expiring from a
month ago to two years ahead. --connections connects pairs of the live nurses then stored (four in five accepted), and --messages
has the accepted pairs exchange that many messages, with their conversations and unread counts.
--jobs adds that many open job listings published over the last 90 days, and --job-alerts gives that many
live nurses a saved search with alerts on (a state, a shift and a minimum pay), last checked a day ago.`;

const BATCH = 500;
const SPAN_MS = 2 * 365 * 24 * 3600 * 1000;

async function insertAll<T extends ObjectLiteral>(manager: EntityManager, entity: EntityTarget<T>, rows: Partial<T>[]): Promise<void> {
  if (rows.length === 0) return;
  await manager.createQueryBuilder().insert().into(entity).values(rows).updateEntity(false).execute();
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      users: { type: 'string', default: '0' },
      connections: { type: 'string', default: '0' },
      messages: { type: 'string', default: '0' },
      jobs: { type: 'string', default: '0' },
      'job-alerts': { type: 'string', default: '0' },
      password: { type: 'string' },
      wallet: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  const [count, connections, messages, jobs, jobAlerts] = [
    values.users,
    values.connections,
    values.messages,
    values.jobs,
    values['job-alerts'],
  ].map(Number);
  const counts = [count, connections, messages, jobs, jobAlerts];
  if (values.help || counts.some((n) => !Number.isSafeInteger(n) || n < 0) || counts.every((n) => n === 0)) {
    console.log(USAGE);
    process.exitCode = values.help ? 0 : 2;
    return;
  }
  const password = values.password ?? 'seeded-nurse-password';
  const started = Date.now();
  const dataSource = await new DataSource(buildDatabaseOptions(loadConfig(), ENTITIES)).initialize();
  try {
    const passwordHash = await argon2.hash(password, ARGON2_OPTIONS);
    const users = dataSource.getRepository(UserEntity);
    // Serials continue after the accounts already there, so a second run adds fresh addresses.
    const firstSerial = ((await users.maximum('id')) ?? 0) + 1;
    const random = randomSource(firstSerial);
    const now = Date.now();
    const today = new Date(new Date(now).toISOString().slice(0, 10));
    const liveIds: number[] = [];
    for (let offset = 0; offset < count; offset += BATCH) {
      const size = Math.min(BATCH, count - offset);
      const nurses = Array.from({ length: size }, (_, index) => {
        const position = offset + index;
        return seededNurse(firstSerial + position, new Date(now - SPAN_MS + Math.floor((SPAN_MS * position) / count)), random);
      });
      // Her licensure lives in the wallet: what she typed beyond her wallet's licences is declared, and
      // the profile columns are the wallet's view (LicensureService does the same for a live account).
      const wallets = values.wallet
        ? nurses.map((nurse, index) => seededWallet(0, firstSerial + offset + index, nurse.selectedStates, today, random))
        : null;
      const licensure = nurses.map((nurse, index) => {
        const held = (wallets?.[index].licences ?? []).map(({ type, state, multistate }) => ({
          type: type!,
          state: state!,
          multistate: multistate!,
        }));
        const declared = declaredFromLists(licensureLists({ ...nurse, eNLCStates: '' }), held);
        return { declared, view: profileLicensure([...held, ...declared]) };
      });
      await dataSource.transaction(async (manager) => {
        await insertAll(
          manager,
          UserEntity,
          nurses.map((nurse, index) => ({ ...nurse, ...licensure[index].view, passwordHash, updatedAt: nurse.createdAt })),
        );
        const inserted = await manager
          .getRepository(UserEntity)
          .find({ select: { id: true, email: true }, where: { email: In(nurses.map(({ email }) => email)) } });
        const ids = new Map(inserted.map((user) => [user.email, user.id]));
        const invitations: Partial<InvitationEntity>[] = [];
        const activations: Partial<AuditLogEntity>[] = [];
        for (const nurse of nurses) {
          const inviterId = liveIds.length > 0 && random() < 0.6 ? liveIds[Math.floor(random() * liveIds.length)] : null;
          const invitedAt = new Date(nurse.createdAt.getTime() - 3_600_000 * (1 + Math.floor(random() * 72)));
          invitations.push({
            email: nurse.email,
            inviterKey: inviterId === null ? ADMIN_INVITER_KEY : `user:${inviterId}`,
            invitedByUserId: inviterId,
            sendCount: 1,
            lastSentAt: invitedAt,
            createdAt: invitedAt,
          });
          const id = ids.get(nurse.email)!;
          if (nurse.accountStatus === 'live') {
            liveIds.push(id);
            activations.push({
              actor: 'admin',
              action: 'set-account-status',
              targetType: 'user',
              targetId: String(id),
              details: { from: 'pending', to: 'live' },
              ip: null,
              createdAt: new Date(nurse.createdAt.getTime() + 86_400_000),
            });
          }
        }
        await insertAll(
          manager,
          UserSpecialtyEntity,
          nurses.flatMap((nurse) => nurse.confirmedSpecialties.map((specialty) => ({ specialty, userId: ids.get(nurse.email)! }))),
        );
        const userIdOf = (index: number) => ids.get(nurses[index].email)!;
        await insertAll(
          manager,
          DeclaredLicenceEntity,
          licensure.flatMap(({ declared }, index) => declared.map((entry) => ({ ...entry, userId: userIdOf(index) }))),
        );
        if (wallets) {
          await insertAll(
            manager,
            LicenceEntity,
            wallets.flatMap(({ licences }, index) => licences.map((licence) => ({ ...licence, userId: userIdOf(index) }))),
          );
          await insertAll(
            manager,
            CertificationEntity,
            wallets.flatMap(({ certifications }, index) => certifications.map((entry) => ({ ...entry, userId: userIdOf(index) }))),
          );
        }
        await insertAll(manager, InvitationEntity, invitations);
        await insertAll(manager, AuditLogEntity, activations);
      });
      if ((offset / BATCH) % 20 === 19) console.log(`${offset + size} of ${count} nurses`);
    }
    if (count > 0) {
      console.log(
        `Seeded ${count} nurses in ${((Date.now() - started) / 1000).toFixed(1)} s; each signs in with the password "${password}".`,
      );
    }
    if (connections > 0 || messages > 0) {
      const networkStarted = Date.now();
      const stored = await storeNetwork(dataSource, connections, messages, randomSource(firstSerial + 1));
      console.log(
        `Seeded ${stored.connections} connections and ${stored.messages} messages in ${((Date.now() - networkStarted) / 1000).toFixed(1)} s.`,
      );
    }
    if (jobs > 0 || jobAlerts > 0) {
      const boardStarted = Date.now();
      const stored = await storeJobBoard(dataSource, jobs, jobAlerts, randomSource(firstSerial + 2));
      console.log(
        `Seeded ${stored.jobs} job listings and ${stored.alerts} saved searches in ${((Date.now() - boardStarted) / 1000).toFixed(1)} s.`,
      );
    }
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
