import { Module } from '@nestjs/common';
import { UsersModule } from '../../users/users.module';
import { CredentialsModule } from '../credentials.module';
import { PracticeReachService } from './practice-reach.service';
import { ShownCredentialsController } from './shown-credentials.controller';
import { ShownCredentialsService } from './shown-credentials.service';

/** Where she can practise, worked out from her wallet, and the credentials her profile shows. */
@Module({
  imports: [CredentialsModule, UsersModule],
  controllers: [ShownCredentialsController],
  providers: [PracticeReachService, ShownCredentialsService],
  exports: [PracticeReachService],
})
export class PracticeModule {}
