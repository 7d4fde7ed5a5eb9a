import type { JobsOptions } from 'bullmq';
import type { MailTemplateData } from '../mail/mail-templates';

/** The one queue the product uses; job names below say what each job does. */
export const QUEUE_NAME = 'nurse-network';

/** Binds each job name to its payload type. */
export interface JobPayloads {
  'send-email': { to: string } & MailTemplateData;
}

export type JobName = keyof JobPayloads;

export const JOB_NAMES: readonly JobName[] = ['send-email'];

export type JobHandler<N extends JobName> = (payload: JobPayloads[N]) => Promise<void>;

/** Retries with exponential backoff; failed jobs are kept for inspection. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 5,
  backoff: { type: 'exponential', delay: 2000 },
  removeOnComplete: 1000,
  removeOnFail: false,
};
