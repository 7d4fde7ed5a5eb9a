import { MESSAGE_CHANGE_ERRORS } from '@nurse/domain';
import { ConflictError, ForbiddenError } from '../../common/domain-errors';
import { checkChange } from './message-changes';

const SENDER = 1;
const RECIPIENT = 2;
const sentAt = new Date('2026-11-28T10:00:00Z');
const at = (minutes: number) => new Date(sentAt.getTime() + minutes * 60_000);
const message = (deletedAt: Date | null = null) => ({ fromUserId: SENDER, toUserId: RECIPIENT, createdAt: sentAt, deletedAt });

describe('checkChange', () => {
  it('lets the sender edit within 15 minutes and delete within 48 hours', () => {
    expect(() => checkChange(SENDER, message(), 'edit', at(15))).not.toThrow();
    expect(() => checkChange(SENDER, message(), 'delete', at(48 * 60))).not.toThrow();
  });

  it('refuses after the windows with a conflict naming the window', () => {
    expect(() => checkChange(SENDER, message(), 'edit', at(16))).toThrow(new ConflictError(MESSAGE_CHANGE_ERRORS.editWindowPassed));
    expect(() => checkChange(SENDER, message(), 'delete', at(48 * 60 + 1))).toThrow(
      new ConflictError(MESSAGE_CHANGE_ERRORS.deleteWindowPassed),
    );
  });

  it('refuses any other reader, the recipient of a pair or a group member (forbidden)', () => {
    expect(() => checkChange(RECIPIENT, message(), 'edit', at(1))).toThrow(ForbiddenError);
    expect(() => checkChange(RECIPIENT, message(), 'delete', at(1))).toThrow(MESSAGE_CHANGE_ERRORS.notYours);
    expect(() => checkChange(3, message(), 'delete', at(1))).toThrow(MESSAGE_CHANGE_ERRORS.notYours);
  });

  it('refuses an edit of a deleted message, and lets a deletion be repeated even after the window', () => {
    expect(() => checkChange(SENDER, message(at(1)), 'edit', at(2))).toThrow(new ConflictError(MESSAGE_CHANGE_ERRORS.deleted));
    expect(() => checkChange(SENDER, message(at(1)), 'delete', at(60 * 60))).not.toThrow();
  });
});
