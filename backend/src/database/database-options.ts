import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';

import type { AppConfig } from '../config/app-config';
import { foldForSearch, SEARCH_FOLD_FUNCTION } from './search-fold';
import { sqliteDriver } from './sqlite-driver';
import { TransactionDisciplineLogger } from './transaction-discipline.logger';
import { Accounts1763800000000 } from './migrations/1763800000000-accounts';
import { ProfileUploads1764000000000 } from './migrations/1764000000000-profile-uploads';
import { EmailIdentity1764100000000 } from './migrations/1764100000000-email-identity';
import { HousekeepingRuns1764100000001 } from './migrations/1764100000001-housekeeping-runs';
import { MailOutbox1764200000000 } from './migrations/1764200000000-mail-outbox';
import { ListIndexes1764300000000 } from './migrations/1764300000000-list-indexes';
import { SearchVersion1764300000001 } from './migrations/1764300000001-search-version';
import { ConnectionsMessaging1764400000002 } from './migrations/1764400000002-connections-messaging';
import { Safety1764400000003 } from './migrations/1764400000003-safety';
import { CareersCatalogue1764400000004 } from './migrations/1764400000004-careers-catalogue';
import { UserSpecialties1764400000005 } from './migrations/1764400000005-user-specialties';
import { ChatHistory1764400000006 } from './migrations/1764400000006-chat-history';
import { CareerRecommendations1764400000007 } from './migrations/1764400000007-career-recommendations';
import { ConnectionRequestsSent1764500000000 } from './migrations/1764500000000-connection-requests-sent';
import { OneQueuedCareerPlan1764500000001 } from './migrations/1764500000001-one-queued-career-plan';
import { RateLimits1764500000200 } from './migrations/1764500000200-rate-limits';
import { Notifications1764600000000 } from './migrations/1764600000000-notifications';
import { MailMessageKeys1764600000001 } from './migrations/1764600000001-mail-message-keys';
import { ContactOnHerTerms1764600000100 } from './migrations/1764600000100-contact-on-her-terms';
import { IdempotencyKeys1764600000300 } from './migrations/1764600000300-idempotency-keys';
import { LicenceWallet1764700000400 } from './migrations/1764700000400-licence-wallet';
import { ContinuingEducation1764700000600 } from './migrations/1764700000600-continuing-education';
import { RenewalReminders1764700000700 } from './migrations/1764700000700-renewal-reminders';
import { CredentialPackets1764700000800 } from './migrations/1764700000800-credential-packets';
import { LicenceMove1764700000950 } from './migrations/1764700000950-licence-move';
import { JobBoard1764800000000 } from './migrations/1764800000000-job-board';
import { JobApplications1764800000100 } from './migrations/1764800000100-job-applications';
import { JobAlerts1764800000200 } from './migrations/1764800000200-job-alerts';
import { JobAlertPasses1764800000500 } from './migrations/1764800000500-job-alert-passes';
import { NotificationUnreadKey1764800000600 } from './migrations/1764800000600-notification-unread-key';
import { MessagePatientInformation1764800000700 } from './migrations/1764800000700-message-patient-information';
import { MessageReactions1764800000710 } from './migrations/1764800000710-message-reactions';
import { MessageEdits1764800000720 } from './migrations/1764800000720-message-edits';
import { MessageAttachments1764800000730 } from './migrations/1764800000730-message-attachments';
import { MessageSearch1764800000740 } from './migrations/1764800000740-message-search';
import { PasskeysTwoFactor1764800000750 } from './migrations/1764800000750-passkeys-two-factor';
import { DataExports1764800000760 } from './migrations/1764800000760-data-exports';
import { MessageGroups1764800000770 } from './migrations/1764800000770-message-groups';
import { SearchIndexChanges1764800000800 } from './migrations/1764800000800-search-index-changes';
import { AccountDeletion1764800000780 } from './migrations/1764800000780-account-deletion';
import { StaffAccounts1764800000790 } from './migrations/1764800000790-staff-accounts';
import { PushSubscriptions1764900000000 } from './migrations/1764900000000-push-subscriptions';
import { MailOutboxRetryTime1764800000410 } from './migrations/1764800000410-mail-outbox-retry-time';
import { SingleLicensure1764700000900 } from './migrations/1764700000900-single-licensure';

export const MIGRATIONS = [
  Accounts1763800000000,
  ProfileUploads1764000000000,
  EmailIdentity1764100000000,
  HousekeepingRuns1764100000001,
  MailOutbox1764200000000,
  ListIndexes1764300000000,
  SearchVersion1764300000001,
  ConnectionsMessaging1764400000002,
  Safety1764400000003,
  CareersCatalogue1764400000004,
  UserSpecialties1764400000005,
  ChatHistory1764400000006,
  CareerRecommendations1764400000007,
  ConnectionRequestsSent1764500000000,
  OneQueuedCareerPlan1764500000001,
  RateLimits1764500000200,
  Notifications1764600000000,
  MailMessageKeys1764600000001,
  ContactOnHerTerms1764600000100,
  IdempotencyKeys1764600000300,
  LicenceWallet1764700000400,
  ContinuingEducation1764700000600,
  RenewalReminders1764700000700,
  CredentialPackets1764700000800,
  SingleLicensure1764700000900,
  LicenceMove1764700000950,
  JobBoard1764800000000,
  JobApplications1764800000100,
  JobAlerts1764800000200,
  MailOutboxRetryTime1764800000410,
  JobAlertPasses1764800000500,
  NotificationUnreadKey1764800000600,
  MessagePatientInformation1764800000700,
  MessageReactions1764800000710,
  MessageEdits1764800000720,
  MessageAttachments1764800000730,
  MessageSearch1764800000740,
  PasskeysTwoFactor1764800000750,
  DataExports1764800000760,
  MessageGroups1764800000770,
  SearchIndexChanges1764800000800,
  AccountDeletion1764800000780,
  StaffAccounts1764800000790,
  PushSubscriptions1764900000000,
];

/**
 * A request fails fast instead of waiting on a database that does not answer: a connection is given
 * up after CONNECT_TIMEOUT_MS and a statement after STATEMENT_TIMEOUT_MS (the connection is then
 * dropped and the pool opens a fresh one), either way answered with 503.
 */
const CONNECT_TIMEOUT_MS = 5000;
const STATEMENT_TIMEOUT_MS = 20_000;

/** What prepareDatabase uses of a better-sqlite3 connection. */
interface SqliteConnection {
  pragma(source: string): unknown;
  function(name: string, options: { deterministic: boolean }, fn: (value: unknown) => unknown): unknown;
}

/** Connections the MySQL/MariaDB pool may open. */
export const DATABASE_POOL_SIZE = 20;

/**
 * SQLite in DATA_DIR by default; MySQL/MariaDB when DATABASE_URL is set. Migrations run at start. The
 * entities are the ones the process's root assembles from its modules (`entities.ts`).
 */
export function buildDatabaseOptions(config: AppConfig, entities: DataSourceOptions['entities']): DataSourceOptions {
  const common = {
    entities,
    migrations: MIGRATIONS,
    migrationsRun: true,
    synchronize: false,
    logger: new TransactionDisciplineLogger(['error', 'warn'], config.env !== 'production'),
  };
  if (config.databaseUrl) {
    return {
      ...common,
      type: 'mysql',
      url: config.databaseUrl.replace(/^mariadb:/, 'mysql:'),
      charset: 'utf8mb4_unicode_ci',
      timezone: 'Z',
      connectTimeout: CONNECT_TIMEOUT_MS,
      maxQueryExecutionTime: STATEMENT_TIMEOUT_MS,
      enableQueryTimeout: true,
      // mysql2 otherwise captures a stack trace at every query, to name the caller in an error that
      // may never come: measurable CPU on every request. A failed query's error still names the
      // statement, and the request's log line its route.
      trace: false,
      extra: { connectionLimit: DATABASE_POOL_SIZE, enableKeepAlive: true },
    };
  }
  mkdirSync(config.dataDir, { recursive: true });
  return {
    ...common,
    type: 'better-sqlite3',
    driver: sqliteDriver(),
    database: join(config.dataDir, 'nurse-network.sqlite'),
    enableWAL: true,
    prepareDatabase: (db: SqliteConnection) => {
      db.pragma('busy_timeout = 5000');
      db.pragma('foreign_keys = ON');
      db.function(SEARCH_FOLD_FUNCTION, { deterministic: true }, (text) => (typeof text === 'string' ? foldForSearch(text) : text));
    },
  };
}
