import { ROUTES } from './routes';

/** The limits of a group conversation: its name, and how many nurses it holds, her included. */
export const GROUP_LIMITS = {
  nameMin: 1,
  nameMax: 60,
  membersMax: 20,
} as const;

/** The words of group conversations: form messages, refusals and notices. */
export const GROUP_TEXTS = {
  nameRequired: 'Please give the group a name',
  nameTooLong: `A group name can be at most ${GROUP_LIMITS.nameMax} characters`,
  membersRequired: 'Please choose at least one connection',
  tooManyMembers: `A group can have at most ${GROUP_LIMITS.membersMax} members, you included`,
  onlyConnections: 'You can add only your connections to a group',
  removedNotice: 'You are no longer a member of this group.',
  leftNotice: 'You left the group.',
} as const;

/** The query parameter of /messages naming the group thread to open, beside `userId` for a pair. */
export const GROUP_PARAM = 'group';

/** The address of a group thread: what notifications and emails about a group message link to. */
export const groupThreadRoute = (groupId: number): string => `${ROUTES.messages}?${GROUP_PARAM}=${groupId}`;

/** How many more nurses she may add to a group of `memberCount` (her included). */
export const groupRoomLeft = (memberCount: number): number => Math.max(0, GROUP_LIMITS.membersMax - memberCount);

/**
 * What is wrong with a group she is about to create or rename, by field (none when it may be sent):
 * the name is trimmed; `chosenCount` is the nurses she picked, not counting her, or undefined when
 * only the name changes.
 */
export function groupFormErrors(name: string, chosenCount?: number): { name?: string; members?: string } {
  const errors: { name?: string; members?: string } = {};
  const trimmed = name.trim();
  if (trimmed.length < GROUP_LIMITS.nameMin) errors.name = GROUP_TEXTS.nameRequired;
  else if (trimmed.length > GROUP_LIMITS.nameMax) errors.name = GROUP_TEXTS.nameTooLong;
  if (chosenCount !== undefined) {
    if (chosenCount < 1) errors.members = GROUP_TEXTS.membersRequired;
    else if (chosenCount + 1 > GROUP_LIMITS.membersMax) errors.members = GROUP_TEXTS.tooManyMembers;
  }
  return errors;
}
