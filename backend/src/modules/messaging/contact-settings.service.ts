import { Injectable } from '@nestjs/common';
import { ContactSettingsRepository, type ContactSettings } from './contact-settings.repository';

/** Her contact settings: who may start a conversation with her, and whether she shows read marks and typing. */
@Injectable()
export class ContactSettingsService {
  constructor(private readonly settings: ContactSettingsRepository) {}

  of(userId: number): Promise<ContactSettings> {
    return this.settings.of(userId);
  }

  /** Changes the settings given and answers all of them as stored. */
  async update(userId: number, changes: Partial<ContactSettings>): Promise<ContactSettings> {
    const current = await this.settings.of(userId);
    const next: ContactSettings = {
      contactPolicy: changes.contactPolicy ?? current.contactPolicy,
      readReceipts: changes.readReceipts ?? current.readReceipts,
    };
    await this.settings.save(userId, next);
    return next;
  }

  /** Read marks and typing pass between two nurses only while both show theirs. */
  async bothShowReceipts(a: number, b: number): Promise<boolean> {
    const both = await this.settings.ofEach([a, b]);
    return both.every((settings) => settings.readReceipts);
  }
}
