import { Global, Module } from '@nestjs/common';
import { PROFILE_WALLET } from '../users/profile-wallet';
import { UserDirectoryModule } from '../users/user-directory.module';
import { LicensureRepository } from './licensure.repository';
import { LicensureService } from './licensure.service';

/**
 * The profile's licensure as a view of the wallet. Global, providing PROFILE_WALLET, so that the
 * users module (below the wallet) writes declared licences from the onboarding and profile update
 * without naming this module.
 */
@Global()
@Module({
  imports: [UserDirectoryModule],
  providers: [LicensureRepository, LicensureService, { provide: PROFILE_WALLET, useExisting: LicensureService }],
  exports: [LicensureService, PROFILE_WALLET],
})
export class LicensureModule {}
