import { CronExpression } from '@nestjs/schedule';

/** The scheduler's name for the housekeeping job. */
export const HOUSEKEEPING_JOB = 'housekeeping';

/** When housekeeping runs on every instance's clock; one instance per tick does the work. */
export const HOUSEKEEPING_SCHEDULE = CronExpression.EVERY_HOUR;

/** Uploaded files younger than this are never treated as orphaned. */
export const ORPHANED_UPLOAD_GRACE_MS = 60 * 60 * 1000;
