import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
  type FetchBaseQueryMeta,
} from '@reduxjs/toolkit/query';

/** A failed call as RTK Query reports it, plus the HTTP status text when there was a response. */
export type ApiError = FetchBaseQueryError & { statusText?: string };

export type ApiBaseQuery = BaseQueryFn<string | FetchArgs, unknown, ApiError, object, FetchBaseQueryMeta>;

export interface BaseQueryOptions {
  /** Origin of the API; empty means the page's own origin (the backend serves both). */
  baseUrl?: string;
  fetchFn?: typeof fetch;
}

/**
 * fetchBaseQuery that always sends the session cookie (every call sends cookies), parses
 * JSON bodies by content type (so a plain-text error body stays readable) and keeps the status text
 * of failed responses for readErrorMessage.
 */
export function createBaseQuery(options: BaseQueryOptions = {}): ApiBaseQuery {
  const rawBaseQuery = fetchBaseQuery({
    baseUrl: options.baseUrl ?? '',
    credentials: 'include',
    responseHandler: 'content-type',
    ...(options.fetchFn ? { fetchFn: options.fetchFn } : {}),
  });
  return async (args, api, extraOptions) => {
    const result = await rawBaseQuery(args, api, extraOptions);
    const statusText = result.meta?.response?.statusText;
    if (result.error && statusText) {
      return { ...result, error: { ...result.error, statusText } };
    }
    return result;
  };
}
