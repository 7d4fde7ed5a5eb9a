import { Module } from '@nestjs/common';
import { RESET_TOKEN_PURGE } from '../../housekeeping/housekeeping-sources';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvitesModule } from '../invites/invites.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { PasswordHasherService } from './password-hasher.service';
import { PasswordResetService } from './password-reset.service';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';
import { WaitlistService } from './waitlist.service';

@Module({
  imports: [TypeOrmModule.forFeature([PasswordResetTokenEntity]), UsersModule, InvitesModule],
  controllers: [AuthController],
  providers: [
    AuthService,
    PasswordResetService,
    PasswordResetTokensRepository,
    PasswordHasherService,
    WaitlistService,
    { provide: RESET_TOKEN_PURGE, useExisting: PasswordResetTokensRepository },
  ],
  exports: [PasswordHasherService, PasswordResetTokensRepository, RESET_TOKEN_PURGE],
})
export class AuthModule {}
