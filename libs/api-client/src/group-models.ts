/**
 * Group conversations as the backend's /api/groups routes answer them. Written by hand from the routes'
 * contract until the committed OpenAPI document (libs/api-client/openapi.json) names these schemas;
 * then each becomes an alias of its generated schema, as in models.ts.
 */
import type { ThreadMessage } from './models';

/** A group in her conversation list. */
export interface GroupSummary {
  id: number;
  name: string;
  memberCount: number;
  lastMessage: string | null;
  lastMessageTime: string | null;
  unreadCount: number;
  muted: boolean;
}

export interface GroupList {
  items: GroupSummary[];
}

export interface GroupMember {
  userId: number;
  name: string;
  profileImage: string | null;
  isCreator: boolean;
}

/** A group with its members, as its details show it. */
export interface GroupDetail {
  id: number;
  name: string;
  creatorId: number;
  createdAt: string;
  muted: boolean;
  members: GroupMember[];
}

export interface CreateGroupRequest {
  name: string;
  memberIds: number[];
}

/** A message of a group thread: the pair thread's message with its group, its sender and how many read it. */
export type GroupMessage = Omit<ThreadMessage, 'toUserId'> & {
  toUserId?: number | null;
  groupId: number;
  fromUserName: string;
  fromUserProfileImage: string | null;
  /** The other members who have read it (shown on her own messages as "Read by N"). */
  readByCount: number;
};

export interface GroupThreadPage {
  items: GroupMessage[];
  pageSize: number;
  nextCursor: string | null;
}

export interface SendGroupMessageRequest {
  content: string;
  attachmentIds?: number[];
  patientInformationConfirmed?: boolean;
}
