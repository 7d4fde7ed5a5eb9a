/** Today's chat session of a nurse: 'session-{user id}-{date string of today}', one session a day. */
export function chatSessionId(userId: number, today: Date = new Date()): string {
  return `session-${userId}-${today.toDateString()}`;
}
