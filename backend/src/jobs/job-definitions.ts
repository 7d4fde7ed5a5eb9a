import type { JobsOptions } from 'bullmq';
import type { NotificationCategory } from '@nurse/domain';

/** The one queue the product uses; job names below say what each job does. */
export const QUEUE_NAME = 'nurse-network';

/** Binds each job name to its payload type. */
export interface JobPayloads {
  /** Delivers one row of the mail outbox; the row holds the message. */
  'send-email': { outboxId: number };
  /** Generates a nurse's career plan for a stored generation request. */
  'generate-career-path': { generationId: number };
  /** Mails one nurse's digest of unread notifications if it is still due at `dueAt` (ms since the epoch). */
  'notification-digest': { userId: number; dueAt: number };
  /** Runs the renewal reminder pass claimed for a UTC date (YYYY-MM-DD). */
  'renewal-reminders': { day: string };
  /**
   * Pushes her notification about a subject to her devices (`deviceIds`: only these, on a later
   * attempt after a push service asked to wait). `at` is when the event was stored (ms since the
   * epoch); `attempt` counts from 1.
   */
  'send-push': {
    userId: number;
    category: NotificationCategory;
    subjectId: number;
    at: number;
    attempt: number;
    deviceIds?: number[];
    /** Held until this time (epoch ms): by her quiet hours, or by an outage of the database. */
    heldUntil?: number;
  };
  /** Builds the archive of a nurse's data she asked for (a row of data_exports). */
  'build-data-export': { exportId: number };
  /** Erases the account of a nurse whose deletion was due at `asOf` (ms since the epoch); a no-op once erased or kept. */
  'erase-account': { userId: number; asOf: number };
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES: readonly JobName[] = [
  'send-email',
  'generate-career-path',
  'notification-digest',
  'renewal-reminders',
  'send-push',
  'build-data-export',
  'erase-account',
];

export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>;

/** The queue's id for a job: the same work queued twice (a sweep after a crash) is one job. */
export function jobIdFor<N extends JobName>(name: N, payload: JobPayloads[N]): string {
  switch (name) {
    case 'send-email':
      return `mail-${(payload as JobPayloads['send-email']).outboxId}`;
    case 'generate-career-path':
      return `career-${(payload as JobPayloads['generate-career-path']).generationId}`;
    case 'notification-digest': {
      // One job per nurse and due time: a burst of events that share a due time queues it once.
      const { userId, dueAt } = payload as JobPayloads['notification-digest'];
      return `digest-${userId}-${dueAt}`;
    }
    case 'renewal-reminders':
      return `renewals-${(payload as JobPayloads['renewal-reminders']).day}`;
    case 'send-push': {
      // Each event is its own push (a newer one replaces an older one at the device through its topic).
      const { userId, category, subjectId, at, attempt, heldUntil } = payload as JobPayloads['send-push'];
      return `push-${userId}-${category}-${subjectId}-${at}-${attempt}${heldUntil ? `-held-${heldUntil}` : ''}`;
    }
    case 'build-data-export':
      return `data-export-${(payload as JobPayloads['build-data-export']).exportId}`;
    case 'erase-account':
      return `erase-account-${(payload as JobPayloads['erase-account']).userId}`;
  }
  throw new Error(`No job id rule for ${String(name)}`);
}

/** Attempts of one job before it fails for good. */
export const JOB_ATTEMPTS = 5;

/**
 * Retries with exponential backoff from `retryDelayMs`; failed jobs are kept for inspection until a
 * sweep runs their work again (see EnqueueOptions.rerunFinished).
 */
export function jobOptions(retryDelayMs: number): JobsOptions {
  return {
    attempts: JOB_ATTEMPTS,
    backoff: { type: 'exponential', delay: retryDelayMs },
    removeOnComplete: 1000,
    removeOnFail: false,
  };
}
