import { Injectable } from '@nestjs/common';

/** A rule of another module that a connection request must pass; it refuses by throwing a domain error. */
export type ConnectionRequestCheck = (requesterId: number, addresseeId: number) => Promise<void>;

/**
 * The rules of other modules every connection request passes before it is stored (messaging adds
 * its own: a nurse whose message request waits or was declined may not ask to connect instead).
 * Those modules depend on this one, so they add their rules here rather than being called from it.
 */
@Injectable()
export class ConnectionRequestChecks {
  private readonly checks: ConnectionRequestCheck[] = [];

  add(check: ConnectionRequestCheck): void {
    this.checks.push(check);
  }

  async assertAllowed(requesterId: number, addresseeId: number): Promise<void> {
    for (const check of this.checks) await check(requesterId, addresseeId);
  }
}
