import { Injectable, type OnModuleInit } from '@nestjs/common';
import { LIVE_EVENTS } from '@nurse/domain';
import { DomainEventBus } from '../../../events/domain-event-bus.service';
import { LiveEventsService } from '../../../live/live-events.service';

/** Open tabs learn that a listing they track changed, and that her career plan is ready. */
@Injectable()
export class CareersLiveSubscriber implements OnModuleInit {
  constructor(
    private readonly events: DomainEventBus,
    private readonly live: LiveEventsService,
  ) {}

  onModuleInit(): void {
    this.events.on('tracked-job-changed', 'after-commit', ({ jobId, followerIds }) =>
      this.live.toUsers(followerIds, LIVE_EVENTS.trackedJob, { jobId }),
    );
    this.events.on('career-plan-ready', 'after-commit', ({ userId, generationId }) =>
      this.live.toUsers([userId], LIVE_EVENTS.plan, { generationId }),
    );
  }
}
