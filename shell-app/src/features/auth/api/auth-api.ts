import {
  API_PATHS,
  type LoginRequest,
  type MessageResponse,
  type RegisterRequest,
  type ResetPasswordRequest,
  type User,
} from '@nurse/api-client';
import { shellApi } from '../../../app/api';

export const authApi = shellApi.injectEndpoints({
  endpoints: (build) => ({
    me: build.query<User, void>({ query: () => API_PATHS.me }),
    register: build.mutation<User, RegisterRequest>({
      query: (body) => ({ url: API_PATHS.register, method: 'POST', body }),
      invalidatesTags: ['Waitlist'],
    }),
    login: build.mutation<User, LoginRequest>({
      query: (body) => ({ url: API_PATHS.login, method: 'POST', body }),
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

export const { useRegisterMutation, useLoginMutation, useLogoutMutation, useForgotPasswordMutation, useResetPasswordMutation } = authApi;
