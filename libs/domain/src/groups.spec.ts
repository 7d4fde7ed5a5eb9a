import { groupFormErrors, groupThreadRoute } from './groups';
import { MESSAGE_GROUP_MAX_MEMBERS, MESSAGE_GROUP_NAME_MAX, MESSAGE_GROUP_TEXTS } from './message-groups';

describe('groupFormErrors', () => {
  it('accepts a trimmed name of 1 to 60 characters and 1 to 19 chosen nurses', () => {
    expect(groupFormErrors('  ICU nights ', 2)).toEqual({});
    expect(groupFormErrors('x'.repeat(MESSAGE_GROUP_NAME_MAX), MESSAGE_GROUP_MAX_MEMBERS - 1)).toEqual({});
  });

  it('names a blank or too long name', () => {
    expect(groupFormErrors('   ', 1).name).toBe(MESSAGE_GROUP_TEXTS.nameBlank);
    expect(groupFormErrors('x'.repeat(MESSAGE_GROUP_NAME_MAX + 1), 1).name).toBe(MESSAGE_GROUP_TEXTS.nameTooLong);
  });

  it('asks for at least one nurse and at most 19 beside her', () => {
    expect(groupFormErrors('Ward', 0).members).toBe(MESSAGE_GROUP_TEXTS.membersRequired);
    expect(groupFormErrors('Ward', MESSAGE_GROUP_MAX_MEMBERS).members).toBe(MESSAGE_GROUP_TEXTS.tooManyMembers);
  });

  it('checks only the name on a rename', () => {
    expect(groupFormErrors('New name')).toEqual({});
  });
});

it('addresses a group thread beside the pair threads of /messages', () => {
  expect(groupThreadRoute(42)).toBe('/messages?groupId=42');
});
