import { Injectable } from '@nestjs/common';
import { ERRORS, TYPING_THROTTLE_MS } from '@nurse/domain';
import { ForbiddenError, InvalidInputError } from '../../common/domain-errors';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { UsersService } from '../users/users.service';
import { ContactRulesService } from './contact-rules.service';
import { ContactSettingsService } from './contact-settings.service';

/** Pairs remembered before the oldest are forgotten; a pair forgotten early only gets one push sooner. */
const MAX_PAIRS_KEPT = 50_000;

/**
 * "She is typing", passed to the other nurse of a conversation only while both show read marks and
 * typing, and at most once per pair every TYPING_THROTTLE_MS (the composer may call on every key).
 * Kept per API instance: a tab's calls reach one instance, and an extra push now and then is harmless.
 */
@Injectable()
export class TypingService {
  private readonly lastPushed = new Map<string, number>();

  constructor(
    private readonly users: UsersService,
    private readonly rules: ContactRulesService,
    private readonly settings: ContactSettingsService,
    private readonly events: DomainEventBus,
  ) {}

  async typing(typistId: number, otherUserId: number, now = Date.now()): Promise<void> {
    if (typistId === otherUserId) throw new InvalidInputError(ERRORS.contactYourself);
    await this.users.getNetworkMemberFor(typistId, otherUserId);
    const pair = `${typistId}:${otherUserId}`;
    const last = this.lastPushed.get(pair);
    if (last !== undefined && now - last < TYPING_THROTTLE_MS) return;
    if (!(await this.rules.inConversation(typistId, otherUserId))) throw new ForbiddenError(ERRORS.messageOnlyConnections);
    if (!(await this.settings.bothShowReceipts(typistId, otherUserId))) return;
    this.remember(pair, now);
    this.events.announce({ type: 'nurse-typing', typistId, otherUserId });
  }

  private remember(pair: string, now: number): void {
    this.lastPushed.delete(pair);
    this.lastPushed.set(pair, now);
    if (this.lastPushed.size > MAX_PAIRS_KEPT) {
      const oldest = this.lastPushed.keys().next().value;
      if (oldest !== undefined) this.lastPushed.delete(oldest);
    }
  }
}
