import { useState } from 'react';

/**
 * Keyset paging on the client: the server gives each page a cursor to the next one, and this keeps
 * the cursors of the pages already passed so Previous goes back to them. A new `listKey` (another
 * search) starts again from the first page.
 */
export function useCursorPages(listKey: string) {
  const [passed, setPassed] = useState<string[]>([]);
  const [currentKey, setCurrentKey] = useState(listKey);
  if (currentKey !== listKey) {
    setCurrentKey(listKey);
    setPassed([]);
  }
  return {
    page: passed.length + 1,
    /** What to ask the server for: undefined for the first page. */
    cursor: passed.at(-1),
    next: (nextCursor: string) => setPassed((cursors) => [...cursors, nextCursor]),
    previous: () => setPassed((cursors) => cursors.slice(0, -1)),
  };
}
