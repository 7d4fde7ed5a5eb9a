import type { AccountStatus } from '@nurse/domain';
import type { Request } from 'express';
import type { StaffMember } from './staff-member';

/** The signed-in nurse as the request path reads her: her id and account status. */
export interface RequestAccount {
  id: number;
  accountStatus: AccountStatus;
}

/**
 * What the access guard learns about the caller, attached to the request. The nurse is whatever her
 * accounts' module loaded for her session; a feature that owns that record names it as `Account`.
 */
export interface RequestAuth<Account extends RequestAccount = RequestAccount> {
  user: Account | null;
  userSessionId: string | null;
  /** A staff person with her second factor on (what every admin route needs, with her role). */
  isAdmin: boolean;
  adminSessionId: string | null;
  /** The staff person signed in on this request, second factor on or not. */
  staff: StaffMember | null;
}

export interface AppRequest extends Request {
  id: string;
  auth?: RequestAuth;
}
