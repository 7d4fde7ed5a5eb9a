import {
  API_PATHS,
  type CodeRequest,
  type LoginAnswer,
  type LoginRequest,
  type MessageResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type User,
  type WebAuthnOptions,
} from '@nurse/api-client';
import { shellApi } from '../../../app/api';

export const authApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({ query: () => API_PATHS.me }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: API_PATHS.register, method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    /** Her user, or (her authenticator app on) `{ secondStep }`: her code goes to `secondStep` next. */
    login: build.mutation<LoginAnswer, LoginRequest>({
      query: (body) => ({ url: API_PATHS.login, method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    secondStep: build.mutation<User, CodeRequest>({
      query: (body) => ({ url: API_PATHS.secondStep, method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    passkeySignInOptions: build.mutation<WebAuthnOptions, void>({
      query: () => ({ url: API_PATHS.passkeySignInOptions, method: 'POST' }),
    }),
    passkeySignIn: build.mutation<User, { response: Record<string, unknown> }>({
      query: (body) => ({ url: API_PATHS.passkeySignIn, method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    logout: build.mutation<MessageResponse, void>({ query: () => ({ url: API_PATHS.logout, method: 'POST' }) }),
    forgotPassword: build.mutation<MessageResponse, { email: string }>({
      query: (body) => ({ url: API_PATHS.forgotPassword, method: 'POST', body }),
    }),
    resetPassword: build.mutation<MessageResponse, ResetPasswordRequest>({
      query: (body) => ({ url: API_PATHS.resetPassword, method: 'POST', body }),
    }),
  }),
});

export const {
  useRegisterMutation,
  useLoginMutation,
  useSecondStepMutation,
  usePasskeySignInOptionsMutation,
  usePasskeySignInMutation,
  useLogoutMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
} = authApi;
