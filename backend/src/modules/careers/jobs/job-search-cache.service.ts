import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { MomentCache } from '../../../common/moment-cache';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { DomainEventBus } from '../../../events/domain-event-bus.service';
import type { JobSearchPageDto } from './dto/job.dto';

/** Enough for the searches nurses run within the cache's few seconds on one instance. */
const MAX_KEPT = 5_000;

/**
 * Pages of job search, kept for a few seconds by their filters, sort and cursor (see
 * common/moment-cache.ts): the same search from many nurses, or again as she pages back, is read once.
 * Any change to any listing (written, published, closed, reopened: `job-listings-changed`) empties it on every instance, so a
 * closed listing leaves search at once. A nurse's "where I can practise" is part of the key as the
 * states it stands for, never as who she is.
 */
@Injectable()
export class JobSearchCache implements OnModuleInit {
  private readonly pages: MomentCache<string, JobSearchPageDto>;
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly events: DomainEventBus,
  ) {
    this.pages = new MomentCache(config.readCacheMs, MAX_KEPT);
  }

  onModuleInit(): void {
    if (!this.pages.enabled) return;
    const empty = () => this.pages.dropAll();
    this.events.onEventsMissed(empty);
    this.events.on('job-listings-changed', 'every-instance', empty);
  }

  page(key: string, read: () => Promise<JobSearchPageDto>): Promise<JobSearchPageDto> {
    return this.pages.findOrRead(key, read);
  }
}
