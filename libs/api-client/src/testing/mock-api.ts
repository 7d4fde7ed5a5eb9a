import type { BaseQueryFn, FetchArgs } from '@reduxjs/toolkit/query';

/**
 * A stand-in server for the remotes' screen tests: RTK Query apis built on `mockBaseQuery` answer from
 * the routes given to `mockApi`, and every call is kept in `apiCalls`.
 */

/** One call an api made, as the server would see it. */
export interface ApiCall {
  method: string;
  url: string;
  params?: Record<string, unknown>;
  body?: unknown;
  /** Only when the call sets some. */
  headers?: Record<string, string>;
}

/** An HTTP answer, or `'network-error'` for a request that got none (as when the connection drops). */
export type MockReply = { status: number; body?: unknown } | 'network-error';

type Handler = (call: ApiCall) => MockReply | undefined;

let handler: Handler = () => undefined;
export const apiCalls: ApiCall[] = [];

/** Routes calls by "METHOD /path" (query string excluded); unmatched calls answer 404. */
export function mockApi(routes: Record<string, MockReply | ((call: ApiCall) => MockReply)>): void {
  apiCalls.length = 0;
  handler = (call) => {
    const route = routes[`${call.method} ${call.url}`];
    return typeof route === 'function' ? route(call) : route;
  };
}

/** Stands in for @nurse/api-client's createBaseQuery: same result and error shapes as fetchBaseQuery. */
export const mockBaseQuery: BaseQueryFn<
  string | FetchArgs,
  unknown,
  { status: number; data: unknown } | { status: 'FETCH_ERROR'; error: string }
> = async (args) => {
  const request = typeof args === 'string' ? { url: args } : args;
  const call: ApiCall = {
    method: (request.method ?? 'GET').toUpperCase(),
    url: request.url,
    params: request.params,
    body: request.body,
    ...(request.headers ? { headers: request.headers as Record<string, string> } : {}),
  };
  apiCalls.push(call);
  await Promise.resolve();
  const reply = handler(call) ?? { status: 404, body: { statusCode: 404, message: 'Not Found' } };
  if (reply === 'network-error') return { error: { status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' } };
  if (reply.status >= 400) return { error: { status: reply.status, data: reply.body } };
  return { data: reply.body };
};
