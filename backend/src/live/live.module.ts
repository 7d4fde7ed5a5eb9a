import { Global, Module } from '@nestjs/common';
import { UsersModule } from '../modules/users/users.module';
import { LiveEvents } from './live-events';
import { LiveGateway } from './live.gateway';

/** The live socket of signed-in tabs and the publisher that services push events through. */
@Global()
@Module({
  imports: [UsersModule],
  providers: [LiveEvents, LiveGateway],
  exports: [LiveEvents],
})
export class LiveModule {}
