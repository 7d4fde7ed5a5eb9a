import { applyDecorators, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from '../common/error-response.dto';
import { RateLimitGuard } from './rate-limit.guard';

/** Rate-limited actions; each is limited per client IP and, where it names one, per account. */
export const RATE_LIMITED_ACTIONS = ['login', 'register', 'forgot-password', 'reset-password', 'admin-login', 'invites', 'uploads'] as const;
export type RateLimitedAction = (typeof RATE_LIMITED_ACTIONS)[number];

export const RATE_LIMIT_KEY = 'rate-limit';

export const RateLimit = (action: RateLimitedAction) =>
  applyDecorators(
    SetMetadata(RATE_LIMIT_KEY, action),
    UseGuards(RateLimitGuard),
    ApiResponse({ status: 429, description: 'Too many attempts; see the Retry-After header', type: ErrorResponseDto }),
  );
