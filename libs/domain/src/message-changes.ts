/**
 * A sender's changes to her own messages in a conversation: she edits one for a short while after
 * sending it, and deletes one for everyone for two days. Server and thread view check the same windows.
 */
export const MESSAGE_EDIT_WINDOW_MINUTES = 15;
export const MESSAGE_DELETE_WINDOW_HOURS = 48;

const MINUTE_MS = 60_000;

/** The last moment a message sent at `sentAt` can be edited. */
export function messageEditableUntil(sentAt: Date | string): Date {
  return new Date(new Date(sentAt).getTime() + MESSAGE_EDIT_WINDOW_MINUTES * MINUTE_MS);
}

/** The last moment a message sent at `sentAt` can be deleted for everyone. */
export function messageDeletableUntil(sentAt: Date | string): Date {
  return new Date(new Date(sentAt).getTime() + MESSAGE_DELETE_WINDOW_HOURS * 60 * MINUTE_MS);
}

/** Whether a message sent at `sentAt` can still be edited at `now` (the window's last moment included). */
export function withinEditWindow(sentAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() <= messageEditableUntil(sentAt).getTime();
}

/** Whether a message sent at `sentAt` can still be deleted at `now` (the window's last moment included). */
export function withinDeleteWindow(sentAt: Date | string, now: Date = new Date()): boolean {
  return now.getTime() <= messageDeletableUntil(sentAt).getTime();
}

export const MESSAGE_CHANGE_ERRORS = {
  editWindowPassed: `Messages can be edited for ${MESSAGE_EDIT_WINDOW_MINUTES} minutes after they are sent.`,
  deleteWindowPassed: `Messages can be deleted for ${MESSAGE_DELETE_WINDOW_HOURS} hours after they are sent.`,
  notYours: 'You can edit or delete only messages you sent',
  deleted: 'This message was deleted',
} as const;

/** What stands in a thread, a conversation preview and the moderation view for a deleted message. */
export const MESSAGE_DELETED_TEXT = 'This message was deleted';
/** Beside a message changed after it was sent. */
export const MESSAGE_EDITED_MARK = 'edited';
