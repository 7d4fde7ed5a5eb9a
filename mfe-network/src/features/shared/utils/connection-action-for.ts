import type { ConnectionStatus } from '@nurse/api-client';

export type ConnectionActionKind = { kind: 'message' } | { kind: 'sent' } | { kind: 'answer'; connectionId: number } | { kind: 'connect' };

/**
 * What a person card offers, from the pair's status as the nurse `viewerId` sees it. Anything unknown
 * (no status, a failed lookup, a declined request) offers Connect; the server says why if it refuses.
 */
export function connectionActionFor(viewerId: number, status: ConnectionStatus | null): ConnectionActionKind {
  if (!status) return { kind: 'connect' };
  if (status.status === 'accepted') return { kind: 'message' };
  if (status.status === 'pending' && status.id !== null) {
    return status.requesterId === viewerId ? { kind: 'sent' } : { kind: 'answer', connectionId: status.id };
  }
  return { kind: 'connect' };
}
