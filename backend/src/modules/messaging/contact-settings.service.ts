import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../common/moment-cache';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { ContactSettingsRepository, type ContactSettings } from './contact-settings.repository';

/** Enough for every nurse signed in at once on one instance, and those she writes to. */
const MAX_KEPT = 100_000;

/**
 * Her contact settings: who may start a conversation with her, and whether she shows read marks and
 * typing. Every thread she opens and every message sent to her reads them, so each nurse's are kept
 * for a few seconds (see common/moment-cache.ts) and dropped on every instance once she changes them.
 */
@Injectable()
export class ContactSettingsService implements OnModuleInit {
  private readonly cache: MomentCache<number, ContactSettings>;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly settings: ContactSettingsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly events: DomainEventBus,
  ) {
    this.cache = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.cache.enabled) return;
    this.events.onEventsMissed(() => this.cache.dropAll());
    this.events.on('contact-settings-changed', 'every-instance', ({ userId }) => this.cache.drop(userId));
  }

  of(userId: number): Promise<ContactSettings> {
    return this.cache.findOrRead(userId, () => this.settings.of(userId));
  }

  /** Changes the settings given and answers all of them as stored. */
  async update(userId: number, changes: Partial<ContactSettings>): Promise<ContactSettings> {
    const current = await this.settings.of(userId);
    const next: ContactSettings = {
      contactPolicy: changes.contactPolicy ?? current.contactPolicy,
      readReceipts: changes.readReceipts ?? current.readReceipts,
    };
    await this.unitOfWork.run(async (tx) => {
      await this.settings.save(userId, next, tx);
      tx.record({ type: 'contact-settings-changed', userId });
    });
    return next;
  }

  /** Read marks and typing pass between two nurses only while both show theirs. */
  async bothShowReceipts(a: number, b: number): Promise<boolean> {
    const both = await Promise.all([this.of(a), this.of(b)]);
    return both.every((settings) => settings.readReceipts);
  }
}
