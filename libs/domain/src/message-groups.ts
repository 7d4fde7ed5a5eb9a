/**
 * Group conversations: a named conversation of up to MESSAGE_GROUP_MAX_MEMBERS nurses (the one who
 * started it included). Server and UI check the same limits with the same texts.
 */
export const MESSAGE_GROUP_MAX_MEMBERS = 20;
export const MESSAGE_GROUP_NAME_MAX = 60;

export const MESSAGE_GROUP_TEXTS = {
  nameBlank: 'Please give the group a name',
  nameTooLong: `A group name can be at most ${MESSAGE_GROUP_NAME_MAX} characters`,
  tooManyMembers: `A group can have at most ${MESSAGE_GROUP_MAX_MEMBERS} members, you included`,
  membersRequired: 'Choose at least one connection to add',
  memberIds: 'Members are given as a list of user ids',
  onlyConnections: 'You can add only your connections to a group',
  alreadyMember: 'Everyone you chose is already in the group',
  onlyCreatorRenames: 'Only the nurse who started the group can rename it',
  onlyCreatorRemoves: 'Only the nurse who started the group can remove members',
  notFound: 'Group not found',
  memberNotFound: 'This nurse is not in the group',
} as const;

/** The name as stored: trimmed; null when it is blank or too long (`groupNameError` says which). */
export function normaliseGroupName(name: string): string | null {
  const trimmed = name.trim();
  return trimmed.length === 0 || trimmed.length > MESSAGE_GROUP_NAME_MAX ? null : trimmed;
}

/** Why a group name is refused, or null when it is fine. */
export function groupNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed.length === 0) return MESSAGE_GROUP_TEXTS.nameBlank;
  if (trimmed.length > MESSAGE_GROUP_NAME_MAX) return MESSAGE_GROUP_TEXTS.nameTooLong;
  return null;
}

/** Whether `adding` more nurses fit in a group of `current` members. */
export function groupHasRoomFor(current: number, adding: number): boolean {
  return current + adding <= MESSAGE_GROUP_MAX_MEMBERS;
}

/** How many more nurses a group of `current` members can take. */
export function groupRoomLeft(current: number): number {
  return Math.max(0, MESSAGE_GROUP_MAX_MEMBERS - current);
}

/**
 * Who starts a group over when its creator leaves: the member who joined earliest (the lowest
 * membership order breaks a tie), so that someone may always rename it and remove members.
 */
export function nextGroupCreator<T extends { userId: number; joinedAt: Date | string; order: number }>(remaining: readonly T[]): T | null {
  let next: T | null = null;
  for (const member of remaining) {
    if (next === null) next = member;
    else {
      const a = new Date(member.joinedAt).getTime();
      const b = new Date(next.joinedAt).getTime();
      if (a < b || (a === b && member.order < next.order)) next = member;
    }
  }
  return next;
}
