/** Searching her own messages by words: the limits the server checks and the words the screen shows. */
export const MESSAGE_SEARCH = {
  /** Shortest and longest search, in characters once trimmed. */
  minLength: 2,
  maxLength: 100,
  /** Hits on a page, the newest first. */
  pageSize: 20,
} as const;

export const MESSAGE_SEARCH_TEXTS = {
  /** The refusal of a search that is too short or too long (trimmed). */
  queryLength: `Search your messages with ${MESSAGE_SEARCH.minLength} to ${MESSAGE_SEARCH.maxLength} characters`,
  label: 'Search messages',
  placeholder: 'Search messages',
  results: 'Messages found',
  noMatch: (query: string) => `No messages match “${query}”.`,
  /** A page found nothing in the messages it went through, and older ones remain. */
  noRecentMatch: (query: string) => `No recent messages match “${query}”.`,
  searchOlder: 'Search older messages',
  failed: 'Failed to search your messages',
  you: 'You',
  /** The line under a hit: who wrote it in which conversation. */
  sentBy: (sender: string) => `${sender}:`,
} as const;
