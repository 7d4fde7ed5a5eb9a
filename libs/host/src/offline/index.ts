// What the app keeps on the device for her dead zones. Only light modules here: the database code and
// `idb` are downloaded on first use (`import()` of offline-store.ts, saved-copies.ts, outbox.ts).
export { forgetOfflineData, followOfflineUser, keptOfflineUser, sendWaitingMessagesWhenOnline } from './offline-session';
export { savedCopyLabel, useSavedCopyTime } from './saved-copy-marks';
export { isQueuedTo, queueOfflineMessage, useQueuedMessages, type QueuedMessage, type QueueTarget } from './use-queued-messages';
export { reportServerReachable, seemsOffline } from './connectivity';
export { useOnline } from './use-online';
export { withSavedCopies } from './with-saved-copies';
