import { isRejectedWithValue, type UnknownAction } from '@reduxjs/toolkit';
import { httpStatusOf } from './errors';

export interface UnauthorizedCall {
  /** The reducer path of the api that made the call. */
  apiPath: string;
  endpoint: string;
}

/**
 * The call an RTK Query action reports as refused with 401, when it comes from one of `apiPaths`;
 * otherwise null. Hosts read it as the server having ended the nurse's session.
 */
export function unauthorizedCall(action: UnknownAction, apiPaths: ReadonlySet<string>): UnauthorizedCall | null {
  if (!isRejectedWithValue(action) || httpStatusOf(action.payload) !== 401) return null;
  const apiPath = action.type.slice(0, action.type.indexOf('/'));
  if (!apiPaths.has(apiPath)) return null;
  const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
  return endpoint ? { apiPath, endpoint } : null;
}
