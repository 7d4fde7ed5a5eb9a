import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../modules/users/users.module';
import { LiveEventsService } from './live-events.service';
import { LiveGateway } from './live.gateway';

/** The live socket of signed-in tabs and the publisher that services push events through. */
@Global()
@Module({
  imports: [UsersModule],
  providers: [LiveEventsService, LiveGateway],
  exports: [LiveEventsService],
})
export class LiveModule {}
