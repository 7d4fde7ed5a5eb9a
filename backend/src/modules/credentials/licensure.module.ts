import { Global, Module } from '@nestjs/common';
import { DECLARED_LICENSURE } from '../users/declared-licensure';
import { UserDirectoryModule } from '../users/user-directory.module';
import { LicensureRepository } from './licensure.repository';
import { LicensureService } from './licensure.service';

/**
 * The profile's licensure as a view of the wallet. Global, providing DECLARED_LICENSURE, so that the
 * users module (below the wallet) writes declared licences from the onboarding and profile update
 * without naming this module.
 */
@Global()
@Module({
  imports: [UserDirectoryModule],
  providers: [LicensureRepository, LicensureService, { provide: DECLARED_LICENSURE, useExisting: LicensureService }],
  exports: [LicensureService, DECLARED_LICENSURE],
})
export class LicensureModule {}
