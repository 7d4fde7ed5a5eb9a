import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { STAFF_DIRECTORY, type StaffDirectory } from '../../sessions/staff-member';
import { StaffAccountEntity } from './entities/staff-account.entity';
import { StaffInvitationEntity } from './entities/staff-invitation.entity';
import { StaffRecoveryCodeEntity } from './entities/staff-recovery-code.entity';
import { StaffAccountsRepository } from './staff-accounts.repository';
import { toStaffMember } from './staff-member.mapper';

/** Staff accounts' tables, and the lookup admin sessions make of the staff person they belong to. */
@Module({
  imports: [TypeOrmModule.forFeature([StaffAccountEntity, StaffRecoveryCodeEntity, StaffInvitationEntity])],
  providers: [
    StaffAccountsRepository,
    {
      provide: STAFF_DIRECTORY,
      inject: [StaffAccountsRepository],
      useFactory: (accounts: StaffAccountsRepository): StaffDirectory => ({
        findById: async (id) => {
          const account = await accounts.findById(id);
          return account ? toStaffMember(account) : null;
        },
      }),
    },
  ],
  exports: [StaffAccountsRepository, STAFF_DIRECTORY],
})
export class StaffDirectoryModule {}
