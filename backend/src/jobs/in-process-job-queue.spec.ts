import { Logger } from '@nestjs/common';
import { currentRequestId, runWithRequestId } from '../observability/request-scope';
import { InProcessJobQueue } from './in-process-job-queue';
import { JobProcessorsRegistry } from './job-processors.registry';

describe('InProcessJobQueue', () => {
  beforeAll(() => Logger.overrideLogger(false));

  it('runs a job, and retries it, under the id of the request that enqueued it', async () => {
    const seen: (string | undefined)[] = [];
    const processors = new JobProcessorsRegistry();
    processors.register('send-email', async () => {
      seen.push(currentRequestId());
      if (seen.length < 2) throw new Error('SMTP refused');
    });
    const queue = new InProcessJobQueue(processors, 1, 2);
    await runWithRequestId('req-0123456789', () => queue.enqueue('send-email', { outboxId: 1 }));
    await queue.drain();
    expect(seen).toEqual(['req-0123456789', 'req-0123456789']);
  });

  it('counts the jobs running, waiting for their time and failed', async () => {
    const processors = new JobProcessorsRegistry();
    processors.register('send-email', () => Promise.reject(new Error('SMTP refused')));
    const queue = new InProcessJobQueue(processors, 1, 1);
    await queue.enqueue('send-email', { outboxId: 1 }, { delayMs: 60_000 });
    await queue.enqueue('send-email', { outboxId: 2 });
    expect(await queue.counts()).toEqual({ waiting: 0, active: 1, delayed: 1, failed: 0 });
    await queue.drain();
    expect(await queue.counts()).toEqual({ waiting: 0, active: 0, delayed: 0, failed: 1 });
  });

  it('does not run a job beside itself when queued again while retrying, and runs it again once it has failed for good', async () => {
    let runs = 0;
    let refuse = true;
    const processors = new JobProcessorsRegistry();
    processors.register('send-email', async () => {
      runs += 1;
      if (refuse) throw new Error('SMTP refused');
    });
    const queue = new InProcessJobQueue(processors, 5, 3);
    await queue.enqueue('send-email', { outboxId: 1 });
    await queue.enqueue('send-email', { outboxId: 1 });
    await queue.drain();
    expect({ runs, failed: (await queue.counts()).failed }).toEqual({ runs: 3, failed: 1 });

    refuse = false;
    await queue.enqueue('send-email', { outboxId: 1 }, { rerunFinished: true });
    await queue.drain();
    expect({ runs, failed: (await queue.counts()).failed }).toEqual({ runs: 4, failed: 0 });
  });
});
