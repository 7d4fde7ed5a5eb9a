import { ACCOUNT_DELETION_GRACE_DAYS, accountDeletionDueAt, accountDeletionIsDue, deletionDateText } from '@nurse/domain';
import { tombstoneOf } from './tombstone';

describe('the grace period', () => {
  const askedAt = new Date('2026-11-28T21:30:00.000Z');

  it(`ends ${ACCOUNT_DELETION_GRACE_DAYS} days after she asked, to the millisecond`, () => {
    expect(accountDeletionDueAt(askedAt).toISOString()).toBe('2026-12-12T21:30:00.000Z');
  });

  it('is due from its end on, never before', () => {
    const due = accountDeletionDueAt(askedAt);
    expect(accountDeletionIsDue(due, new Date(due.getTime() - 1))).toBe(false);
    expect(accountDeletionIsDue(due, due)).toBe(true);
    expect(accountDeletionIsDue(due, new Date(due.getTime() + 60_000))).toBe(true);
    expect(accountDeletionIsDue(null, due)).toBe(false);
  });

  it('writes the date as her screens and emails do, in UTC', () => {
    expect(deletionDateText(new Date('2026-12-12T23:30:00.000Z'))).toBe('12 December 2026');
    expect(deletionDateText(new Date('2027-01-01T00:10:00.000Z'))).toBe('1 January 2027');
  });
});

describe('the tombstone', () => {
  it('keeps nothing that identifies her, and an address of its own so that hers can sign up again', () => {
    const tombstone = tombstoneOf(42, new Date('2026-12-12T21:30:00.000Z'));
    expect(tombstone.email).toBe('deleted-42@deleted.invalid');
    expect(tombstone.accountStatus).toBe('deleted');
    expect(tombstone.deletedAt?.toISOString()).toBe('2026-12-12T21:30:00.000Z');
    const { email, accountStatus, deletedAt, ...rest } = tombstone;
    void email;
    void accountStatus;
    void deletedAt;
    for (const [column, value] of Object.entries(rest))
      expect([column, value === null || value === '' || value === false || (Array.isArray(value) && value.length === 0)]).toEqual([
        column,
        true,
      ]);
  });
});
