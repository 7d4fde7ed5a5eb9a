/** The scheduler's name for the housekeeping job. */
export const HOUSEKEEPING_JOB = 'housekeeping';

/** Uploaded files younger than this are never treated as orphaned. */
export const ORPHANED_UPLOAD_GRACE_MS = 60 * 60 * 1000;
