import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { AppRequest } from '../common/request-context';
import { RATE_LIMIT_KEY, type RateLimitedAction } from './rate-limit.constants';
import { emailAccountKey, resetTokenAccountKey } from './rate-limit-keys';
import { RateLimitService } from './rate-limit.service';

/** The account an attempt is aimed at, when the request names one. */
function accountKey(action: RateLimitedAction, req: AppRequest): string | null {
  const body = (req.body ?? {}) as Record<string, unknown>;
  switch (action) {
    case 'login':
    case 'register':
    case 'forgot-password':
      return typeof body.email === 'string' ? emailAccountKey(body.email) : null;
    case 'reset-password':
    case 'staff-join':
      return typeof body.token === 'string' ? resetTokenAccountKey(body.token) : null;
    case 'invites':
    case 'uploads':
      return req.auth?.user ? `user:${req.auth.user.id}` : req.auth?.staff ? `staff:${req.auth.staff.id}` : null;
    case 'admin-login':
    case 'packet-links':
    // Counted per account by the service, once it knows whose code it is.
    case 'second-factor':
      return null;
  }
}

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const action = this.reflector.get<RateLimitedAction | undefined>(RATE_LIMIT_KEY, context.getHandler());
    if (!action) return true;
    const req = context.switchToHttp().getRequest<AppRequest>();
    await this.limits.consume(action, req.ip ?? 'unknown', accountKey(action, req));
    return true;
  }
}
