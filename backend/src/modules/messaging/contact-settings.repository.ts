import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactPolicy } from '@nurse/domain';
import { In, type Repository } from 'typeorm';
import { ContactSettingsEntity } from './entities/contact-settings.entity';

export interface ContactSettings {
  contactPolicy: ContactPolicy;
  readReceipts: boolean;
}

/** What a nurse who never changed her contact settings has. */
export const DEFAULT_CONTACT_SETTINGS: ContactSettings = { contactPolicy: 'connections', readReceipts: true };

const settingsOf = (row: ContactSettingsEntity | undefined | null): ContactSettings =>
  row ? { contactPolicy: row.contactPolicy, readReceipts: Boolean(row.readReceipts) } : { ...DEFAULT_CONTACT_SETTINGS };

/** Data access for contact settings, one row per nurse who changed them, by primary key. */
@Injectable()
export class ContactSettingsRepository {
  constructor(@InjectRepository(ContactSettingsEntity) private readonly settings: Repository<ContactSettingsEntity>) {}

  async of(userId: number): Promise<ContactSettings> {
    return settingsOf(await this.settings.findOneBy({ userId }));
  }

  /** The settings of each of the nurses, in the order asked. */
  async ofEach(userIds: readonly number[]): Promise<ContactSettings[]> {
    const rows = await this.settings.findBy({ userId: In([...userIds]) });
    return userIds.map((userId) => settingsOf(rows.find((row) => row.userId === userId)));
  }

  /** Stores the whole of her settings, inserting her row the first time. */
  async save(userId: number, settings: ContactSettings): Promise<void> {
    await this.settings.upsert({ userId, ...settings }, ['userId']);
  }
}
