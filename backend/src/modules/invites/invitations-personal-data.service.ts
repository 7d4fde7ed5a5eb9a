import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { UsersRepository } from '../users/users.repository';
import { InvitationEntity } from './entities/invitation.entity';

/** The colleagues she invited: the `invitations` section of her data. */
@Injectable()
export class InvitationsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'invitations';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [{ path: 'invitations.json', description: 'the addresses you invited to join, how many times and when last' }];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const sent = await this.rows.find({ entity: InvitationEntity, column: 'invitedByUserId' }, userId, 'id');
    await archive.json(
      'invitations.json',
      sent.map((invitation) => ({ email: invitation.email, timesSent: invitation.sendCount, lastSentAt: invitation.lastSentAt })),
    );
  }

  /** The invitations she sent, and those sent to her address (which name her). Runs before her account row becomes a tombstone. */
  async erase(userId: number): Promise<void> {
    await this.rows.deleteRows(userId, [{ entity: InvitationEntity, column: 'invitedByUserId' }]);
    const user = await this.users.findById(userId);
    if (user && user.accountStatus !== 'deleted') await this.rows.deleteWhereIn(InvitationEntity, 'email', [user.email]);
  }
}
