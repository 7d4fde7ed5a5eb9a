import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type Repository } from 'typeorm';
import type { StaffRole } from '@nurse/domain';
import { StaffAccountEntity } from './entities/staff-account.entity';
import { StaffInvitationEntity } from './entities/staff-invitation.entity';
import { StaffRecoveryCodeEntity } from './entities/staff-recovery-code.entity';

/** Data access for staff accounts, their authenticator app and recovery codes, and invitations. */
@Injectable()
export class StaffAccountsRepository {
  constructor(
    @InjectRepository(StaffAccountEntity) private readonly accounts: Repository<StaffAccountEntity>,
    @InjectRepository(StaffRecoveryCodeEntity) private readonly codes: Repository<StaffRecoveryCodeEntity>,
    @InjectRepository(StaffInvitationEntity) private readonly invitations: Repository<StaffInvitationEntity>,
  ) {}

  findById(id: number): Promise<StaffAccountEntity | null> {
    return this.accounts.findOneBy({ id });
  }

  findByEmail(email: string): Promise<StaffAccountEntity | null> {
    return this.accounts.findOneBy({ email: email.trim().toLowerCase() });
  }

  count(): Promise<number> {
    return this.accounts.count();
  }

  countOwners(): Promise<number> {
    return this.accounts.countBy({ role: 'owner' });
  }

  /** Every staff account, owners first, then by name. */
  list(): Promise<StaffAccountEntity[]> {
    return this.accounts.find({ order: { role: 'ASC', name: 'ASC', id: 'ASC' } });
  }

  /** Adds an account; answers null when the address is taken (the unique index decides, also between instances). */
  async create(account: Pick<StaffAccountEntity, 'email' | 'name' | 'role' | 'passwordHash'>): Promise<StaffAccountEntity | null> {
    const email = account.email.trim().toLowerCase();
    if (await this.findByEmail(email)) return null;
    try {
      return await this.accounts.save(
        this.accounts.create({ ...account, email, totpSecretCipher: null, totpEnabledAt: null, totpLastStep: null, createdAt: new Date() }),
      );
    } catch {
      return (await this.findByEmail(email)) ? null : Promise.reject(new Error('Could not store the staff account'));
    }
  }

  async setRole(id: number, role: StaffRole): Promise<void> {
    await this.accounts.update({ id }, { role });
  }

  async remove(id: number): Promise<void> {
    await this.codes.delete({ staffId: id });
    await this.accounts.delete({ id });
  }

  /** Keeps a new secret she is setting up, replacing one she did not confirm; never one already on. */
  async saveTotpSetup(id: number, secretCipher: string): Promise<boolean> {
    const result = await this.accounts.update({ id, totpEnabledAt: IsNull() }, { totpSecretCipher: secretCipher });
    return (result.affected ?? 0) > 0;
  }

  /** Turns her app on with the confirming code's step spent, and replaces her recovery codes. */
  async enableTotp(id: number, step: number, codeHashes: readonly string[], at: Date): Promise<boolean> {
    const result = await this.accounts.update({ id, totpEnabledAt: IsNull() }, { totpEnabledAt: at, totpLastStep: step });
    if ((result.affected ?? 0) === 0) return false;
    await this.codes.delete({ staffId: id });
    await this.codes.insert(codeHashes.map((codeHash) => ({ staffId: id, codeHash, usedAt: null, createdAt: at })));
    return true;
  }

  /** Spends a time step: true when no code of this step or a later one was accepted before. */
  async claimStep(id: number, step: number): Promise<boolean> {
    const neverUsed = await this.accounts.update({ id, totpLastStep: IsNull() }, { totpLastStep: step });
    if ((neverUsed.affected ?? 0) > 0) return true;
    const result = await this.accounts.update({ id, totpLastStep: LessThan(step) }, { totpLastStep: step });
    return (result.affected ?? 0) > 0;
  }

  /** Spends one of her unused recovery codes whose hash is one of these; answers whether one was spent. */
  async spendRecoveryCode(id: number, codeHashes: readonly string[], at: Date): Promise<boolean> {
    for (const codeHash of codeHashes) {
      const result = await this.codes.update({ staffId: id, codeHash, usedAt: IsNull() }, { usedAt: at });
      if ((result.affected ?? 0) > 0) return true;
    }
    return false;
  }

  async addInvitation(invitation: Pick<StaffInvitationEntity, 'tokenHash' | 'email' | 'role' | 'invitedBy' | 'expiresAt'>): Promise<void> {
    await this.invitations.insert({ ...invitation, usedAt: null, createdAt: new Date() });
  }

  findInvitation(tokenHash: string): Promise<StaffInvitationEntity | null> {
    return this.invitations.findOneBy({ tokenHash });
  }

  /** Spends an invitation; false when it was spent already (by a request a moment before). */
  async spendInvitation(id: number, at: Date): Promise<boolean> {
    const result = await this.invitations.update({ id, usedAt: IsNull() }, { usedAt: at });
    return (result.affected ?? 0) > 0;
  }
}
