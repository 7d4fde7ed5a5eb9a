import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { SESSION_ACCOUNTS, type SessionAccount, type SessionAccounts } from '../session-accounts';
import { sessionToken } from '../session-cookie';
import { SessionService } from '../session.service';

export const NURSE_SESSION_STRATEGY = 'nurse-session';

export interface NursePrincipal {
  user: SessionAccount;
  sessionId: string;
}

/** A nurse's server-side session, named by the `sid` cookie. Fails (no principal) without a live session. */
@Injectable()
export class NurseSessionStrategy extends PassportStrategy(Strategy, NURSE_SESSION_STRATEGY) {
  constructor(
    private readonly sessions: SessionService,
    @Inject(SESSION_ACCOUNTS) private readonly accounts: SessionAccounts,
  ) {
    super();
  }

  async validate(req: Request): Promise<NursePrincipal | null> {
    const found = await this.sessions.resolveWithUser('user', sessionToken(req, 'user'), (id) => this.accounts.findById(id));
    return found ? { user: found.user, sessionId: found.session.id } : null;
  }
}
