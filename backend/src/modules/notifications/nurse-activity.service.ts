import { Injectable, Logger, type BeforeApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { NurseActivitySignal } from '../../sessions/nurse-activity.signal';
import { NurseActivityRepository } from './nurse-activity.repository';

/** How often the nurses seen since the last write are stored, as one statement. */
const FLUSH_EVERY_MS = 10_000;

/**
 * Remembers when each nurse was last active, for digests: nothing is emailed about what came before
 * she was last in the app. Requests only note the time in a map; the map is written every few seconds.
 */
@Injectable()
export class NurseActivityService implements OnModuleInit, BeforeApplicationShutdown {
  private readonly logger = new Logger('NurseActivity');
  /** When each nurse was seen since the last write. */
  private seen = new Map<number, Date>();
  private timer: NodeJS.Timeout | null = null;
  private unsubscribe: (() => void) | null = null;

  constructor(
    private readonly activity: NurseActivityRepository,
    private readonly signal: NurseActivitySignal,
  ) {}

  onModuleInit(): void {
    this.unsubscribe = this.signal.subscribe((userId) => this.seen.set(userId, new Date()));
    this.timer = setInterval(() => void this.flush(), FLUSH_EVERY_MS);
    this.timer.unref();
  }

  /** Stores who was seen since the last write; also called before reading, so the answer is current. */
  async flush(): Promise<void> {
    if (this.seen.size === 0) return;
    const seen = this.seen;
    this.seen = new Map();
    await this.activity.touch(seen).catch((error: unknown) => {
      this.logger.warn(`Could not store activity of ${seen.size} nurse(s): ${(error as Error).message}`);
      for (const [userId, at] of seen) if (!this.seen.has(userId)) this.seen.set(userId, at);
    });
  }

  async lastActiveAt(userId: number): Promise<Date | null> {
    return this.seen.get(userId) ?? this.activity.lastActiveAt(userId);
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.unsubscribe?.();
    if (this.timer) clearInterval(this.timer);
    await this.flush();
  }
}
