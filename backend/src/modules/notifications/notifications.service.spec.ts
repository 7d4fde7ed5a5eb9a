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
  const channelsFor = jest.fn(
    async (wanted: { userId: number; category: string }[]) =>
      new Map(wanted.map(({ userId, category }) => [userId, defaultChannelPreferences().find((c) => c.category === category)!])),
  );
  const record = jest.fn(async (_events: { userId: number }[], shownInApp: Set<number>) => new Set(shownInApp));
  const dueNoLaterThan = jest.fn(async (userIds: number[], dueAt: Date) => new Map(userIds.map((userId) => [userId, dueAt])));
  const service = new NotificationsService(
    { digests: { delayMs: 60_000 } } as AppConfig,
    { record } as unknown as NotificationsRepository,
    { dueNoLaterThan } as unknown as NotificationDigestsRepository,
    { channelsFor } as unknown as NotificationSettingsService,
    {} as UnitOfWork,
    {} as DomainEventBus,
    {} as BellCacheService,
  );

  beforeEach(() => {
    recorded.length = 0;
    channelsFor.mockClear();
    record.mockClear();
    dueNoLaterThan.mockClear();
  });

  it('reads her channels in the write’s transaction, so a burst of writes never waits for a second pooled connection', async () => {
    await service.raiseWith(tx, { userId: 3, category: 'message', subjectId: 9, actorName: 'Dana Lee' });
    expect(channelsFor).toHaveBeenCalledWith([{ userId: 3, category: 'message' }], tx);
  });

  it('tells the push sender of a category she takes by push, and not of one she does not', async () => {
    await service.raiseWith(tx, { userId: 3, category: 'message', subjectId: 9, actorName: 'Dana Lee' });
    await service.raiseWith(tx, { userId: 3, category: 'career-plan-ready', subjectId: 4, actorName: null });
    expect(recorded).toEqual([
      expect.objectContaining({ type: 'notification-recorded', userId: 3, push: { category: 'message', subjectId: 9 } }),
      expect.objectContaining({ type: 'notification-recorded', userId: 3, push: null }),
    ]);
  });

  it('raises one event for many nurses with one read of their settings and one write per table', async () => {
    const events = [5, 6, 7].map((userId) => ({ userId, category: 'group-message' as const, subjectId: 2, actorName: 'Dana Lee' }));
    await service.raiseManyWith(tx, events);
    expect(channelsFor).toHaveBeenCalledTimes(1);
    expect(record).toHaveBeenCalledTimes(1);
    expect(record.mock.calls[0][0]).toHaveLength(3);
    expect(recorded).toEqual([5, 6, 7].map((userId) => expect.objectContaining({ type: 'notification-recorded', userId })));
  });
});
