import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';

/** The devices she turned push notifications on for: the `push` section of her data. */
@Injectable()
export class PushPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'push';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly subscriptions: PushSubscriptionsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'devices.json',
        description:
          'the devices you turned push notifications on for: their name, push service address, when you turned it on and when we last pushed to it',
      },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const devices = await this.subscriptions.listOf(userId);
    await archive.json(
      'devices.json',
      devices.map((device) => ({
        id: device.id,
        deviceName: device.deviceName,
        pushServiceAddress: device.endpoint,
        turnedOnAt: device.createdAt,
        lastPushedAt: device.lastUsedAt,
      })),
    );
  }

  erase(userId: number): Promise<void> {
    return this.rows.deleteRows(userId, [{ entity: PushSubscriptionEntity, column: 'userId' }]);
  }
}
