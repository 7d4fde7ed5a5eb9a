import type { BaseQueryApi } from '@reduxjs/toolkit/query';
import { createApi } from '@reduxjs/toolkit/query/react';
import {
  API_PATHS,
  createBaseQuery,
  type AskAssistantRequest,
  type AssistantReply,
  type ChatHistoryMessage,
  type SaveChatMessageRequest,
} from '@nurse/api-client';
import { readAssistantStream, type StreamOutcome } from './assistant-stream';

/** An error body as JSON when it is JSON, otherwise its text (readErrorMessage reads either). */
async function errorBodyOf(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * The career assistant of the signed-in nurse: her saved conversation and her questions. Injected into the
 * shell's store as an api on her session (a 401 signs her out). History is read on mount and after each
 * exchange, never on window focus, and is never taken as fresh from an earlier visit. While an answer
 * is being written, `replyInProgress` holds it so far.
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
    replyInProgress: build.query<string, void>({
      queryFn: () => ({ data: '' }),
      keepUnusedDataFor: 0,
    }),
    ask: build.mutation<AssistantReply, AskAssistantRequest>({
      queryFn: async (body, api, _extraOptions, baseQuery) => {
        showReplySoFar(api.dispatch, '');
        const result = await baseQuery({
          url: API_PATHS.chatStream,
          method: 'POST',
          body,
          responseHandler: (response) =>
            response.ok ? readAssistantStream(response, (text) => showReplySoFar(api.dispatch, text)) : errorBodyOf(response),
        });
        if (result.error) return { error: result.error };
        const outcome = result.data as StreamOutcome;
        if ('reply' in outcome) return { data: outcome.reply };
        return { error: { status: outcome.failure.status, data: { message: outcome.failure.message } } };
      },
    }),
  }),
});

function showReplySoFar(dispatch: BaseQueryApi['dispatch'], text: string): void {
  dispatch(chatApi.util.updateQueryData('replyInProgress', undefined, () => text));
}

export const { useChatHistoryQuery, useSaveChatMessageMutation, useAskMutation, useReplyInProgressQuery } = chatApi;
