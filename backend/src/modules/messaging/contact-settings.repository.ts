import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { ContactPolicy } from '@nurse/domain';
import type { Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
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

  /** Stores the whole of her settings, inserting her row the first time. */
  async save(userId: number, settings: ContactSettings, tx: Transaction): Promise<void> {
    await managerOf(tx)
      .getRepository(ContactSettingsEntity)
      .upsert({ userId, ...settings }, ['userId']);
  }
}
