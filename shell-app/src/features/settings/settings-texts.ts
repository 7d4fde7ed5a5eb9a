/** Texts of the settings screen, in the product's words. */
export const SETTINGS_TEXTS = {
  title: 'Settings',
  saved: 'Settings saved',
  saveFailed: 'Failed to save your settings. Please try again.',
  loadFailed: 'Your settings could not be loaded.',
  unmuted: 'Conversation unmuted',
  unmuteFailed: 'Failed to unmute the conversation. Please try again.',
  notLiveYet: 'Your settings will be here once your account is active.',
  readReceipts: "Show read receipts and typing (you see others' only while you show yours)",
} as const;
