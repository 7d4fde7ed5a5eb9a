import type { RequestAccount } from '../common/request-context';

/**
 * The account a nurse's session belongs to, as the access rules read it: its id and status. The
 * accounts' own module loads it (and may hand back its fuller record, which routes then read).
 */
export type SessionAccount = RequestAccount;

/**
 * What sessions need of the accounts they belong to, provided by the module that owns accounts and
 * handed to `SessionsModule.forRoot` by the app's root: sessions never name that module.
 */
export interface SessionAccounts {
  findById(id: number): Promise<SessionAccount | null>;
}

/** The provider of `SessionAccounts`. */
export const SESSION_ACCOUNTS = Symbol('SESSION_ACCOUNTS');

/** The TypeORM repository of the accounts' table, which the database session store joins a session to. */
export const SESSION_ACCOUNTS_TABLE = Symbol('SESSION_ACCOUNTS_TABLE');
