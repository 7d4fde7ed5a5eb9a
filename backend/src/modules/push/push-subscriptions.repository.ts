import { createHash } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { isUniqueViolation } from '../../database/unique-violation';
import { PushSubscriptionEntity } from './entities/push-subscription.entity';

export interface NewPushSubscription {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  deviceName: string;
  sessionId: string | null;
}

const endpointKeyOf = (endpoint: string) => createHash('sha256').update(endpoint).digest('hex');

/** Data access for the devices nurses turned push on for. */
@Injectable()
export class PushSubscriptionsRepository {
  constructor(@InjectRepository(PushSubscriptionEntity) private readonly rows: Repository<PushSubscriptionEntity>) {}

  /**
   * Stores the device under her account; an endpoint already stored (her browser subscribing again,
   * or the device passed from another account to hers) takes her account and the new keys.
   */
  async upsert(subscription: NewPushSubscription, at: Date): Promise<PushSubscriptionEntity> {
    const endpointKey = endpointKeyOf(subscription.endpoint);
    for (let attempt = 0; ; attempt += 1) {
      const existing = await this.rows.findOneBy({ endpointKey });
      if (existing) {
        await this.rows.update({ id: existing.id }, { ...subscription, createdAt: at, lastUsedAt: null });
        return { ...existing, ...subscription, createdAt: at, lastUsedAt: null };
      }
      try {
        return await this.rows.save(this.rows.create({ ...subscription, endpointKey, createdAt: at, lastUsedAt: null }));
      } catch (error) {
        // Two registrations of one endpoint at once: the second finds the first's row and takes it over.
        if (!isUniqueViolation(error) || attempt > 0) throw error;
      }
    }
  }

  listOf(userId: number): Promise<PushSubscriptionEntity[]> {
    return this.rows.find({ where: { userId }, order: { id: 'ASC' } });
  }

  /** Removes one of hers; answers false when she has no such device. */
  async removeOf(userId: number, id: number): Promise<boolean> {
    return ((await this.rows.delete({ id, userId })).affected ?? 0) > 0;
  }

  /** Removes the devices added in that session (she signed out of it). */
  async removeOfSession(sessionId: string): Promise<void> {
    await this.rows.delete({ sessionId });
  }

  /** Removes every device of hers (every session of hers ended). */
  async removeAllOf(userId: number): Promise<void> {
    await this.rows.delete({ userId });
  }

  /** Removes a device its push service no longer knows. */
  async remove(id: number): Promise<void> {
    await this.rows.delete({ id });
  }

  async markUsed(ids: readonly number[], at: Date): Promise<void> {
    if (ids.length > 0) await this.rows.update({ id: In([...ids]) }, { lastUsedAt: at });
  }
}
