/** Fired on the window whenever the send queue changes, so every screen of the page (any remote) redraws. */
export const OUTBOX_CHANGED = 'nurse-outbox-changed';
