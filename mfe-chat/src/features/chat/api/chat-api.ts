import { createApi } from '@reduxjs/toolkit/query/react';
import {
  API_PATHS,
  createBaseQuery,
  type AskAssistantRequest,
  type AssistantReply,
  type ChatHistoryMessage,
  type SaveChatMessageRequest,
} from '@nurse/api-client';

/**
 * The career assistant of the signed-in nurse: her saved conversation and her questions. Injected into the
 * shell's store as an api on her session (a 401 signs her out). History is read on mount and after each
 * exchange, never on window focus, and is never taken as fresh from an earlier visit.
 */
export const chatApi = createApi({
  reducerPath: 'chatApi',
  baseQuery: createBaseQuery(),
  tagTypes: ['History'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: (build) => ({
    chatHistory: build.query<ChatHistoryMessage[], number>({
      query: (userId) => API_PATHS.chatHistory(userId),
      providesTags: ['History'],
      keepUnusedDataFor: 0,
    }),
    saveChatMessage: build.mutation<ChatHistoryMessage, SaveChatMessageRequest>({
      query: (body) => ({ url: API_PATHS.chatHistorySave, method: 'POST', body }),
    }),
    ask: build.mutation<AssistantReply, AskAssistantRequest>({
      query: (body) => ({ url: API_PATHS.chat, method: 'POST', body }),
    }),
  }),
});

export const { useChatHistoryQuery, useSaveChatMessageMutation, useAskMutation } = chatApi;
