import { defaultChannelPreferences } from '@nurse/domain';
import type { AppConfig } from '../../config/app-config';
import type { Transaction } from '../../database/transaction';
import type { UnitOfWork } from '../../database/unit-of-work.service';
import type { DomainEventBus } from '../../events/domain-event-bus.service';
import type { BellCacheService } from './bell-cache.service';
import type { NotificationDigestsRepository } from './notification-digests.repository';
import type { NotificationSettingsService } from './notification-settings.service';
import type { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

describe('raising a notification', () => {
  const recorded: unknown[] = [];
  const tx = { kind: 'transaction', record: (event: unknown) => void recorded.push(event) } as unknown as Transaction;
  const channelFor = jest.fn(async (_userId: number, category: string) =>
    defaultChannelPreferences().find((c) => c.category === category)!,
  );
  const service = new NotificationsService(
    { digests: { delayMs: 60_000 } } as AppConfig,
    { record: jest.fn(async () => ({ shownInApp: true })) } as unknown as NotificationsRepository,
    { dueNoLaterThan: jest.fn(async (_userId: number, dueAt: Date) => dueAt) } as unknown as NotificationDigestsRepository,
    { channelFor } as unknown as NotificationSettingsService,
    {} as UnitOfWork,
    {} as DomainEventBus,
    {} as BellCacheService,
  );

  beforeEach(() => {
    recorded.length = 0;
    channelFor.mockClear();
  });

  it('reads her channels in the write’s transaction, so a burst of writes never waits for a second pooled connection', async () => {
    await service.raiseWith(tx, { userId: 3, category: 'message', subjectId: 9, actorName: 'Dana Lee' });
    expect(channelFor).toHaveBeenCalledWith(3, 'message', tx);
  });

  it('tells the push sender of a category she takes by push, and not of one she does not', async () => {
    await service.raiseWith(tx, { userId: 3, category: 'message', subjectId: 9, actorName: 'Dana Lee' });
    await service.raiseWith(tx, { userId: 3, category: 'career-plan-ready', subjectId: 4, actorName: null });
    expect(recorded).toEqual([
      expect.objectContaining({ type: 'notification-recorded', userId: 3, push: { category: 'message', subjectId: 9 } }),
      expect.objectContaining({ type: 'notification-recorded', userId: 3, push: null }),
    ]);
  });
});
