import { Module } from '@nestjs/common';
import { PushCenterModule } from './push-center.module';
import { PushController } from './push.controller';
import { PushSubscriptionsService } from './push-subscriptions.service';

/** Web Push over HTTP: the public key, and her devices that take pushes. */
@Module({
  imports: [PushCenterModule],
  controllers: [PushController],
  providers: [PushSubscriptionsService],
})
export class PushModule {}
