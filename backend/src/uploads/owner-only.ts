import { ForbiddenException } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import type { RequestAuth } from '../common/request-context';

/** Only the record's owner may change it; administrators are not owners. */
export function assertOwner(auth: RequestAuth | undefined, userId: number): void {
  if (auth?.user?.id !== userId) throw new ForbiddenException(ERRORS.forbidden);
}
