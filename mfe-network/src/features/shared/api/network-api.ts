import { createApi } from '@reduxjs/toolkit/query/react';
import {
  API_PATHS,
  createBaseQuery,
  type BlockList,
  type Connection,
  type ConnectionAnswer,
  type ConnectionPage,
  type ConnectionRequestBody,
  type ConnectionRequestPage,
  type ConnectionStatus,
  type ContactStanding,
  type ConversationPage,
  type FiledReport,
  type MessageRequestAnswer,
  type MessageRequestList,
  type MessageSearchPage,
  type FileReportRequest,
  type JobSearchPage,
  type LearningResourcePage,
  type PeoplePage,
  type ProfileCredentials,
  type PublicUser,
  type EditMessageRequest,
  type MessageReactions,
  type ReadMark,
  type ThreadMessage,
  type SendMessageRequest,
  type SentMessage,
  type ThreadPage,
  type UpdateProfileRequest,
  type User,
} from '@nurse/api-client';
import type { MessageReaction } from '@nurse/domain';
import { jobSearchQuery, type JobSearch } from '../utils/job-search';
import { withSavedCopies } from '@nurse/host';

/** What the network screens cache, so that a change (or a pushed event) refreshes exactly what it touches. */
export const NETWORK_TAGS = [
  'Requests',
  'Connections',
  'Status',
  'Conversations',
  'Thread',
  'People',
  'Blocks',
  'MessageRequests',
  'Jobs',
  'Groups',
  'Group',
  'GroupThread',
] as const;

/** Which thread a message belongs to: a pair's (named by the other nurse) or a group's. */
export type ThreadKey = { otherUserId: number; groupId?: undefined } | { groupId: number; otherUserId?: undefined };

/** The cached thread holding a message of `key`. */
const threadTag = (key: ThreadKey) =>
  key.groupId === undefined ? { type: 'Thread' as const, id: key.otherUserId } : { type: 'GroupThread' as const, id: key.groupId };

/** The cached list whose preview shows the last message of `key`. */
const previewTag = (key: ThreadKey) => (key.groupId === undefined ? ('Conversations' as const) : ('Groups' as const));

export interface Pair {
  userId: number;
  otherUserId: number;
}

/** The chips' query string: each selected specialty repeated (`?specialty=ICU&specialty=Oncology`). */
function specialtyParams(specialties: readonly string[]): string {
  const params = new URLSearchParams();
  for (const specialty of specialties) params.append('specialty', specialty);
  const query = params.toString();
  return query ? `?${query}` : '';
}

/**
 * Connections, messages, people, jobs and learning of the signed-in nurse, injected into the shell's
 * store as an api on her session (a 401 signs her out). Cache defaults follow the product: nothing goes
 * stale on its own, no refetch on focus, no retries; the live socket (or polling while it is down)
 * keeps the lists current.
 */
export const networkApi = createApi({
  reducerPath: 'networkApi',
  baseQuery: withSavedCopies(createBaseQuery()),
  tagTypes: NETWORK_TAGS,
  refetchOnFocus: false,
  // Back online, the screens read again rather than keep showing the copies saved on the device.
  refetchOnReconnect: true,
  endpoints: (build) => ({
    searchPeople: build.query<PeoplePage, { q: string; excludeUserId: number }>({
      query: (params) => ({ url: API_PATHS.peopleSearch, params }),
      providesTags: ['People'],
    }),
    /** Nurses in any of these specialties: one call each, merged without repeats, in the order found. */
    peopleInSpecialties: build.query<PublicUser[], readonly string[]>({
      async queryFn(specialties, _api, _extra, baseQuery) {
        const pages = await Promise.all(specialties.map((specialty) => baseQuery(API_PATHS.peopleBySpecialty(specialty))));
        const failed = pages.find((page) => page.error);
        if (failed?.error) return { error: failed.error };
        const byId = new Map<number, PublicUser>();
        for (const page of pages)
          for (const person of (page.data as PeoplePage).items) if (!byId.has(person.id)) byId.set(person.id, person);
        return { data: [...byId.values()] };
      },
      providesTags: ['People'],
    }),
    publicUser: build.query<PublicUser, number>({
      query: (id) => API_PATHS.user(id),
    }),
    /** The licences and certifications a nurse chose to show on her profile (never numbers or documents). */
    profileCredentials: build.query<ProfileCredentials, number>({
      query: (id) => API_PATHS.profileCredentials(id),
    }),
    connectionRequests: build.query<ConnectionRequestPage, number>({
      query: (userId) => API_PATHS.connectionRequests(userId),
      providesTags: ['Requests'],
    }),
    connections: build.query<ConnectionPage, number>({
      query: (userId) => API_PATHS.connections(userId),
      providesTags: ['Connections'],
    }),
    connectionStatus: build.query<ConnectionStatus, Pair>({
      query: ({ userId, otherUserId }) => API_PATHS.connectionStatus(userId, otherUserId),
      providesTags: (_result, _error, { otherUserId }) => [{ type: 'Status', id: otherUserId }],
    }),
    /** Whether she may message the other nurse now, or her first message would be a request, or one waits. */
    contactStanding: build.query<ContactStanding, Pair>({
      query: ({ userId, otherUserId }) => API_PATHS.contactStanding(userId, otherUserId),
      providesTags: (_result, _error, { otherUserId }) => [{ type: 'Status', id: otherUserId }],
    }),
    requestConnection: build.mutation<Connection, ConnectionRequestBody>({
      query: (body) => ({ url: API_PATHS.connectionRequest, method: 'POST', body }),
      invalidatesTags: (_result, _error, { userId1, userId2 }) => [
        { type: 'Status', id: userId1 },
        { type: 'Status', id: userId2 },
      ],
    }),
    answerRequest: build.mutation<Connection, { connectionId: number; status: ConnectionAnswer['status'] }>({
      query: ({ connectionId, status }) => ({ url: API_PATHS.connectionAnswer(connectionId), method: 'PUT', body: { status } }),
      invalidatesTags: ['Requests', 'Connections', 'Status'],
    }),
    conversations: build.query<ConversationPage, number>({
      query: (userId) => API_PATHS.conversations(userId),
      providesTags: ['Conversations'],
    }),
    /** A conversation's messages: the latest page first, earlier pages on demand (each in the order sent). */
    thread: build.infiniteQuery<ThreadPage, Pair, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ queryArg: { userId, otherUserId }, pageParam }) => ({
        url: API_PATHS.thread(userId, otherUserId),
        params: pageParam ? { cursor: pageParam } : undefined,
      }),
      providesTags: (_result, _error, { otherUserId }) => [{ type: 'Thread', id: otherUserId }],
    }),
    /** Her messages holding every word of the search, the newest first; older ones page by page. */
    searchMessages: build.infiniteQuery<MessageSearchPage, string, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ queryArg: q, pageParam }) => ({ url: API_PATHS.messageSearch, params: pageParam ? { q, before: pageParam } : { q } }),
    }),
    markRead: build.mutation<ReadMark, Pair>({
      query: ({ userId, otherUserId }) => ({ url: API_PATHS.markRead(otherUserId, userId), method: 'PUT' }),
      invalidatesTags: ['Conversations'],
    }),
    /** Sends a message; a retry with the same `idempotencyKey` is answered as the first and stores nothing more. */
    sendMessage: build.mutation<SentMessage, SendMessageRequest & { idempotencyKey?: string }>({
      query: ({ idempotencyKey, ...body }) => ({
        url: API_PATHS.messages,
        method: 'POST',
        body,
        ...(idempotencyKey ? { headers: { 'Idempotency-Key': idempotencyKey } } : {}),
      }),
      invalidatesTags: (_result, _error, { toUserId }) => [
        'Conversations',
        { type: 'Thread', id: toUserId },
        { type: 'Status', id: toUserId },
      ],
    }),
    /** Her new text of a message she sent (within the edit window); its thread and previews refresh. */
    editMessage: build.mutation<ThreadMessage, EditMessageRequest & { messageId: number } & ThreadKey>({
      query: ({ messageId, content, patientInformationConfirmed }) => ({
        url: API_PATHS.message(messageId),
        method: 'PATCH',
        body: { content, patientInformationConfirmed },
      }),
      invalidatesTags: (_result, _error, key) => [previewTag(key), threadTag(key)],
    }),
    /** Deletes a message she sent for everyone (within the delete window). */
    deleteMessage: build.mutation<ThreadMessage, { messageId: number } & ThreadKey>({
      query: ({ messageId }) => ({ url: API_PATHS.message(messageId), method: 'DELETE' }),
      invalidatesTags: (_result, _error, key) => [previewTag(key), threadTag(key)],
    }),
    /** Leaves her reaction on a message (replacing hers), or takes it back with `reaction: null`. */
    setReaction: build.mutation<MessageReactions, { messageId: number; reaction: MessageReaction | null } & ThreadKey>({
      query: ({ messageId, reaction }) =>
        reaction === null
          ? { url: API_PATHS.messageReaction(messageId), method: 'DELETE' }
          : { url: API_PATHS.messageReaction(messageId), method: 'PUT', body: { reaction } },
      invalidatesTags: (_result, _error, key) => [threadTag(key)],
    }),
    /** Message requests waiting for her answer, the newest first. */
    messageRequests: build.query<MessageRequestList, void>({
      query: () => API_PATHS.messageRequests,
      providesTags: ['MessageRequests'],
    }),
    answerMessageRequest: build.mutation<void, { senderId: number } & MessageRequestAnswer>({
      query: ({ senderId, action }) => ({ url: API_PATHS.messageRequest(senderId), method: 'PUT', body: { action } }),
      invalidatesTags: (_result, _error, { senderId }) => [
        'MessageRequests',
        'Conversations',
        { type: 'Thread', id: senderId },
        { type: 'Status', id: senderId },
      ],
    }),
    /** Mutes (`muted: true`) or unmutes her conversation with another nurse. */
    setConversationMuted: build.mutation<void, { otherUserId: number; muted: boolean }>({
      query: ({ otherUserId, muted }) => ({ url: API_PATHS.conversationMute(otherUserId), method: muted ? 'PUT' : 'DELETE' }),
      invalidatesTags: ['Conversations'],
    }),
    /** Tells the other nurse she is typing; the server passes it on only while both show it. */
    sendTyping: build.mutation<void, number>({
      query: (otherUserId) => ({ url: API_PATHS.typing(otherUserId), method: 'POST' }),
    }),
    block: build.mutation<BlockList, { userId: number; blockedUserId: number }>({
      query: ({ userId, blockedUserId }) => ({ url: API_PATHS.blocks(userId), method: 'POST', body: { blockedUserId } }),
      invalidatesTags: ['Blocks', 'Connections', 'Requests', 'Conversations', 'Status', 'People', 'Thread', 'MessageRequests'],
    }),
    report: build.mutation<FiledReport, FileReportRequest>({
      query: (body) => ({ url: API_PATHS.reports, method: 'POST', body }),
    }),
    updateSpecialties: build.mutation<
      User,
      { id: number; body: Pick<UpdateProfileRequest, 'confirmedSpecialties' | 'selectedCareerAreas'> }
    >({
      query: ({ id, body }) => ({ url: API_PATHS.user(id), method: 'PUT', body }),
      invalidatesTags: ['People'],
    }),
    /** Open job listings matching her search, a page at a time; a changed search starts again at the first page. */
    jobs: build.infiniteQuery<JobSearchPage, JobSearch, string | null>({
      infiniteQueryOptions: { initialPageParam: null, getNextPageParam: (page) => page.nextCursor },
      query: ({ queryArg, pageParam }) => `${API_PATHS.jobs}${jobSearchQuery(queryArg, pageParam)}`,
      providesTags: ['Jobs'],
    }),
    learningResources: build.query<LearningResourcePage, readonly string[]>({
      query: (specialties) => `${API_PATHS.learningResources}${specialtyParams(specialties)}`,
    }),
  }),
});

export const {
  useSearchPeopleQuery,
  usePeopleInSpecialtiesQuery,
  usePublicUserQuery,
  useProfileCredentialsQuery,
  useConnectionRequestsQuery,
  useConnectionsQuery,
  useConnectionStatusQuery,
  useContactStandingQuery,
  useRequestConnectionMutation,
  useAnswerRequestMutation,
  useConversationsQuery,
  useThreadInfiniteQuery,
  useSearchMessagesInfiniteQuery,
  useMarkReadMutation,
  useSendMessageMutation,
  useEditMessageMutation,
  useDeleteMessageMutation,
  useSetReactionMutation,
  useMessageRequestsQuery,
  useAnswerMessageRequestMutation,
  useSetConversationMutedMutation,
  useSendTypingMutation,
  useBlockMutation,
  useReportMutation,
  useUpdateSpecialtiesMutation,
  useJobsInfiniteQuery,
  useLearningResourcesQuery,
} = networkApi;
