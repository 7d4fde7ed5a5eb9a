import { applyDecorators, UseInterceptors } from '@nestjs/common';
import { ApiHeader, ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';
import { IDEMPOTENCY_KEY_HEADER } from './idempotency-key-header';
import { IdempotencyInterceptor } from './idempotency.interceptor';

/**
 * Lets a nurse retry the route safely: with the same Idempotency-Key and body within a day she gets
 * the first answer again and the work is done once.
 */
export const Idempotent = () =>
  applyDecorators(
    UseInterceptors(IdempotencyInterceptor),
    ApiHeader({
      name: IDEMPOTENCY_KEY_HEADER,
      required: false,
      description:
        'A key you choose per request (8–100 letters, digits, hyphens or underscores; a UUID will do). Repeating the request ' +
        'with the same key and body within 24 hours returns the first answer, marked with `Idempotent-Replayed: true`, and does ' +
        'nothing again; the same key with another body is a 409, and so is a repeat while the first is still being processed ' +
        'for more than a few seconds. A malformed key is a 400. A request that fails frees its key.',
      schema: { type: 'string', minLength: 8, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' },
    }),
    ApiResponse({
      status: 409,
      description: 'The Idempotency-Key was used with another request, or a request with it is still being processed',
      type: ErrorResponseDto,
    }),
  );
