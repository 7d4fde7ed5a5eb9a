/** A connection as stored: requested and waiting, accepted, or declined by the one asked. */
export const CONNECTION_STATES = ['pending', 'accepted', 'ignored'] as const;
export type ConnectionState = (typeof CONNECTION_STATES)[number];

/** How a pair's connection reads to one of the pair: a declined request reads 'rejected'. */
export type ConnectionStatusView = 'none' | 'pending' | 'accepted' | 'rejected';

/** The answers the one asked may give; 'rejected' is the interests screen's word for 'ignored'. */
export const CONNECTION_ANSWERS = ['accepted', 'ignored', 'rejected'] as const;
export type ConnectionAnswer = (typeof CONNECTION_ANSWERS)[number];

/** The pair in the fixed order the table keeps it in. */
export function orderedPair(a: number, b: number): { lowUserId: number; highUserId: number } {
  return a < b ? { lowUserId: a, highUserId: b } : { lowUserId: b, highUserId: a };
}

export function storedState(answer: ConnectionAnswer): ConnectionState {
  return answer === 'accepted' ? 'accepted' : 'ignored';
}

export function statusView(state: ConnectionState | undefined): ConnectionStatusView {
  if (!state) return 'none';
  return state === 'ignored' ? 'rejected' : state;
}

/** What stands in the way of `requesterId` asking the pair's connection again, if anything. */
export type RequestObstacle = 'already-connected' | 'already-requested' | 'asked-by-other' | 'declined' | null;

export function requestObstacle(existing: { status: ConnectionState; requesterId: number } | null, requesterId: number): RequestObstacle {
  if (!existing) return null;
  switch (existing.status) {
    case 'accepted':
      return 'already-connected';
    case 'pending':
      return existing.requesterId === requesterId ? 'already-requested' : 'asked-by-other';
    case 'ignored':
      // The nurse who declined may ask herself later; the one declined may not ask again.
      return existing.requesterId === requesterId ? 'declined' : null;
  }
}
