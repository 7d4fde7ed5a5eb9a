import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { AppRequest, RequestAuth } from '../common/request-context';
import type { SessionAccount } from './session-accounts';

/** The caller as resolved by the access guard. */
export const CurrentAuth = createParamDecorator((_data: unknown, context: ExecutionContext): RequestAuth => {
  const auth = context.switchToHttp().getRequest<AppRequest>().auth;
  return auth ?? { user: null, userSessionId: null, isAdmin: false, adminSessionId: null, staff: null };
});

/** The signed-in nurse; only on routes whose access level guarantees one. */
export const CurrentUser = createParamDecorator((_data: unknown, context: ExecutionContext): SessionAccount => {
  const user = context.switchToHttp().getRequest<AppRequest>().auth?.user;
  if (!user) throw new Error('CurrentUser used on a route without a signed-in nurse');
  return user;
});
