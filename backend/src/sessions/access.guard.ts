import { ForbiddenException, Injectable, UnauthorizedException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ERRORS } from '@nurse/domain';
import type { AppRequest, RequestAuth } from '../common/request-context';
import { UsersService } from '../modules/users/users.service';
import { ACCESS_KEY, type AccessLevel } from './access.decorator';
import { SessionService } from './session.service';

/** Resolves the caller's sessions and enforces the route's declared access level. */
@Injectable()
export class AccessGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly sessions: SessionService,
    private readonly users: UsersService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const level = this.reflector.getAllAndOverride<AccessLevel | undefined>(ACCESS_KEY, [context.getHandler(), context.getClass()]);
    if (!level) throw new ForbiddenException('This route has no access rule');
    const req = context.switchToHttp().getRequest<AppRequest>();
    req.auth = await this.resolveAuth(req, level);

    switch (level) {
      case 'public':
        return true;
      case 'nurse':
        if (!req.auth.user) throw new UnauthorizedException(ERRORS.notSignedIn);
        return true;
      case 'admin':
        if (!req.auth.isAdmin) throw new UnauthorizedException(ERRORS.adminRequired);
        return true;
      case 'nurse-or-admin':
        if (!req.auth.user && !req.auth.isAdmin) throw new UnauthorizedException(ERRORS.notSignedIn);
        return true;
    }
  }

  private async resolveAuth(req: AppRequest, level: AccessLevel): Promise<RequestAuth> {
    const wantsUser = level !== 'admin';
    const wantsAdmin = level === 'admin' || level === 'nurse-or-admin' || level === 'public';
    const [userSession, adminSession] = await Promise.all([
      wantsUser ? this.sessions.resolve(req, 'user') : null,
      wantsAdmin ? this.sessions.resolve(req, 'admin') : null,
    ]);
    const user = userSession?.userId ? await this.users.findById(userSession.userId) : null;
    return {
      user,
      userSessionId: user ? userSession!.id : null,
      isAdmin: adminSession !== null,
      adminSessionId: adminSession?.id ?? null,
    };
  }
}
