import { Global, Module } from '@nestjs/common';
import { LiveEventsService } from './live-events.service';
import { LiveGateway } from './live.gateway';

/**
 * The live socket of signed-in tabs and the publisher that services push events through. A socket's
 * nurse is checked through the session accounts the sessions module makes global.
 */
@Global()
@Module({
  providers: [LiveEventsService, LiveGateway],
  exports: [LiveEventsService],
})
export class LiveModule {}
