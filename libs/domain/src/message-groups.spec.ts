import {
  MESSAGE_GROUP_MAX_MEMBERS,
  MESSAGE_GROUP_NAME_MAX,
  MESSAGE_GROUP_TEXTS,
  groupHasRoomFor,
  groupNameError,
  groupRoomLeft,
  nextGroupCreator,
  normaliseGroupName,
} from './message-groups';

describe('group names', () => {
  it('trims the name and takes 1 to 60 characters', () => {
    expect(normaliseGroupName('  Night shift  ')).toBe('Night shift');
    expect(normaliseGroupName('x'.repeat(MESSAGE_GROUP_NAME_MAX))).toHaveLength(60);
    expect(normaliseGroupName('x'.repeat(MESSAGE_GROUP_NAME_MAX + 1))).toBeNull();
    expect(normaliseGroupName('   ')).toBeNull();
  });

  it('says why a name is refused', () => {
    expect(groupNameError(' \t ')).toBe(MESSAGE_GROUP_TEXTS.nameBlank);
    expect(groupNameError('x'.repeat(61))).toBe(MESSAGE_GROUP_TEXTS.nameTooLong);
    expect(groupNameError(` ${'x'.repeat(60)} `)).toBeNull();
    expect(MESSAGE_GROUP_TEXTS.nameTooLong).toContain('60');
  });
});

describe('group size', () => {
  it('holds 20 members at most, her included', () => {
    expect(MESSAGE_GROUP_MAX_MEMBERS).toBe(20);
    expect(groupHasRoomFor(1, 19)).toBe(true);
    expect(groupHasRoomFor(1, 20)).toBe(false);
    expect(groupHasRoomFor(20, 1)).toBe(false);
    expect([groupRoomLeft(18), groupRoomLeft(20), groupRoomLeft(25)]).toEqual([2, 0, 0]);
    expect(MESSAGE_GROUP_TEXTS.tooManyMembers).toContain('20');
  });
});

describe('the next creator', () => {
  it('is the member who joined earliest, the lower order on a tie, and nobody in an empty group', () => {
    const at = (iso: string) => new Date(iso);
    expect(
      nextGroupCreator([
        { userId: 7, joinedAt: at('2026-11-02T10:00:00Z'), order: 7 },
        { userId: 5, joinedAt: at('2026-11-01T10:00:00Z'), order: 5 },
        { userId: 3, joinedAt: at('2026-11-01T10:00:00Z'), order: 3 },
      ])?.userId,
    ).toBe(3);
    expect(nextGroupCreator([{ userId: 9, joinedAt: '2026-11-03T00:00:00Z', order: 9 }])?.userId).toBe(9);
    expect(nextGroupCreator([])).toBeNull();
  });
});
