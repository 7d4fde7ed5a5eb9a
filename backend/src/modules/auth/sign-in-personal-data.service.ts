import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { AuthChallengeEntity } from './entities/auth-challenge.entity';
import { PasskeyCredentialEntity } from './entities/passkey-credential.entity';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { RecoveryCodeEntity } from './entities/recovery-code.entity';
import { TwoFactorSettingEntity } from './entities/two-factor-setting.entity';

/** Her passkeys and second factor, without their secrets: the `sign-in` section of her data. */
@Injectable()
export class SignInPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'sign-in';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'sign-in.json',
        description:
          'how you sign in besides your password: your passkeys (their names, when added and last used), whether your authenticator app is on and since when, and how many recovery codes are left',
      },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const passkeys = await this.rows.find({ entity: PasskeyCredentialEntity, column: 'userId' }, userId, 'id');
    const [twoFactor] = await this.rows.find({ entity: TwoFactorSettingEntity, column: 'userId' }, userId, 'userId');
    const codes = await this.rows.find({ entity: RecoveryCodeEntity, column: 'userId' }, userId, 'id');
    await archive.json('sign-in.json', {
      passkeys: passkeys.map((passkey) => ({ name: passkey.name, addedAt: passkey.createdAt, lastUsedAt: passkey.lastUsedAt })),
      authenticatorApp: { on: Boolean(twoFactor?.enabledAt), since: twoFactor?.enabledAt ?? null },
      recoveryCodesLeft: codes.filter((code) => code.usedAt === null).length,
    });
  }

  /** Her passkeys, her second factor and its recovery codes, and any sign-in step or reset link still open. */
  erase(userId: number): Promise<void> {
    return this.rows.deleteRows(userId, [
      { entity: PasskeyCredentialEntity, column: 'userId' },
      { entity: RecoveryCodeEntity, column: 'userId' },
      { entity: TwoFactorSettingEntity, column: 'userId' },
      { entity: AuthChallengeEntity, column: 'userId' },
      { entity: PasswordResetTokenEntity, column: 'userId' },
    ]);
  }
}
