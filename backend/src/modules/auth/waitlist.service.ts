import { Injectable } from '@nestjs/common';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { InvitesService } from '../invites/invites.service';

export interface WaitlistStatus {
  position: number | null;
  pendingTotal: number;
  invitesSent: number;
}

/** Where a nurse stands on the waitlist. */
@Injectable()
export class WaitlistService {
  constructor(
    private readonly users: UsersService,
    private readonly invites: InvitesService,
  ) {}

  async status(user: UserEntity): Promise<WaitlistStatus> {
    const [position, pendingTotal, invitesSent] = await Promise.all([
      user.accountStatus === 'pending' ? this.users.waitlistPosition(user) : Promise.resolve(null),
      this.users.countPending(),
      this.invites.countSentBy(user),
    ]);
    return { position, pendingTotal, invitesSent };
  }
}
