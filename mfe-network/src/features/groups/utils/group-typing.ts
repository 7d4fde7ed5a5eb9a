/** Who of a group is typing: each member's id and when her last typing signal came (ms). */
export type TypingState = ReadonlyMap<number, number>;

/** A typing signal from `userId` at `at`. */
export function typingSignalled(state: TypingState, userId: number, at: number): TypingState {
  const next = new Map(state);
  next.set(userId, at);
  return next;
}

/** Her message arrived: she no longer types. */
export function typingStopped(state: TypingState, userId: number): TypingState {
  if (!state.has(userId)) return state;
  const next = new Map(state);
  next.delete(userId);
  return next;
}

/** The members still typing at `now`: those whose last signal came less than `shownMs` ago, in the order they began. */
export function typingAt(state: TypingState, now: number, shownMs: number): number[] {
  return [...state].filter(([, at]) => now - at < shownMs).map(([userId]) => userId);
}
