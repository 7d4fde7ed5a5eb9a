import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RATE_LIMIT_KEY, type RateLimitedAction } from './rate-limit.constants';
import { RateLimitGuard } from './rate-limit.guard';

/** Limits the route's attempts for the action, per client IP and, where it names one, per account. */
export const RateLimit = (action: RateLimitedAction) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, action),
    UseGuards(RateLimitGuard),
    ApiResponse({ status: 429, description: 'Too many attempts; see the Retry-After header', type: ErrorResponseDto }),
  );
