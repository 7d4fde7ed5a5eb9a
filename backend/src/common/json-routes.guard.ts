import { Injectable, SetMetadata, UnsupportedMediaTypeException, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ERRORS } from '@nurse/domain';

const ACCEPTS_OTHER_BODIES = 'accepts-other-bodies';

/** Marks a route that reads a multipart upload instead of a JSON body. */
export const AcceptsMultipart = () => SetMetadata(ACCEPTS_OTHER_BODIES, true);

/**
 * Marks a route that reads no body at all, so any type is let through unread: a mail provider's
 * one-click unsubscribe posts a form (RFC 8058) that the route has no use for.
 */
export const IgnoresBody = () => SetMetadata(ACCEPTS_OTHER_BODIES, true);

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Every other route reads JSON: a body of any other type is refused (415) before it is read,
 * rather than ignored as if no body had been sent. A guard, not an interceptor: a route without
 * interceptors is answered without Nest's per-request observable pipeline.
 */
@Injectable()
export class JsonRoutesGuard implements CanActivate {
  constructor(private readonly reflector: Reflector) {}

  canActivate(context: ExecutionContext): boolean {
    const req = context.switchToHttp().getRequest<Request>();
    if (hasBody(req) && !req.is('application/json') && !this.reflector.get<boolean>(ACCEPTS_OTHER_BODIES, context.getHandler())) {
      throw new UnsupportedMediaTypeException(ERRORS.jsonRequired);
    }
    return true;
  }
}
