import { Global, Module } from '@nestjs/common';
import { PROFILE_WALLET } from '../users/profile-wallet';
import { UserDirectoryModule } from '../users/user-directory.module';
import { LicensureRepository } from './licensure.repository';
import { LicensureService } from './licensure.service';
import { WalletReadCache } from './wallet-read-cache.service';

/**
 * The profile's licensure as a view of the wallet. Global, providing PROFILE_WALLET, so that the
 * users module (below the wallet) writes declared licences from the onboarding and profile update
 * without naming this module. The wallet's read cache lives here, below the wallet, since her
 * profile reads her certifications' names through it.
 */
@Global()
@Module({
  imports: [UserDirectoryModule],
  providers: [LicensureRepository, LicensureService, WalletReadCache, { provide: PROFILE_WALLET, useExisting: LicensureService }],
  exports: [LicensureService, WalletReadCache, PROFILE_WALLET],
})
export class LicensureModule {}
