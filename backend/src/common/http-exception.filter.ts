import { ArgumentsHost, Catch, HttpException, HttpStatus, Logger, type ExceptionFilter } from '@nestjs/common';
import type { Response } from 'express';
import { ERRORS } from '@nurse/domain';
import { routePattern } from './route-pattern';
import type { AppRequest } from './request-context';
import { DomainError, InvalidInputError, TooManyAttemptsError, UnavailableError, type DomainErrorKind } from './domain-errors';
import type { FieldErrorDto } from './error-response.dto';
import { isUnavailability } from './unavailability';
import { closeUnreadBody } from './unread-body';

const DOMAIN_ERROR_STATUS: Record<DomainErrorKind, HttpStatus> = {
  'invalid-input': HttpStatus.BAD_REQUEST,
  'not-signed-in': HttpStatus.UNAUTHORIZED,
  forbidden: HttpStatus.FORBIDDEN,
  'not-found': HttpStatus.NOT_FOUND,
  gone: HttpStatus.GONE,
  conflict: HttpStatus.CONFLICT,
  'too-many-attempts': HttpStatus.TOO_MANY_REQUESTS,
  unavailable: HttpStatus.SERVICE_UNAVAILABLE,
};

export interface ErrorBody {
  statusCode: number;
  message: string;
  errors?: FieldErrorDto[];
}

/**
 * The domain error a failure stands for: a driver's "cannot reach the database or Redis" (in whatever
 * wrapper) becomes UnavailableError; anything else stays as it is.
 */
export function toDomainFailure(exception: unknown): unknown {
  if (exception instanceof UnavailableError || !isUnavailability(exception)) return exception;
  return new UnavailableError();
}

/** Reads the status and a person-readable message out of anything thrown. */
export function toErrorBody(thrown: unknown): ErrorBody {
  const exception = toDomainFailure(thrown);
  if (exception instanceof DomainError) {
    const statusCode = DOMAIN_ERROR_STATUS[exception.kind];
    const errors = exception instanceof InvalidInputError ? exception.errors : undefined;
    return errors ? { statusCode, message: exception.message, errors } : { statusCode, message: exception.message };
  }
  if (exception instanceof HttpException) {
    const statusCode = exception.getStatus();
    const response = exception.getResponse();
    if (typeof response === 'string') return { statusCode, message: response };
    const body = response as { message?: unknown; errors?: FieldErrorDto[] };
    const message = Array.isArray(body.message) ? String(body.message[0]) : String(body.message ?? exception.message);
    return body.errors ? { statusCode, message, errors: body.errors } : { statusCode, message };
  }
  const status = (exception as { status?: unknown; type?: unknown })?.status;
  const type = (exception as { type?: unknown })?.type;
  if (type === 'entity.too.large' || status === 413) return { statusCode: 413, message: ERRORS.payloadTooLarge };
  if (type === 'entity.parse.failed') return { statusCode: 400, message: ERRORS.malformedJson };
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { statusCode: status, message: (exception as Error).message || 'Bad request' };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: ERRORS.internal };
}

function describe(exception: unknown): string {
  if (!(exception instanceof Error)) return String(exception);
  const code = (exception as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${exception.message}` : exception.message;
}

/** One error shape for every failure; internals are logged with the request id, never sent. */
@Catch()
export class HttpExceptionFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  catch(exception: unknown, host: ArgumentsHost): void {
    const response = host.switchToHttp().getResponse<Response>();
    const request = host.switchToHttp().getRequest<AppRequest>();
    const failure = toDomainFailure(exception);
    const body = toErrorBody(failure);
    // The route as declared, never the address: a packet, unsubscribe or calendar link's token is in it.
    const what = () => `request ${request.id} ${request.method} ${routePattern(request)}`;
    if (failure instanceof UnavailableError) {
      // Every request fails this way during an outage: one line each, without the stack.
      this.logger.warn(`${what()}: unavailable (${describe(exception)})`);
    } else if (body.statusCode >= 500 && failure instanceof HttpException) {
      // A 5xx answered on purpose (readiness while shutting down or with a dependency down).
      this.logger.warn(`${what()}: ${body.statusCode} ${body.message}`);
    } else if (body.statusCode >= 500) {
      this.logger.error(`${what()}: ${(exception as Error)?.stack ?? String(exception)}`);
    }
    closeUnreadBody(request, response);
    if (response.headersSent) return;
    if (failure instanceof TooManyAttemptsError || failure instanceof UnavailableError) {
      response.setHeader('Retry-After', String(failure.retryAfterSeconds));
    }
    response.status(body.statusCode).json(body);
  }
}
