import {
  Injectable,
  SetMetadata,
  UnsupportedMediaTypeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
} from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { ERRORS } from '@nurse/domain';
import type { Observable } from 'rxjs';

const ACCEPTS_MULTIPART = 'accepts-multipart';

/** Marks a route that reads a multipart upload instead of a JSON body. */
export const AcceptsMultipart = () => SetMetadata(ACCEPTS_MULTIPART, true);

function hasBody(req: Request): boolean {
  return req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
}

/**
 * Every other route reads JSON: a body of any other type is refused (415) before it is read,
 * rather than ignored as if no body had been sent.
 */
@Injectable()
export class JsonRoutesInterceptor implements NestInterceptor {
  constructor(private readonly reflector: Reflector) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const req = context.switchToHttp().getRequest<Request>();
    if (hasBody(req) && !req.is('application/json') && !this.reflector.get<boolean>(ACCEPTS_MULTIPART, context.getHandler())) {
      throw new UnsupportedMediaTypeException(ERRORS.jsonRequired);
    }
    return next.handle();
  }
}
