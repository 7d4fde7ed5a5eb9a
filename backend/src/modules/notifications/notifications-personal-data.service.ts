import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { NotificationDigestEntity } from './entities/notification-digest.entity';
import { NotificationSettingsEntity } from './entities/notification-settings.entity';
import { NotificationEntity } from './entities/notification.entity';
import { NurseActivityEntity } from './entities/nurse-activity.entity';
import { NotificationSettingsService } from './notification-settings.service';
import { notificationLink, notificationText } from './notification-texts';
import { NotificationsRepository } from './notifications.repository';

/** Her notifications and her notification settings: the `notifications` section of her data. */
@Injectable()
export class NotificationsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'notifications';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly notifications: NotificationsRepository,
    private readonly settings: NotificationSettingsService,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'notifications.json',
        description: `the notifications we keep for you (the last 90 days): what each said, where it led, when, and whether you read it`,
      },
      {
        path: 'notification-settings.json',
        description: 'how you take each kind of notification (in the app, by email, by push), your time zone and quiet hours',
      },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const rows = await this.notifications.allOf(userId);
    await archive.json(
      'notifications.json',
      rows.map((row) => ({
        id: row.id,
        category: row.category,
        text: notificationText(row),
        link: notificationLink(row),
        shownInApp: row.shownInApp,
        read: row.readAt !== null,
        readAt: row.readAt,
        createdAt: row.createdAt,
        updatedAt: row.updatedAt,
      })),
    );
    await archive.json('notification-settings.json', await this.settings.of(userId));
  }

  /** Her notifications and settings, and the other nurses' notifications that name her (she is their subject and actor). */
  async erase(userId: number): Promise<void> {
    await this.rows.deleteWhereAlsoSet(userId, { entity: NotificationEntity, column: 'subjectId' }, 'actorName');
    await this.rows.deleteRows(userId, [
      { entity: NotificationEntity, column: 'userId' },
      { entity: NotificationSettingsEntity, column: 'userId' },
      { entity: NotificationDigestEntity, column: 'userId' },
      { entity: NurseActivityEntity, column: 'userId' },
    ]);
  }
}
