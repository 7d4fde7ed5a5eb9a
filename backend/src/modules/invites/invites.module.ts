import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../audit/audit.module';
import { UsersModule } from '../users/users.module';
import { InvitationEntity } from './entities/invitation.entity';
import { InvitesController } from './invites.controller';
import { InvitationsRepository } from './invitations.repository';
import { InvitesService } from './invites.service';

@Module({
  imports: [TypeOrmModule.forFeature([InvitationEntity]), UsersModule, AuditModule],
  controllers: [InvitesController],
  providers: [InvitationsRepository, InvitesService],
  exports: [InvitesService],
})
export class InvitesModule {}
