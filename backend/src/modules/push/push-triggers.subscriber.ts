import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { JobQueue } from '../../jobs/job-queue';

/**
 * Once a notification she takes by push is stored, queues its push: the job worker sends it, never
 * her request. Queued after commit, so a push never tells of a write that was rolled back; a push
 * lost because the queue was unreachable then is not sent again (the bell and the digest carry it).
 */
@Injectable()
export class PushTriggersSubscriber implements OnModuleInit {
  private readonly logger = new Logger('Push');

  constructor(
    private readonly events: DomainEventBus,
    private readonly jobs: JobQueue,
  ) {}

  onModuleInit(): void {
    this.events.on('notification-recorded', 'after-commit', async ({ userId, push }) => {
      if (!push) return;
      await this.jobs
        .enqueue('send-push', { userId, category: push.category, subjectId: push.subjectId, at: Date.now(), attempt: 1 })
        .catch((error: unknown) => this.logger.warn(`A push for nurse #${userId} was not queued: ${(error as Error).message}`));
    });
  }
}
