import { Injectable } from '@nestjs/common';
import { browserLabel } from '../../common/browser-label';
import { NotFoundError, UnavailableError } from '../../common/domain-errors';
import { PUSH_MESSAGES } from './dto/push.dto';
import type { PushSubscriptionEntity } from './entities/push-subscription.entity';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { VapidKeysService } from './vapid-keys.service';

export interface PushDevice {
  id: number;
  deviceName: string;
  createdAt: Date;
  lastUsedAt: Date | null;
}

export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  deviceName?: string;
}

const toDevice = ({ id, deviceName, createdAt, lastUsedAt }: PushSubscriptionEntity): PushDevice => ({
  id,
  deviceName,
  createdAt,
  lastUsedAt,
});

/** Her devices that take pushes: added from the browser that subscribed, listed and removed by her only. */
@Injectable()
export class PushSubscriptionsService {
  constructor(
    private readonly devices: PushSubscriptionsRepository,
    private readonly keys: VapidKeysService,
  ) {}

  publicKey(): string | null {
    return this.keys.current()?.publicKey ?? null;
  }

  async add(userId: number, sessionId: string | null, input: PushSubscriptionInput, userAgent: string | undefined): Promise<PushDevice> {
    if (!this.keys.current()) throw new UnavailableError(60, PUSH_MESSAGES.off);
    const deviceName = input.deviceName?.trim() || browserLabel(userAgent ?? null)?.slice(0, 80) || 'A browser';
    const row = await this.devices.upsert(
      {
        userId,
        endpoint: input.endpoint,
        p256dh: input.keys.p256dh.replace(/=+$/, ''),
        auth: input.keys.auth.replace(/=+$/, ''),
        deviceName,
        sessionId,
      },
      new Date(),
    );
    return toDevice(row);
  }

  async list(userId: number): Promise<PushDevice[]> {
    return (await this.devices.listOf(userId)).map(toDevice);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.devices.removeOf(userId, id))) throw new NotFoundError(PUSH_MESSAGES.notFound);
  }
}
