import type { AppConfig } from '../../config/app-config';
import type { JobPayloads } from '../../jobs/job-definitions';
import type { JobProcessorsRegistry } from '../../jobs/job-processors.registry';
import type { JobQueue } from '../../jobs/job-queue';
import type { NotificationSettingsService } from '../notifications/notification-settings.service';
import type { NotificationsService } from '../notifications/notifications.service';
import { PushProcessor } from './push.processor';
import type { PushSubscriptionsRepository } from './push-subscriptions.repository';
import type { VapidKeysService } from './vapid-keys.service';
import type { WebPushAdapter } from './web-push.adapter';

const NOW = new Date('2026-11-28T23:00:00Z');
const HOUR = 60 * 60 * 1000;

/**
 * A processor for a nurse with one device, push on for messages, and quiet hours from 22:00 to
 * `quietEnd` (UTC); `listDevices` stands for the database's answer.
 */
function processorWithQuietHours(quietEnd: string, listDevices: () => Promise<Array<{ id: number }>> = async () => [{ id: 1 }]) {
  const enqueue = jest.fn(async () => undefined);
  const send = jest.fn();
  const processor = new PushProcessor(
    { jobRetryDelayMs: 1000 } as AppConfig,
    { register: () => undefined } as unknown as JobProcessorsRegistry,
    { enqueue } as unknown as JobQueue,
    { current: () => ({ publicKey: 'public', privateKey: 'private', subject: 'mailto:ops@nurse.test' }) } as unknown as VapidKeysService,
    { listOf: listDevices, remove: jest.fn(), markUsed: jest.fn() } as unknown as PushSubscriptionsRepository,
    {
      of: async () => ({
        channels: [{ category: 'message', inApp: true, email: true, push: true }],
        timeZone: 'UTC',
        quietHours: { start: '22:00', end: quietEnd },
      }),
    } as unknown as NotificationSettingsService,
    { unreadAbout: jest.fn(), unreadCount: jest.fn() } as unknown as NotificationsService,
    { send } as unknown as WebPushAdapter,
  );
  return { processor, enqueue, send };
}

const job: JobPayloads['send-push'] = { userId: 7, category: 'message', subjectId: 3, at: NOW.getTime(), attempt: 1 };

describe('PushProcessor in her quiet hours', () => {
  it('holds the push until they end, as a job that runs then', async () => {
    const { processor, enqueue, send } = processorWithQuietHours('01:00');

    await processor.run(job, NOW);

    const end = NOW.getTime() + 2 * HOUR;
    expect(enqueue).toHaveBeenCalledWith('send-push', { ...job, heldUntil: end }, { delayMs: 2 * HOUR });
    expect(send).not.toHaveBeenCalled();
  });

  it('lets a message push go when it would have outlived its time to live by then; the digest gathers it', async () => {
    const { processor, enqueue, send } = processorWithQuietHours('06:00');

    await processor.run(job, NOW);

    expect(enqueue).not.toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
  });
});

describe('PushProcessor during an outage of the database', () => {
  it('holds the push for a later try instead of failing the job', async () => {
    const down = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:3306'), { code: 'ECONNREFUSED' });
    const { processor, enqueue } = processorWithQuietHours('22:30', async () => {
      throw down;
    });

    await processor.run(job, NOW);

    expect(enqueue).toHaveBeenCalledWith('send-push', { ...job, heldUntil: NOW.getTime() + 15_000 }, { delayMs: 15_000 });
  });
});
