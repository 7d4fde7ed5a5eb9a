import { Module } from '@nestjs/common';
import { AUTH_CHALLENGE_PURGE, RESET_TOKEN_PURGE } from '../../housekeeping/housekeeping-sources';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvitesModule } from '../invites/invites.module';
import { UsersModule } from '../users/users.module';
import { AuthChallengesRepository } from './auth-challenges.repository';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { AuthChallengeEntity } from './entities/auth-challenge.entity';
import { PasskeyCredentialEntity } from './entities/passkey-credential.entity';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { RecoveryCodeEntity } from './entities/recovery-code.entity';
import { TwoFactorSettingEntity } from './entities/two-factor-setting.entity';
import { PasskeysController } from './passkeys.controller';
import { PasskeysRepository } from './passkeys.repository';
import { PasskeysService } from './passkeys.service';
import { TwoFactorController } from './two-factor.controller';
import { TwoFactorRepository } from './two-factor.repository';
import { TwoFactorService } from './two-factor.service';
import { AuditModule } from '../audit/audit.module';
import { PasswordHasherService } from './password-hasher.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { WaitlistService } from './waitlist.service';

@Module({
  imports: [
    TypeOrmModule.forFeature([
      PasswordResetTokenEntity,
      PasskeyCredentialEntity,
      TwoFactorSettingEntity,
      RecoveryCodeEntity,
      AuthChallengeEntity,
    ]),
    UsersModule,
    InvitesModule,
    AuditModule,
  ],
  controllers: [AuthController, PasskeysController, TwoFactorController],
  providers: [
    PasskeysService,
    PasskeysRepository,
    TwoFactorService,
    TwoFactorRepository,
    AuthChallengesRepository,
    AuthService,
    PasswordResetService,
    PasswordResetTokensRepository,
    PasswordHasherService,
    WaitlistService,
    { provide: RESET_TOKEN_PURGE, useExisting: PasswordResetTokensRepository },
    { provide: AUTH_CHALLENGE_PURGE, useExisting: AuthChallengesRepository },
  ],
  exports: [
    PasswordHasherService,
    TwoFactorService,
    PasskeysService,
    PasswordResetTokensRepository,
    RESET_TOKEN_PURGE,
    AUTH_CHALLENGE_PURGE,
  ],
})
export class AuthModule {}
