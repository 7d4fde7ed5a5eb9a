import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NotificationSettingsEntity } from './entities/notification-settings.entity';

/** Data access for her notification settings, one row per nurse who has changed any. */
@Injectable()
export class NotificationSettingsRepository {
  constructor(@InjectRepository(NotificationSettingsEntity) private readonly rows: Repository<NotificationSettingsEntity>) {}

  find(userId: number): Promise<NotificationSettingsEntity | null> {
    return this.rows.findOneBy({ userId });
  }

  async save(settings: NotificationSettingsEntity): Promise<void> {
    await this.rows.save(settings);
  }
}
