import type { Request } from 'express';
import type { UserEntity } from '../modules/users/entities/user.entity';

/** What the access guard learns about the caller, attached to the request. */
export interface RequestAuth {
  user: UserEntity | null;
  userSessionId: string | null;
  isAdmin: boolean;
  adminSessionId: string | null;
}

export interface AppRequest extends Request {
  id: string;
  auth?: RequestAuth;
}
