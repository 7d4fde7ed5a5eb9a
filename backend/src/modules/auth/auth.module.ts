import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { InvitesModule } from '../invites/invites.module';
import { UsersModule } from '../users/users.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { PasswordResetTokenEntity } from './entities/password-reset-token.entity';
import { PasswordHasher } from './password-hasher';
import { PasswordResetService } from './password-reset.service';

@Module({
  imports: [TypeOrmModule.forFeature([PasswordResetTokenEntity]), UsersModule, InvitesModule],
  controllers: [AuthController],
  providers: [AuthService, PasswordResetService, PasswordHasher],
  exports: [PasswordHasher],
})
export class AuthModule {}
