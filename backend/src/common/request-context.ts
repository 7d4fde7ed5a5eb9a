import type { AccountStatus } from '@nurse/domain';
import type { Request } from 'express';

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
  isAdmin: boolean;
  adminSessionId: string | null;
}

export interface AppRequest extends Request {
  id: string;
  auth?: RequestAuth;
}
