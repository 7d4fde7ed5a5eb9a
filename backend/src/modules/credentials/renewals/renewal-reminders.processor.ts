import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobProcessorsRegistry } from '../../../jobs/job-processors.registry';
import { RenewalRemindersService } from './renewal-reminders.service';

/**
 * Runs a queued daily renewal reminder pass, in a worker (BullMQ) or in the API (in-process jobs). A
 * pass with reminders that failed fails its job, so that the job's retries send them: tomorrow's pass
 * covers only its own day.
 */
@Injectable()
export class RenewalRemindersProcessor implements OnModuleInit {
  constructor(
    private readonly processors: JobProcessorsRegistry,
    private readonly reminders: RenewalRemindersService,
  ) {}

  onModuleInit(): void {
    this.processors.register('renewal-reminders', async () => {
      const { failed } = await this.reminders.run('scheduled');
      if (failed > 0) throw new Error(`${failed} renewal reminder(s) could not be sent; the pass runs again`);
    });
  }
}
