import { Injectable } from '@nestjs/common';
import { NotFoundError } from '../../common/domain-errors';
import type { Transaction } from '../../database/transaction';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { UsersRepository } from '../users/users.repository';
import type { DeclaredLicenceDto } from './dto/declared-licence.dto';
import { LICENSURE_MESSAGES as M } from './licensure-messages';
import { LicensureRepository } from './licensure.repository';
import { WalletReadCache } from './wallet-read-cache.service';
import { declaredFromLists, notYetInWallet, profileLicensure, type LicensureLists, type ProfileLicensure } from '@nurse/catalogue';

const FIELDS = ['licensureType', 'selectedStates', 'eNLCStates'] as const;

/**
 * The one truth for licensure: the wallet. The profile's `licensureType`, `selectedStates` and
 * `eNLCStates` columns hold what profileLicensure derives from her licences and declared licences,
 * written here (and only here) in the transaction that changed them, through UsersRepository so the
 * session cache drops its copy of the account.
 */
@Injectable()
export class LicensureService {
  constructor(
    private readonly licensure: LicensureRepository,
    private readonly users: UsersRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly cache: WalletReadCache,
  ) {}

  /**
   * Stores what she declared on onboarding or the profile as her declared licences (those the wallet
   * holds complete are left out) and answers the profile fields that follow. Runs in `tx`.
   */
  async declare(userId: number, lists: LicensureLists, tx: Transaction): Promise<ProfileLicensure> {
    const licences = await this.licensure.licences(userId, tx);
    const declared = declaredFromLists(lists, licences);
    await this.licensure.replaceDeclared(userId, declared, tx);
    return this.store(userId, profileLicensure([...licences, ...declared]), tx);
  }

  /**
   * Derives her profile fields again after a wallet change; a declared licence that a complete one now
   * stands for is removed. `tx` runs it in the caller's transaction, otherwise in one of its own.
   */
  async refresh(userId: number, tx?: Transaction): Promise<ProfileLicensure> {
    if (!tx) return this.unitOfWork.run((own) => this.refresh(userId, own));
    const licences = await this.licensure.licences(userId, tx);
    const declared = await this.licensure.declared(userId, tx);
    const kept = notYetInWallet(declared, licences);
    await this.licensure.deleteDeclared(
      declared.filter((entry) => !kept.includes(entry)).map((entry) => entry.id),
      tx,
    );
    return this.store(userId, profileLicensure([...licences, ...kept]), tx);
  }

  /** The certifications her wallet holds, by name, oldest first and each once: her profile shows them. */
  walletCertifications(userId: number): Promise<string[]> {
    return this.cache.read(userId, 'certification-names', async () => [...new Set(await this.licensure.certificationNames(userId))]);
  }

  /** Her declared licences, oldest first. */
  async declaredOf(userId: number): Promise<DeclaredLicenceDto[]> {
    return (await this.licensure.declared(userId)).map(({ id, type, state, multistate, residenceState }) => ({
      id,
      type,
      state,
      multistate,
      residenceState,
    }));
  }

  /** Removes her declared licence and derives her profile fields again; another nurse's is not found. */
  async removeDeclared(userId: number, id: number): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.licensure.deleteDeclaredOf(userId, id, tx))) throw new NotFoundError(M.declaredNotFound);
      await this.refresh(userId, tx);
    });
  }

  private async store(userId: number, derived: ProfileLicensure, tx: Transaction): Promise<ProfileLicensure> {
    const current = await this.users.findById(userId, tx);
    if (!current) return derived;
    const changes = Object.fromEntries(FIELDS.filter((field) => current[field] !== derived[field]).map((field) => [field, derived[field]]));
    if (Object.keys(changes).length > 0) await this.users.update(userId, changes, tx);
    return derived;
  }
}
