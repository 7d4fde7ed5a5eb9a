import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Brackets, type EntityManager, type Repository } from 'typeorm';
import { prefixRange } from '../../database/prefix-range';
import { InvitationEntity } from './entities/invitation.entity';

export interface InvitationPageQuery {
  emailPrefix?: string;
  after?: { at: Date; id: number };
  limit: number;
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

  /**
   * Invitations, most recently sent first, after `after` (the last of the page before) when given,
   * from the index on (lastSentAt, id); `emailPrefix` keeps the addresses that start with it.
   */
  async mostRecentlySent({ emailPrefix, after, limit }: InvitationPageQuery): Promise<InvitationEntity[]> {
    const query = this.invitations
      .createQueryBuilder('i')
      .leftJoinAndSelect('i.invitedBy', 'inviter')
      .orderBy('i.lastSentAt', 'DESC')
      .addOrderBy('i.id', 'DESC')
      .take(limit);
    if (emailPrefix) query.andWhere('i.email >= :from AND i.email < :to', prefixRange(emailPrefix));
    if (after) {
      query.andWhere(
        new Brackets((qb) =>
          qb.where('i.lastSentAt < :at', after).orWhere(new Brackets((same) => same.where('i.lastSentAt = :at').andWhere('i.id < :id'))),
        ),
      );
    }
    return query.getMany();
  }

  /** Invitations to addresses that start with `emailPrefix`, counted through the email index. */
  countByEmailPrefix(emailPrefix: string): Promise<number> {
    return this.invitations.createQueryBuilder('i').where('i.email >= :from AND i.email < :to', prefixRange(emailPrefix)).getCount();
  }
}
