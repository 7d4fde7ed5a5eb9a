import {
  API_PATHS,
  type CreateGroupRequest,
  type GroupDetail,
  type GroupList,
  type GroupThreadPage,
  type SendGroupMessageRequest,
  type SentGroupMessage,
} from '@nurse/api-client';
import { networkApi } from './network-api';

/**
 * Her group conversations, added to the network api: the list beside her pair conversations, a group's
 * details and thread, and what she does in it. A change refreshes the list ('Groups'), the details
 * ('Group', by id) and the thread ('GroupThread', by id) it touches.
 */
export const groupsApi = networkApi.injectEndpoints({
  endpoints: (build) => ({
    groups: build.query<GroupList, void>({
      query: () => API_PATHS.groups,
      providesTags: ['Groups'],
    }),
    group: build.query<GroupDetail, number>({
      query: (groupId) => API_PATHS.group(groupId),
      providesTags: (_result, _error, groupId) => [{ type: 'Group', id: groupId }],
    }),
    createGroup: build.mutation<GroupDetail, CreateGroupRequest>({
      query: (body) => ({ url: API_PATHS.groups, method: 'POST', body }),
      invalidatesTags: ['Groups'],
    }),
    renameGroup: build.mutation<GroupDetail, { groupId: number; name: string }>({
      query: ({ groupId, name }) => ({ url: API_PATHS.group(groupId), method: 'PATCH', body: { name } }),
      invalidatesTags: (_result, _error, { groupId }) => ['Groups', { type: 'Group', id: groupId }],
    }),
    addGroupMembers: build.mutation<GroupDetail, { groupId: number; userIds: number[] }>({
      query: ({ groupId, userIds }) => ({ url: API_PATHS.groupMembers(groupId), method: 'POST', body: { userIds } }),
      invalidatesTags: (_result, _error, { groupId }) => ['Groups', { type: 'Group', id: groupId }],
    }),
    /** Removes a member (its creator does), or takes her out of the group when `userId` is hers. */
    removeGroupMember: build.mutation<void, { groupId: number; userId: number }>({
      query: ({ groupId, userId }) => ({ url: API_PATHS.groupMember(groupId, userId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, { groupId }) => ['Groups', { type: 'Group', id: groupId }],
    }),
    /** A group's messages: the latest page first, earlier pages on demand (each in the order sent). */
    groupThread: build.infiniteQuery<GroupThreadPage, number, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ queryArg: groupId, pageParam }) => ({
        url: API_PATHS.groupMessages(groupId),
        params: pageParam ? { cursor: pageParam } : undefined,
      }),
      providesTags: (_result, _error, groupId) => [{ type: 'GroupThread', id: groupId }],
    }),
    /** Sends a message to the group; a retry with the same `idempotencyKey` stores nothing more. */
    sendGroupMessage: build.mutation<SentGroupMessage, SendGroupMessageRequest & { groupId: number; idempotencyKey?: string }>({
      query: ({ groupId, idempotencyKey, ...body }) => ({
        url: API_PATHS.groupMessages(groupId),
        method: 'POST',
        body,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
      invalidatesTags: (_result, _error, { groupId }) => ['Groups', { type: 'GroupThread', id: groupId }],
    }),
    markGroupRead: build.mutation<void, number>({
      query: (groupId) => ({ url: API_PATHS.groupRead(groupId), method: 'PUT' }),
      invalidatesTags: ['Groups'],
    }),
    sendGroupTyping: build.mutation<void, number>({
      query: (groupId) => ({ url: API_PATHS.groupTyping(groupId), method: 'POST' }),
    }),
    setGroupMuted: build.mutation<void, { groupId: number; muted: boolean }>({
      query: ({ groupId, muted }) => ({ url: API_PATHS.groupMute(groupId), method: muted ? 'PUT' : 'DELETE' }),
      invalidatesTags: (_result, _error, { groupId }) => ['Groups', { type: 'Group', id: groupId }],
    }),
  }),
});

export const {
  useGroupsQuery,
  useGroupQuery,
  useCreateGroupMutation,
  useRenameGroupMutation,
  useAddGroupMembersMutation,
  useRemoveGroupMemberMutation,
  useGroupThreadInfiniteQuery,
  useSendGroupMessageMutation,
  useMarkGroupReadMutation,
  useSendGroupTypingMutation,
  useSetGroupMutedMutation,
} = groupsApi;
