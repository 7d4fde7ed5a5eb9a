import { Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { sessionToken } from '../session-cookie';
import { SessionService } from '../session.service';

export const ADMIN_SESSION_STRATEGY = 'admin-session';

export interface AdminPrincipal {
  sessionId: string;
}

/** The administrator's server-side session, named by the `admin_sid` cookie. */
@Injectable()
export class AdminSessionStrategy extends PassportStrategy(Strategy, ADMIN_SESSION_STRATEGY) {
  constructor(private readonly sessions: SessionService) {
    super();
  }

  async validate(req: Request): Promise<AdminPrincipal | null> {
    const session = await this.sessions.resolve('admin', sessionToken(req, 'admin'));
    return session ? { sessionId: session.id } : null;
  }
}
