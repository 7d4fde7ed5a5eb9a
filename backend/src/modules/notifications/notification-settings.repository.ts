import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { NotificationSettingsEntity } from './entities/notification-settings.entity';

/** Data access for her notification settings, one row per nurse who has changed any. */
@Injectable()
export class NotificationSettingsRepository {
  constructor(@InjectRepository(NotificationSettingsEntity) private readonly rows: Repository<NotificationSettingsEntity>) {}

  /** Her row; in `tx` when given. */
  find(userId: number, tx?: Transaction): Promise<NotificationSettingsEntity | null> {
    return (managerOf(tx)?.getRepository(NotificationSettingsEntity) ?? this.rows).findOneBy({ userId });
  }

  /** The rows of those of these nurses who have any; in `tx` when given. */
  findMany(userIds: readonly number[], tx?: Transaction): Promise<NotificationSettingsEntity[]> {
    return (managerOf(tx)?.getRepository(NotificationSettingsEntity) ?? this.rows).findBy({ userId: In([...userIds]) });
  }

  async save(settings: NotificationSettingsEntity): Promise<void> {
    await this.rows.save(settings);
  }
}
