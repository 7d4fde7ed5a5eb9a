/**
 * What housekeeping removes or keeps on behalf of the features that own the data. Each feature provides
 * its token and the app's root hands those modules to `HousekeepingModule.forRoot`, so housekeeping
 * never names a feature.
 */

/** Password reset tokens: removes the ones that can no longer be used; answers how many. */
export interface ResetTokenPurge {
  deleteUnusable(now: Date): Promise<number>;
}
export const RESET_TOKEN_PURGE = Symbol('RESET_TOKEN_PURGE');

/** Passkey challenges and sign-in steps: removes the ones that expired unanswered; answers how many. */
export interface AuthChallengePurge {
  deleteExpired(now: Date): Promise<number>;
}
export const AUTH_CHALLENGE_PURGE = Symbol('AUTH_CHALLENGE_PURGE');

/** Notifications: removes the ones past their retention; answers how many. */
export interface NotificationPurge {
  purgeExpired(now: Date): Promise<number>;
}
export const NOTIFICATION_PURGE = Symbol('NOTIFICATION_PURGE');

/** The uploaded files accounts name: profile images (as stored on the account) and résumés. */
export interface AccountFileReferences {
  storedFileReferences(): Promise<{ profileImages: string[]; resumeFiles: string[] }>;
}
export const ACCOUNT_FILE_REFERENCES = Symbol('ACCOUNT_FILE_REFERENCES');

/** The uploaded documents the wallet's entries and continuing-education activities name. */
export interface CredentialDocumentReferences {
  storedDocumentNames(): Promise<string[]>;
}
export const CREDENTIAL_DOCUMENT_REFERENCES = Symbol('CREDENTIAL_DOCUMENT_REFERENCES');

/** Photos and PDFs of private messages: removes uploads never sent in time, and names every stored file a row holds. */
export interface MessageAttachmentHousekeeping {
  purgeExpiredPending(now: Date): Promise<number>;
  storedNames(): Promise<string[]>;
}
export const MESSAGE_ATTACHMENT_HOUSEKEEPING = Symbol('MESSAGE_ATTACHMENT_HOUSEKEEPING');
