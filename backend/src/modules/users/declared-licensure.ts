import type { LicensureLists } from '@nurse/catalogue';
import type { Transaction } from '../../database/transaction';

/**
 * Stores the licences a nurse declares on her profile (onboarding, a profile update) as her wallet's
 * declared licences, in the profile's own transaction. The wallet's licensure module provides it
 * globally; the users module, below the wallet, names only this interface.
 */
export interface DeclaredLicensure {
  declare(userId: number, lists: LicensureLists, tx: Transaction): Promise<unknown>;
}

export const DECLARED_LICENSURE = Symbol('DECLARED_LICENSURE');
