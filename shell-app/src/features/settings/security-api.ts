import {
  API_PATHS,
  type AddPasskeyRequest,
  type CodeRequest,
  type MessageResponse,
  type Passkey,
  type PasskeyList,
  type RecoveryCodes,
  type TwoFactorSetup,
  type TwoFactorStatus,
  type WebAuthnOptions,
} from '@nurse/api-client';
import { shellApi } from '../../app/api';

export type { Passkey, TwoFactorSetup, TwoFactorStatus };

const securityWithTags = shellApi.enhanceEndpoints({ addTagTypes: ['Passkeys', 'TwoFactor'] });

/** Her passkeys and her authenticator app, on the settings screen. */
export const securityApi = securityWithTags.injectEndpoints({
  endpoints: (build) => ({
    passkeys: build.query<PasskeyList, void>({ query: () => API_PATHS.passkeys, providesTags: ['Passkeys'] }),
    passkeyOptions: build.mutation<WebAuthnOptions, void>({ query: () => ({ url: API_PATHS.passkeyOptions, method: 'POST' }) }),
    addPasskey: build.mutation<Passkey, AddPasskeyRequest>({
      query: (body) => ({ url: API_PATHS.passkeys, method: 'POST', body }),
      invalidatesTags: ['Passkeys'],
    }),
    removePasskey: build.mutation<MessageResponse, { id: number; password?: string }>({
      query: ({ id, password }) => ({ url: API_PATHS.passkey(id), method: 'DELETE', body: password ? { password } : {} }),
      invalidatesTags: ['Passkeys'],
    }),
    twoFactor: build.query<TwoFactorStatus, void>({ query: () => API_PATHS.twoFactor, providesTags: ['TwoFactor'] }),
    startTwoFactor: build.mutation<TwoFactorSetup, void>({ query: () => ({ url: API_PATHS.twoFactorSetup, method: 'POST' }) }),
    enableTwoFactor: build.mutation<RecoveryCodes, CodeRequest>({
      query: (body) => ({ url: API_PATHS.twoFactorEnable, method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    disableTwoFactor: build.mutation<MessageResponse, CodeRequest>({
      query: (body) => ({ url: API_PATHS.twoFactorDisable, method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
    newRecoveryCodes: build.mutation<RecoveryCodes, CodeRequest>({
      query: (body) => ({ url: API_PATHS.recoveryCodes, method: 'POST', body }),
      invalidatesTags: ['TwoFactor'],
    }),
  }),
});

export const {
  usePasskeysQuery,
  usePasskeyOptionsMutation,
  useAddPasskeyMutation,
  useRemovePasskeyMutation,
  useTwoFactorQuery,
  useStartTwoFactorMutation,
  useEnableTwoFactorMutation,
  useDisableTwoFactorMutation,
  useNewRecoveryCodesMutation,
} = securityApi;
