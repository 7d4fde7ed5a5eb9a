import { Injectable } from '@nestjs/common';
import { groupSecret, TWO_FACTOR_ERRORS } from '@nurse/domain';
import { ConflictError, InvalidInputError } from '../../common/domain-errors';
import { RateLimitService } from '../../rate-limit/rate-limit.service';
import { SigningKeysService } from '../../signing-keys/signing-keys.service';
import {
  codeStep,
  isAppCode,
  newRecoveryCodes,
  newTotpSecret,
  openSecret,
  recoveryCodeHash,
  sealSecret,
  totpOf,
} from '../auth/two-factor-codes';
import type { TwoFactorSetup } from '../auth/two-factor.service';
import type { StaffAccountEntity } from './entities/staff-account.entity';
import { StaffAccountsRepository } from './staff-accounts.repository';

const ownerOf = (staffId: number): `staff:${number}` => `staff:${staffId}`;

const codeRefused = () => InvalidInputError.forFields([{ field: 'code', message: TWO_FACTOR_ERRORS.codeInvalid }]);

/**
 * A staff person's authenticator app, with the nurses' code rules (modules/auth/two-factor-codes.ts):
 * the secret sealed with the `two-factor` key, recovery codes kept as keyed hashes, a time step spent
 * once, every code counted against her `second-factor` limit.
 */
@Injectable()
export class StaffTwoFactorService {
  constructor(
    private readonly accounts: StaffAccountsRepository,
    private readonly keys: SigningKeysService,
    private readonly limits: RateLimitService,
  ) {}

  /** A new secret for her app; on only once she confirms a code from it. */
  async startSetup(staff: StaffAccountEntity): Promise<TwoFactorSetup> {
    const secret = newTotpSecret();
    if (!(await this.accounts.saveTotpSetup(staff.id, sealSecret(this.keys.of('two-factor').signing, ownerOf(staff.id), secret)))) {
      throw new ConflictError(TWO_FACTOR_ERRORS.alreadyOn);
    }
    return { secret, secretGroups: groupSecret(secret), otpauthUri: totpOf(secret, staff.email).toString() };
  }

  /** Turns her app on with a code from it; answers her recovery codes, shown this once. */
  async enable(staff: StaffAccountEntity, code: string, now = new Date()): Promise<string[]> {
    if (staff.totpEnabledAt) throw new ConflictError(TWO_FACTOR_ERRORS.alreadyOn);
    if (!staff.totpSecretCipher) throw new InvalidInputError(TWO_FACTOR_ERRORS.setupNotStarted);
    await this.countAttempt(staff.id);
    const step = this.stepOf(staff.id, staff.totpSecretCipher, code, now);
    if (step === null) throw codeRefused();
    const codes = newRecoveryCodes();
    const key = this.keys.of('recovery-codes').signing;
    const hashes = codes.map((recovery) => recoveryCodeHash(key, ownerOf(staff.id), recovery));
    if (!(await this.accounts.enableTotp(staff.id, step, hashes, now))) throw new ConflictError(TWO_FACTOR_ERRORS.alreadyOn);
    return codes;
  }

  /** Whether what she typed is a code from her app not used before, or an unused recovery code (then spent). */
  async verify(staff: StaffAccountEntity, code: string, now = new Date()): Promise<boolean> {
    if (!staff.totpEnabledAt || !staff.totpSecretCipher) return false;
    await this.countAttempt(staff.id);
    if (isAppCode(code)) {
      const step = this.stepOf(staff.id, staff.totpSecretCipher, code, now);
      return step !== null && (await this.accounts.claimStep(staff.id, step));
    }
    const hashes = this.keys.of('recovery-codes').verifying.map((key) => recoveryCodeHash(key, ownerOf(staff.id), code));
    return this.accounts.spendRecoveryCode(staff.id, hashes, now);
  }

  private countAttempt(staffId: number): Promise<void> {
    return this.limits.consumeForAccount('second-factor', ownerOf(staffId));
  }

  private stepOf(staffId: number, sealed: string, code: string, now: Date): number | null {
    const secret = openSecret(this.keys.of('two-factor').verifying, ownerOf(staffId), sealed);
    return secret === null ? null : codeStep(secret, code, now.getTime());
  }
}
