import { ROUTES } from './routes';
import { groupNameError, MESSAGE_GROUP_MAX_MEMBERS, MESSAGE_GROUP_TEXTS } from './message-groups';

/** What the group screens say once she is no longer in a group. */
export const GROUP_NOTICES = {
  removed: 'You are no longer a member of this group.',
} as const;

/** The query parameter of /messages naming the group thread to open, beside `userId` for a pair. */
export const GROUP_PARAM = 'groupId';

/** The address of a group thread: what notifications and emails about a group message link to. */
export const groupThreadRoute = (groupId: number): string => `${ROUTES.messages}?${GROUP_PARAM}=${groupId}`;

/**
 * What is wrong with a group she is about to create or rename, by field (none when it may be sent),
 * with the server's texts (message-groups.ts). `chosenCount` is the nurses she picked, not counting
 * her, or undefined when only the name changes.
 */
export function groupFormErrors(name: string, chosenCount?: number): { name?: string; members?: string } {
  const errors: { name?: string; members?: string } = {};
  const nameError = groupNameError(name);
  if (nameError !== null) errors.name = nameError;
  if (chosenCount !== undefined) {
    if (chosenCount < 1) errors.members = MESSAGE_GROUP_TEXTS.membersRequired;
    else if (chosenCount + 1 > MESSAGE_GROUP_MAX_MEMBERS) errors.members = MESSAGE_GROUP_TEXTS.tooManyMembers;
  }
  return errors;
}
