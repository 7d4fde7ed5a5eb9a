import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, LessThan, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { RecoveryCodeEntity } from './entities/recovery-code.entity';
import { TwoFactorSettingEntity } from './entities/two-factor-setting.entity';

/** Data access for her authenticator app's secret and her recovery codes. */
@Injectable()
export class TwoFactorRepository {
  constructor(
    @InjectRepository(TwoFactorSettingEntity) private readonly settings: Repository<TwoFactorSettingEntity>,
    @InjectRepository(RecoveryCodeEntity) private readonly codes: Repository<RecoveryCodeEntity>,
  ) {}

  find(userId: number, tx?: Transaction): Promise<TwoFactorSettingEntity | null> {
    return (managerOf(tx)?.getRepository(TwoFactorSettingEntity) ?? this.settings).findOneBy({ userId });
  }

  /** Keeps a new secret she is setting up (not on yet), replacing one she set up before and did not confirm. */
  async saveSetup(userId: number, secretCipher: string, at: Date): Promise<void> {
    await this.settings.delete({ userId, enabledAt: IsNull() });
    await this.settings.insert({ userId, secretCipher, enabledAt: null, lastUsedStep: null, createdAt: at });
  }

  /** Turns the app on, with the step of the code that confirmed it spent, in her transaction. */
  async enable(userId: number, step: number, at: Date, tx: Transaction): Promise<boolean> {
    const result = await managerOf(tx)
      .getRepository(TwoFactorSettingEntity)
      .update({ userId, enabledAt: IsNull() }, { enabledAt: at, lastUsedStep: step });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Spends a time step: answers true when no code of this step or a later one was accepted before, so
   * a code works once, and an older one never after a newer one.
   */
  async claimStep(userId: number, step: number): Promise<boolean> {
    const neverUsed = await this.settings.update({ userId, lastUsedStep: IsNull() }, { lastUsedStep: step });
    if ((neverUsed.affected ?? 0) > 0) return true;
    const result = await this.settings.update({ userId, lastUsedStep: LessThan(step) }, { lastUsedStep: step });
    return (result.affected ?? 0) > 0;
  }

  /** Turns the app off: the secret and every recovery code go. */
  async remove(userId: number, tx: Transaction): Promise<void> {
    const manager = managerOf(tx);
    await manager.getRepository(RecoveryCodeEntity).delete({ userId });
    await manager.getRepository(TwoFactorSettingEntity).delete({ userId });
  }

  /** Replaces her recovery codes with new ones (their hashes). */
  async replaceRecoveryCodes(userId: number, codeHashes: readonly string[], at: Date, tx: Transaction): Promise<void> {
    const repository = managerOf(tx).getRepository(RecoveryCodeEntity);
    await repository.delete({ userId });
    await repository.insert(codeHashes.map((codeHash) => ({ userId, codeHash, usedAt: null, createdAt: at })));
  }

  /** Spends one of her unused recovery codes whose hash is one of these; answers whether one was spent. */
  async spendRecoveryCode(userId: number, codeHashes: readonly string[], at: Date): Promise<boolean> {
    for (const codeHash of codeHashes) {
      const result = await this.codes.update({ userId, codeHash, usedAt: IsNull() }, { usedAt: at });
      if ((result.affected ?? 0) > 0) return true;
    }
    return false;
  }

  unusedRecoveryCodes(userId: number): Promise<number> {
    return this.codes.countBy({ userId, usedAt: IsNull() });
  }
}
