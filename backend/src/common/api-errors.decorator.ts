import { applyDecorators } from '@nestjs/common';
import { ApiResponse } from '@nestjs/swagger';
import { ErrorResponseDto } from './error-response.dto';

const DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input; `errors` names the fields',
  401: 'Not signed in, or wrong credentials',
  403: 'Signed in but not allowed, or a cross-site request',
  404: 'Not found',
  409: 'Conflicts with an existing record',
  410: 'Gone: it was there and has been removed',
  413: 'Request body too large',
  415: 'A request body that is not JSON',
  429: 'Too many attempts; see the Retry-After header',
};

/** Documents the error responses of an endpoint, all in the shared error shape. */
export function ApiErrors(...statuses: number[]): MethodDecorator & ClassDecorator {
  return applyDecorators(
    ...statuses.map((status) => ApiResponse({ status, description: DESCRIPTIONS[status] ?? 'Error', type: ErrorResponseDto })),
  );
}
