import { Injectable } from '@nestjs/common';

/** What ended: one session (sign-out), or every session of a nurse (suspension, password reset). */
export type SessionEnding = { sessionId: string } | { userId: number };

/**
 * Tells whoever holds something open on a session (the live socket) that it has ended, without the
 * session service knowing who that is.
 */
@Injectable()
export class SessionEndings {
  private readonly listeners = new Set<(ending: SessionEnding) => void>();

  subscribe(listener: (ending: SessionEnding) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  ended(ending: SessionEnding): void {
    for (const listener of this.listeners) listener(ending);
  }
}
