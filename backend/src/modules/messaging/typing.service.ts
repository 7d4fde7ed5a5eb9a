import { Injectable } from '@nestjs/common';
import { ERRORS, TYPING_THROTTLE_MS } from '@nurse/domain';
import { ForbiddenError, InvalidInputError } from '../../common/domain-errors';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { UsersService } from '../users/users.service';
import { ContactRulesService } from './contact-rules.service';
import { ContactSettingsService } from './contact-settings.service';
import { GroupsRepository } from './groups.repository';

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
    private readonly groups: GroupsRepository,
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

  /**
   * In a group (she is a member; the caller checked): passed on while she shows read receipts and typing,
   * to the members who do too and have no block with her, at most once per TYPING_THROTTLE_MS.
   */
  async typingInGroup(typistId: number, groupId: number, now = Date.now()): Promise<void> {
    const key = `g${groupId}:${typistId}`;
    const last = this.lastPushed.get(key);
    if (last !== undefined && now - last < TYPING_THROTTLE_MS) return;
    if (!(await this.settings.of(typistId)).readReceipts) return;
    const audience = (await this.groups.audienceOf(groupId, typistId)).filter((id) => id !== typistId);
    const shown = await Promise.all(audience.map(async (id) => (await this.settings.of(id)).readReceipts));
    this.remember(key, now);
    const recipientIds = audience.filter((_, index) => shown[index]);
    if (recipientIds.length > 0) this.events.announce({ type: 'group-typing', groupId, typistId, recipientIds });
  }

  private remember(key: string, now: number): void {
    this.lastPushed.delete(key);
    this.lastPushed.set(key, now);
    if (this.lastPushed.size > MAX_PAIRS_KEPT) {
      const oldest = this.lastPushed.keys().next().value;
      if (oldest !== undefined) this.lastPushed.delete(oldest);
    }
  }
}
