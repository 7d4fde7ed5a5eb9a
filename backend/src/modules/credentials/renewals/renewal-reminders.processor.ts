import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobProcessorsRegistry } from '../../../jobs/job-processors.registry';
import { RenewalRemindersService } from './renewal-reminders.service';

/** Runs a queued daily renewal reminder pass, in a worker (BullMQ) or in the API (in-process jobs). */
@Injectable()
export class RenewalRemindersProcessor implements OnModuleInit {
  constructor(
    private readonly processors: JobProcessorsRegistry,
    private readonly reminders: RenewalRemindersService,
  ) {}

  onModuleInit(): void {
    this.processors.register('renewal-reminders', async () => {
      await this.reminders.run('scheduled');
    });
  }
}
