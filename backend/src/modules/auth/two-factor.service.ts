import { Injectable } from '@nestjs/common';
import { groupSecret, TWO_FACTOR_ERRORS } from '@nurse/domain';
import { ConflictError, InvalidInputError } from '../../common/domain-errors';
import type { Transaction } from '../../database/transaction';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import { SigningKeysService } from '../../signing-keys/signing-keys.service';
import type { UserEntity } from '../users/entities/user.entity';
import { codeStep, isAppCode, newRecoveryCodes, newTotpSecret, openSecret, recoveryCodeHash, sealSecret, totpOf } from './two-factor-codes';
import { TwoFactorRepository } from './two-factor.repository';

export interface TwoFactorStatus {
  enabled: boolean;
  recoveryCodesLeft: number;
}

export interface TwoFactorSetup {
  secret: string;
  secretGroups: string;
  otpauthUri: string;
}

/** Answers a wrong code the same way wherever it was typed. */
const codeRefused = () => InvalidInputError.forFields([{ field: 'code', message: TWO_FACTOR_ERRORS.codeInvalid }]);

/**
 * Her authenticator app (RFC 6238 codes after her password) and its recovery codes. The secret is kept
 * encrypted with the `two-factor` key; recovery codes only as keyed hashes. Every code she types is
 * counted against her account's `second-factor` limit, and a time step is spent once accepted.
 */
@Injectable()
export class TwoFactorService {
  constructor(
    private readonly repository: TwoFactorRepository,
    private readonly keys: SigningKeysService,
    private readonly limits: RateLimitService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async status(userId: number): Promise<TwoFactorStatus> {
    const setting = await this.repository.find(userId);
    const enabled = Boolean(setting?.enabledAt);
    return { enabled, recoveryCodesLeft: enabled ? await this.repository.unusedRecoveryCodes(userId) : 0 };
  }

  async isOn(userId: number): Promise<boolean> {
    return Boolean((await this.repository.find(userId))?.enabledAt);
  }

  /** A new secret for her to add to her app; on only once she confirms a code from it. */
  async startSetup(user: UserEntity): Promise<TwoFactorSetup> {
    if (await this.isOn(user.id)) throw new ConflictError(TWO_FACTOR_ERRORS.alreadyOn);
    const secret = newTotpSecret();
    await this.repository.saveSetup(user.id, sealSecret(this.keys.of('two-factor').signing, user.id, secret), new Date());
    return { secret, secretGroups: groupSecret(secret), otpauthUri: totpOf(secret, user.email).toString() };
  }

  /** Turns the app on with a code from it; answers her new recovery codes, shown this once. */
  async enable(user: UserEntity, code: string, now = new Date()): Promise<string[]> {
    const setting = await this.repository.find(user.id);
    if (setting?.enabledAt) throw new ConflictError(TWO_FACTOR_ERRORS.alreadyOn);
    if (!setting) throw new InvalidInputError(TWO_FACTOR_ERRORS.setupNotStarted);
    await this.countAttempt(user.id);
    const step = this.stepOf(user.id, setting.secretCipher, code, now);
    if (step === null) throw codeRefused();
    const codes = newRecoveryCodes();
    const enabled = await this.unitOfWork.run(async (tx) => {
      if (!(await this.repository.enable(user.id, step, now, tx))) return false;
      await this.repository.replaceRecoveryCodes(user.id, this.hashes(user.id, codes), now, tx);
      return true;
    });
    if (!enabled) throw new ConflictError(TWO_FACTOR_ERRORS.alreadyOn);
    return codes;
  }

  /** Turns the app off; needs a current code or a recovery code. */
  async disable(user: UserEntity, code: string): Promise<void> {
    await this.requireOn(user.id);
    if (!(await this.verify(user.id, code))) throw codeRefused();
    await this.unitOfWork.run((tx) => this.repository.remove(user.id, tx));
  }

  /**
   * Turns the app off for her when she lost both it and her recovery codes: a support person does it
   * (audited, and she is told by email); false when it was not on.
   */
  async turnOffForSupport(userId: number, tx: Transaction): Promise<boolean> {
    if (!(await this.repository.find(userId, tx))?.enabledAt) return false;
    await this.repository.remove(userId, tx);
    return true;
  }

  /** Replaces her recovery codes; needs a current code or a recovery code. */
  async regenerateRecoveryCodes(user: UserEntity, code: string): Promise<string[]> {
    await this.requireOn(user.id);
    if (!(await this.verify(user.id, code))) throw codeRefused();
    const codes = newRecoveryCodes();
    await this.unitOfWork.run((tx) => this.repository.replaceRecoveryCodes(user.id, this.hashes(user.id, codes), new Date(), tx));
    return codes;
  }

  /**
   * Whether what she typed is a code from her app not used before, or one of her unused recovery codes
   * (which is then spent). Counts the attempt against her account's limit first.
   */
  async verify(userId: number, code: string, now = new Date()): Promise<boolean> {
    const setting = await this.repository.find(userId);
    if (!setting?.enabledAt) return false;
    await this.countAttempt(userId);
    if (isAppCode(code)) {
      const step = this.stepOf(userId, setting.secretCipher, code, now);
      return step !== null && (await this.repository.claimStep(userId, step));
    }
    const hashes = this.keys.of('recovery-codes').verifying.map((key) => recoveryCodeHash(key, userId, code));
    return this.repository.spendRecoveryCode(userId, hashes, now);
  }

  private async requireOn(userId: number): Promise<void> {
    if (!(await this.isOn(userId))) throw new InvalidInputError(TWO_FACTOR_ERRORS.notOn);
  }

  private countAttempt(userId: number): Promise<void> {
    return this.limits.consumeForAccount('second-factor', `user:${userId}`);
  }

  /** The code's step under her secret; null when it does not match, or the secret was sealed under a session secret no longer configured. */
  private stepOf(userId: number, sealed: string, code: string, now: Date): number | null {
    const secret = openSecret(this.keys.of('two-factor').verifying, userId, sealed);
    return secret === null ? null : codeStep(secret, code, now.getTime());
  }

  private hashes(userId: number, codes: readonly string[]): string[] {
    const key = this.keys.of('recovery-codes').signing;
    return codes.map((code) => recoveryCodeHash(key, userId, code));
  }
}
