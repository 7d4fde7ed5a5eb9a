import { Module } from '@nestjs/common';
import { UserDirectoryModule } from '../../users/user-directory.module';
import { LicensureRepository } from './licensure.repository';
import { LicensureService } from './licensure.service';

/**
 * The profile's licensure as a view of the wallet. Its own module so that the users module (which
 * the wallet's imports) can write declared licences from the onboarding and profile update.
 */
@Module({
  imports: [UserDirectoryModule],
  providers: [LicensureRepository, LicensureService],
  exports: [LicensureService],
})
export class LicensureModule {}
