import { Injectable } from '@nestjs/common';
import { Signal } from '../common/signal';

/** What ended: one session (sign-out), or every session of a nurse (suspension, password reset). */
export type SessionEnding = { sessionId: string } | { userId: number };

/**
 * Tells whoever holds something open on a session (the live socket, the session cache) that it has
 * ended, without the session service knowing who that is.
 */
@Injectable()
export class SessionEndingsSignal extends Signal<SessionEnding> {
  ended(ending: SessionEnding): void {
    this.emit(ending);
  }
}
