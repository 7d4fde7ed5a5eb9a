/**
 * "Delete my account": after she confirms, her account is signed out everywhere and hidden at once, and
 * erased for good after this many days. Until then, signing in with her password offers to keep it.
 */
export const ACCOUNT_DELETION_GRACE_DAYS = 14;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When an account whose deletion she asked for at `requestedAt` is erased. */
export function accountDeletionDueAt(requestedAt: Date): Date {
  return new Date(requestedAt.getTime() + ACCOUNT_DELETION_GRACE_DAYS * DAY_MS);
}

/** Whether a deletion due at `dueAt` is to be carried out at `now`. */
export function accountDeletionIsDue(dueAt: Date | null, now: Date): boolean {
  return dueAt !== null && dueAt.getTime() <= now.getTime();
}

/** A date as her emails and screens write it: "12 December 2026" (UTC). */
export function deletionDateText(date: Date): string {
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/** How a deleted member shows in the conversations of the nurses she wrote with. */
export const DELETED_MEMBER_NAME = 'Deleted member';

export const ACCOUNT_DELETION_TEXTS = {
  sectionTitle: 'Delete my account',
  explanation: `Your account is hidden and you are signed out everywhere at once. After ${ACCOUNT_DELETION_GRACE_DAYS} days your profile, documents, connections and everything else that identifies you are erased; messages you sent stay in the other nurses' conversations under "${DELETED_MEMBER_NAME}". Until then, signing in with your password lets you keep your account.`,
  confirmButton: 'Delete my account',
  passwordLabel: 'Your password',
  usePasskey: 'Confirm with a passkey',
  passkeyFailed: 'Confirming with a passkey did not work. Try again, or use your password.',
  passwordOrPasskey: 'Confirm with your password or with a passkey, not both.',
  codeLabel: 'Code from your authenticator app, or a recovery code',
  wrongPassword: 'That password is not right. Enter the password you sign in with.',
  codeRequired: 'Enter the code from your authenticator app, or one of your recovery codes.',
  codeInvalid: 'That code is not right. Enter the code from your authenticator app, or one of your recovery codes.',
  alreadyPending: 'Your account is already scheduled for deletion.',
  scheduled: (date: Date) => `Your account is scheduled for deletion on ${deletionDateText(date)}.`,
  keepButton: 'Keep my account',
  passkeyScheduled: (date: Date) =>
    `Your account is scheduled for deletion on ${deletionDateText(date)}. Sign in with your password to keep it.`,
  requestedEmailSubject: 'Your account will be deleted',
  completedEmailSubject: 'Your account has been deleted',
  notDeletable: 'This account is being deleted; its status cannot be changed.',
} as const;
