/** The scheduler's name for the housekeeping job. */
export const HOUSEKEEPING_JOB = 'housekeeping';

/**
 * How long a sent email's row stays in mail_outbox: its body holds reset, invitation and unsubscribe
 * links, kept only as long as a delivery question may be asked about it. An unsent row is never removed.
 */
export const SENT_MAIL_RETENTION_MS = 30 * 24 * 60 * 60 * 1000;

/** Uploaded files younger than this are never treated as orphaned. */
export const ORPHANED_UPLOAD_GRACE_MS = 60 * 60 * 1000;
