import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import type { Request } from 'express';
import { Strategy } from 'passport-custom';
import { sessionToken } from '../session-cookie';
import { SessionService } from '../session.service';
import { STAFF_DIRECTORY, type StaffDirectory, type StaffMember } from '../staff-member';

export const ADMIN_SESSION_STRATEGY = 'admin-session';

export interface AdminPrincipal {
  sessionId: string;
  staff: StaffMember;
}

/**
 * The staff person's server-side session, named by the `admin_sid` cookie. Her account is read on every
 * request, so a role change or her removal counts at once.
 */
@Injectable()
export class AdminSessionStrategy extends PassportStrategy(Strategy, ADMIN_SESSION_STRATEGY) {
  constructor(
    private readonly sessions: SessionService,
    @Inject(STAFF_DIRECTORY) private readonly staff: StaffDirectory,
  ) {
    super();
  }

  async validate(req: Request): Promise<AdminPrincipal | null> {
    const session = await this.sessions.resolve('admin', sessionToken(req, 'admin'));
    if (!session || session.userId === null) return null;
    const staff = await this.staff.findById(session.userId);
    return staff ? { sessionId: session.id, staff } : null;
  }
}
