import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import {
  API_PATHS,
  type AccountDeletionScheduled,
  type ContactSettings,
  type DataExport,
  type MutedConversation,
  type MutedConversationList,
  type NotificationSettings,
  type RequestAccountDeletion,
  type UpdateContactSettingsRequest,
  type UpdateNotificationSettingsRequest,
  type WebAuthnOptions,
} from '@nurse/api-client';
import { shellApi } from '../../app/api';

export type { ContactSettings, DataExport, MutedConversation, NotificationSettings };

/** Only what changed: the channels of the categories she switched, or her time zone and quiet hours. */
export type NotificationSettingsChange = UpdateNotificationSettingsRequest;

/** The stored settings with a change applied, as the screen shows it while the server saves it. */
export function withNotificationChange(settings: NotificationSettings, change: NotificationSettingsChange): NotificationSettings {
  const changed = new Map((change.channels ?? []).map((channel) => [channel.category, channel]));
  return {
    channels: settings.channels.map((channel) => ({ ...channel, ...changed.get(channel.category) })),
    timeZone: change.timeZone ?? settings.timeZone,
    quietHours: change.quietHours === undefined ? settings.quietHours : change.quietHours,
  };
}

const settingsWithTags = shellApi.enhanceEndpoints({ addTagTypes: ['MutedConversations', 'DataExport'] });

/**
 * Her settings: notifications (channels per category, time zone, quiet hours), who may contact her, and
 * the conversations she muted. A change shows at once and is undone if the server refuses it.
 */
export const settingsApi = settingsWithTags.injectEndpoints({
  endpoints: (build) => ({
    notificationSettings: build.query<NotificationSettings, void>({
      query: () => API_PATHS.notificationSettings,
    }),
    saveNotificationSettings: build.mutation<NotificationSettings, NotificationSettingsChange>({
      query: (body) => ({ url: API_PATHS.notificationSettings, method: 'PUT', body }),
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const shown = dispatch(
          settingsApi.util.updateQueryData('notificationSettings', undefined, (settings) => withNotificationChange(settings, change)),
        );
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('notificationSettings', undefined, data)).catch(() => undefined);
        } catch {
          shown.undo();
        }
      },
    }),
    dataExport: build.query<DataExport, void>({
      query: () => API_PATHS.dataExport,
      providesTags: ['DataExport'],
    }),
    requestDataExport: build.mutation<DataExport, void>({
      query: () => ({ url: API_PATHS.dataExport, method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(settingsApi.util.upsertQueryData('dataExport', undefined, data)).catch(() => undefined);
      },
    }),
    /** Schedules her account's deletion; her sessions end, this one too. */
    requestAccountDeletion: build.mutation<AccountDeletionScheduled, RequestAccountDeletion>({
      query: (body) => ({ url: API_PATHS.accountDeletion, method: 'POST', body }),
    }),
    /** Options for her browser to confirm the deletion with one of her passkeys; the challenge is kept for this session. */
    accountDeletionPasskeyOptions: build.mutation<WebAuthnOptions, void>({
      query: () => ({ url: API_PATHS.accountDeletionPasskeyOptions, method: 'POST' }),
    }),
    contactSettings: build.query<ContactSettings, void>({
      query: () => API_PATHS.contactSettings,
    }),
    saveContactSettings: build.mutation<ContactSettings, UpdateContactSettingsRequest>({
      query: (body) => ({ url: API_PATHS.contactSettings, method: 'PUT', body }),
      async onQueryStarted(change, { dispatch, queryFulfilled }) {
        const shown = dispatch(settingsApi.util.updateQueryData('contactSettings', undefined, (settings) => ({ ...settings, ...change })));
        try {
          const { data } = await queryFulfilled;
          dispatch(settingsApi.util.upsertQueryData('contactSettings', undefined, data)).catch(() => undefined);
        } catch {
          shown.undo();
        }
      },
    }),
    mutedConversations: build.query<MutedConversationList, void>({
      query: () => API_PATHS.mutedConversations,
      providesTags: ['MutedConversations'],
    }),
    unmuteConversation: build.mutation<void, number>({
      query: (otherUserId) => ({ url: API_PATHS.conversationMute(otherUserId), method: 'DELETE' }),
      invalidatesTags: ['MutedConversations'],
    }),
  }),
});

export const {
  useNotificationSettingsQuery,
  useSaveNotificationSettingsMutation,
  useContactSettingsQuery,
  useSaveContactSettingsMutation,
  useMutedConversationsQuery,
  useUnmuteConversationMutation,
  useDataExportQuery,
  useRequestDataExportMutation,
  useRequestAccountDeletionMutation,
  useAccountDeletionPasskeyOptionsMutation,
} = settingsApi;

export type SettingsDispatch = ThunkDispatch<{ shellApi: ReturnType<typeof settingsApi.reducer> }, unknown, UnknownAction>;
