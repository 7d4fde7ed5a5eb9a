import { Injectable } from '@nestjs/common';
import { JOB_NAMES, type JobHandler, type JobName, type JobPayloads } from './job-definitions';

/** Job handlers by name; both queue drivers run the same handlers. */
@Injectable()
export class JobProcessorsRegistry {
  private readonly handlers = new Map<JobName, JobHandler<JobName>>();

  register<N extends JobName>(name: N, handler: JobHandler<N>): void {
    this.handlers.set(name, handler as JobHandler<JobName>);
  }

  /** Fails the start when a job name has no handler, rather than at the first job. */
  assertComplete(): void {
    const missing = JOB_NAMES.filter((name) => !this.handlers.has(name));
    if (missing.length > 0) throw new Error(`No handler registered for job(s): ${missing.join(', ')}`);
  }

  async run<N extends JobName>(name: N, payload: JobPayloads[N]): Promise<void> {
    const handler = this.handlers.get(name);
    if (!handler) throw new Error(`No handler registered for job ${name}`);
    await handler(payload);
  }
}
