import type { LicensureLists } from '@nurse/catalogue';
import type { Transaction } from '../../database/transaction';

/**
 * What her profile needs of her wallet: storing the licences she declares on it (onboarding, a profile
 * update) as declared licences, in the profile's own transaction, and the names of the certifications
 * her wallet holds. The wallet's licensure module provides it globally; the users module, below the
 * wallet, names only this interface.
 */
export interface ProfileWallet {
  declare(userId: number, lists: LicensureLists, tx: Transaction): Promise<unknown>;
  walletCertifications(userId: number): Promise<string[]>;
}

export const PROFILE_WALLET = Symbol('PROFILE_WALLET');
