import { GROUP_LIMITS, GROUP_TEXTS, groupFormErrors, groupRoomLeft, groupThreadRoute } from './groups';

describe('groupFormErrors', () => {
  it('accepts a trimmed name of 1 to 60 characters and 1 to 19 chosen nurses', () => {
    expect(groupFormErrors('  ICU nights ', 2)).toEqual({});
    expect(groupFormErrors('x'.repeat(GROUP_LIMITS.nameMax), GROUP_LIMITS.membersMax - 1)).toEqual({});
  });

  it('names a blank or too long name', () => {
    expect(groupFormErrors('   ', 1).name).toBe(GROUP_TEXTS.nameRequired);
    expect(groupFormErrors('x'.repeat(GROUP_LIMITS.nameMax + 1), 1).name).toBe(GROUP_TEXTS.nameTooLong);
  });

  it('asks for at least one nurse and at most 19 beside her', () => {
    expect(groupFormErrors('Ward', 0).members).toBe(GROUP_TEXTS.membersRequired);
    expect(groupFormErrors('Ward', GROUP_LIMITS.membersMax).members).toBe(GROUP_TEXTS.tooManyMembers);
  });

  it('checks only the name on a rename', () => {
    expect(groupFormErrors('New name')).toEqual({});
  });
});

describe('groupRoomLeft', () => {
  it('counts the places left, never below zero', () => {
    expect(groupRoomLeft(3)).toBe(17);
    expect(groupRoomLeft(25)).toBe(0);
  });
});

it('addresses a group thread beside the pair threads of /messages', () => {
  expect(groupThreadRoute(42)).toBe('/messages?group=42');
});
