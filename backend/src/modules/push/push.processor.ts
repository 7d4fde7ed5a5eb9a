import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import type { JobPayloads } from '../../jobs/job-definitions';
import { JobProcessorsRegistry } from '../../jobs/job-processors.registry';
import { JobQueue } from '../../jobs/job-queue';
import { isUnavailability } from '../../common/unavailability';
import { FALLBACK_TIME_ZONE, NotificationSettingsService } from '../notifications/notification-settings.service';
import { NotificationsService } from '../notifications/notifications.service';
import { quietUntil } from '../notifications/quiet-hours';
import { pushDeliveryOptions, pushPayload } from './push-message';
import { PushSubscriptionsRepository } from './push-subscriptions.repository';
import { VapidKeysService } from './vapid-keys.service';
import { WebPushAdapter } from './web-push.adapter';

/** Tries of one push to a device whose push service keeps asking to wait, before it is left to the bell and the digest. */
export const PUSH_ATTEMPTS = 5;
/** The longest wait a push service's Retry-After is honoured for. */
const LONGEST_WAIT_MS = 60 * 60 * 1000;
/** How long a push waits for the database or Redis to answer again before it is tried once more. */
const OUTAGE_RETRY_MS = 15_000;

/**
 * Sends a push job: decides when it runs whether it is still wanted (she still takes the category by
 * push, is not in her quiet hours, has not read it meanwhile), then pushes the bell's line to each
 * device. A device its push service no longer knows (404, 410) is removed at once; one whose service
 * is busy or failing (429, 5xx) is tried again by a later job, after its Retry-After when it gave one.
 * Quiet hours hold a push as they hold a digest: the job runs again when they end, and pushes then if
 * she has not read it meanwhile and it is still within its time to live (a message's push is not worth
 * sending hours later; the digest gathers it). An outage of the database holds it the same way: it is
 * tried again every OUTAGE_RETRY_MS while within its time to live, rather than left as a failed job.
 */
@Injectable()
export class PushProcessor implements OnModuleInit {
  private readonly logger = new Logger('Push');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly processors: JobProcessorsRegistry,
    private readonly jobs: JobQueue,
    private readonly keys: VapidKeysService,
    private readonly devices: PushSubscriptionsRepository,
    private readonly settings: NotificationSettingsService,
    private readonly notifications: NotificationsService,
    private readonly pushService: WebPushAdapter,
  ) {}

  onModuleInit(): void {
    this.processors.register('send-push', (payload) => this.run(payload));
  }

  async run(job: JobPayloads['send-push'], now = new Date()): Promise<void> {
    try {
      await this.push(job, now);
    } catch (error) {
      if (!isUnavailability(error)) throw error;
      const { ttlSeconds } = pushDeliveryOptions(job.category, job.subjectId);
      await this.holdUntil(job, new Date(now.getTime() + OUTAGE_RETRY_MS), ttlSeconds, now);
    }
  }

  private async push(job: JobPayloads['send-push'], now: Date): Promise<void> {
    const { userId, category, subjectId } = job;
    const vapid = this.keys.current();
    if (!vapid) return;
    const options = pushDeliveryOptions(category, subjectId);
    if (now.getTime() - job.at > options.ttlSeconds * 1000) return;
    const devices = (await this.devices.listOf(userId)).filter((device) => !job.deviceIds || job.deviceIds.includes(device.id));
    if (devices.length === 0) return;
    const settings = await this.settings.of(userId);
    if (!settings.channels.find((channel) => channel.category === category)?.push) return;
    const quietEnd = settings.quietHours ? quietUntil(now, settings.quietHours, settings.timeZone ?? FALLBACK_TIME_ZONE) : null;
    if (quietEnd) return this.holdUntil(job, quietEnd, options.ttlSeconds, now);
    const notification = await this.notifications.unreadAbout(userId, category, subjectId);
    if (!notification) return;
    const payload = pushPayload(notification, subjectId, await this.notifications.unreadCount(userId));

    const outcomes = await Promise.all(
      devices.map(async (device) => ({ device, outcome: await this.pushService.send(device, payload, options, vapid) })),
    );
    const accepted: number[] = [];
    const again: number[] = [];
    let waitMs = 0;
    for (const { device, outcome } of outcomes) {
      switch (outcome.kind) {
        case 'accepted':
          accepted.push(device.id);
          break;
        case 'gone':
          await this.devices.remove(device.id);
          break;
        case 'retry':
          again.push(device.id);
          waitMs = Math.max(waitMs, outcome.retryAfterMs ?? this.config.jobRetryDelayMs * 2 ** (job.attempt - 1));
          break;
        case 'refused':
          this.logger.warn(`A push service refused a push for device #${device.id} (${outcome.status})`);
          break;
      }
    }
    await this.devices.markUsed(accepted, now);
    if (again.length === 0) return;
    if (job.attempt >= PUSH_ATTEMPTS) {
      this.logger.warn(`Gave up pushing to ${again.length} device(s) of nurse #${userId} after ${job.attempt} attempts`);
      return;
    }
    await this.jobs.enqueue(
      'send-push',
      { ...job, attempt: job.attempt + 1, deviceIds: again },
      { delayMs: Math.min(waitMs, LONGEST_WAIT_MS) },
    );
  }

  /** Runs the job again at `until`, unless the push will have outlived its time to live by then. */
  private async holdUntil(job: JobPayloads['send-push'], until: Date, ttlSeconds: number, now: Date): Promise<void> {
    if (until.getTime() - job.at > ttlSeconds * 1000) return;
    await this.jobs.enqueue('send-push', { ...job, heldUntil: until.getTime() }, { delayMs: until.getTime() - now.getTime() });
  }
}
