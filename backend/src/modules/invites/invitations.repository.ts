import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { containsPattern, LIKE_ESCAPE } from '../../database/like-pattern';
import { InvitationEntity } from './entities/invitation.entity';

export interface InvitationSearch {
  search?: string;
  page: number;
  pageSize: number;
}

/** Data access for invitations. */
@Injectable()
export class InvitationsRepository {
  constructor(@InjectRepository(InvitationEntity) private readonly invitations: Repository<InvitationEntity>) {}

  // Writers take an optional `manager` that runs them in the caller's transaction.

  findByEmailAndInviter(email: string, inviterKey: string, manager?: EntityManager): Promise<InvitationEntity | null> {
    return this.within(manager).findOneBy({ email, inviterKey });
  }

  /** The most recently sent invitation of that address, whoever sent it. */
  findLatestByEmail(email: string, manager?: EntityManager): Promise<InvitationEntity | null> {
    return this.within(manager).findOne({ where: { email }, order: { lastSentAt: 'DESC', id: 'DESC' } });
  }

  async recordResend(id: number, at: Date, manager?: EntityManager): Promise<void> {
    const invitations = this.within(manager);
    await invitations.increment({ id }, 'sendCount', 1);
    await invitations.update({ id }, { lastSentAt: at });
  }

  async insert(email: string, inviterKey: string, invitedByUserId: number | null, at: Date, manager?: EntityManager): Promise<void> {
    await this.within(manager).insert({ email, inviterKey, invitedByUserId, sendCount: 1, lastSentAt: at });
  }

  private within(manager: EntityManager | undefined): Repository<InvitationEntity> {
    return manager?.getRepository(InvitationEntity) ?? this.invitations;
  }

  countByInviter(inviterKey: string): Promise<number> {
    return this.invitations.countBy({ inviterKey });
  }

  /** Invitations, most recently sent first, optionally filtered by the invited address. */
  async search({ search, page, pageSize }: InvitationSearch): Promise<{ items: InvitationEntity[]; total: number }> {
    const query = this.invitations
      .createQueryBuilder('i')
      .leftJoinAndSelect('i.invitedBy', 'inviter')
      .orderBy('i.lastSentAt', 'DESC')
      .addOrderBy('i.id', 'DESC');
    const term = search?.trim().toLowerCase();
    if (term) query.where(`i.email LIKE :like ${LIKE_ESCAPE}`, { like: containsPattern(term) });
    const [items, total] = await query
      .skip((page - 1) * pageSize)
      .take(pageSize)
      .getManyAndCount();
    return { items, total };
  }
}
