import type { GroupDetail, GroupMessage, GroupSummary } from '@nurse/api-client';
import { mockApi, type ApiCall, type MockReply } from '@nurse/api-client/testing';
import { aPerson } from './a-nurse';

/** The group of the screen tests: ICU night shift (id 5), made by the signed-in nurse (aNurse, id 1). */

export const hoursAgo = (hours: number) => new Date(Date.now() - hours * 60 * 60 * 1000).toISOString();
export const pair = {
  userId: 2,
  userName: 'Grace Hopper',
  userProfileImage: null,
  lastMessage: 'See you on Tuesday',
  lastMessageTime: hoursAgo(3),
  unreadCount: 0,
  muted: false,
};
export const summary: GroupSummary = {
  id: 5,
  name: 'ICU night shift',
  memberCount: 3,
  lastMessage: 'Handover at seven',
  lastMessageTime: hoursAgo(1),
  unreadCount: 2,
  muted: false,
};
export const detail = (overrides: Partial<GroupDetail> = {}): GroupDetail => ({
  id: 5,
  name: 'ICU night shift',
  creatorId: 1,
  createdAt: hoursAgo(5),
  muted: false,
  members: [
    { userId: 1, name: 'Mary Seacole', profileImage: null, isCreator: true },
    { userId: 2, name: 'Grace Hopper', profileImage: null, isCreator: false },
    { userId: 3, name: 'Clara Barton', profileImage: null, isCreator: false },
  ],
  ...overrides,
});
export const groupMessage = (id: number, fromUserId: number, fromUserName: string, content: string, readByCount = 0): GroupMessage => ({
  id,
  groupId: 5,
  fromUserId,
  fromUserName,
  fromUserProfileImage: null,
  toUserId: null,
  content,
  createdAt: hoursAgo(1),
  readAt: null,
  editedAt: null,
  deletedAt: null,
  reactions: [],
  attachments: [],
  readByCount,
});

/** Answers the Messages screen's reads with her pair, the group, its details and thread; `overrides` add or replace routes. */
export function serveGroup(overrides: Record<string, MockReply | ((call: ApiCall) => MockReply)> = {}) {
  mockApi({
    'GET /api/conversations/1': { status: 200, body: { items: [pair], pageSize: 20, nextCursor: null } },
    'GET /api/groups': { status: 200, body: { items: [summary] } },
    'GET /api/message-requests': { status: 200, body: { items: [] } },
    'GET /api/groups/5': { status: 200, body: detail() },
    'GET /api/groups/5/messages': {
      status: 200,
      body: {
        items: [groupMessage(20, 1, 'Mary Seacole', 'Who takes bay 3?', 1), groupMessage(21, 2, 'Grace Hopper', 'Handover at seven')],
        pageSize: 20,
        nextCursor: null,
      },
    },
    'PUT /api/groups/5/read': { status: 204 },
    'POST /api/groups/5/typing': { status: 204 },
    'GET /api/users/1/connections': {
      status: 200,
      body: { items: [aPerson(2, 'Grace Hopper'), aPerson(3, 'Clara Barton'), aPerson(4, 'Edith Cavell')], pageSize: 20, nextCursor: null },
    },
    ...overrides,
  });
}
