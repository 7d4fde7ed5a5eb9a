import type { ChannelPreference } from '@nurse/domain';
import { Column, Entity, PrimaryColumn } from 'typeorm';

export type StoredChannelPreference = Omit<ChannelPreference, 'push'> & { push?: boolean };

/** Her choices of channels and quiet hours; a nurse without a row has the defaults. */
@Entity('notification_settings')
export class NotificationSettingsEntity {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  /**
   * Every category she has set, the rest default. Rows stored before push existed lack `push`: that
   * category then takes the default push choice.
   */
  @Column({ type: 'simple-json', nullable: true })
  channels: StoredChannelPreference[] | null;

  /** IANA zone; null until she (or her browser) has chosen one. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  timeZone: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  quietStart: string | null;

  @Column({ type: 'varchar', length: 5, nullable: true })
  quietEnd: string | null;
}
