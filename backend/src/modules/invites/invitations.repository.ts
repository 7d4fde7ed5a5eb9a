import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import type { AccountStatus } from '@nurse/domain';
import { COUNTED_ROWS, CountersRepository, totalOfPage } from '../../database/counters.repository';
import { dateParameter } from '../../database/entity-row-mapper';
import { PreparedEntityQuery } from '../../database/key-lookup';
import { prefixRange } from '../../database/prefix-range';
import { InvitationEntity } from './entities/invitation.entity';

/** Later than any invitation: where the first page starts. */
const END_OF_TIME = new Date('9999-12-31T00:00:00.000Z');

/** An invitation as the admin list shows it. */
export interface SentInvitation {
  invitation: InvitationEntity;
  /** Null when an administrator sent it. */
  inviter: { id: number; name: string; email: string } | null;
  /** The account the address signed up with; null while there is none. */
  inviteeStatus: AccountStatus | null;
}

/** A page of invitations with how many match in all. */
export interface SentInvitationPage {
  rows: SentInvitation[];
  total: number;
}

export interface InvitationPageQuery {
  emailPrefix?: string;
  after?: { at: Date; id: number };
  limit: number;
}

/** Data access for invitations. */
@Injectable()
export class InvitationsRepository {
  private readonly sentBefore: PreparedEntityQuery<InvitationEntity>;
  private readonly sentBeforeWithPrefix: PreparedEntityQuery<InvitationEntity>;

  constructor(
    @InjectRepository(InvitationEntity) private readonly invitations: Repository<InvitationEntity>,
    private readonly counters: CountersRepository,
  ) {
    // The inviter's name and address, the status of the account the invitation led to, if any, and
    // the list's total, so that a page is one round trip.
    const joins =
      'LEFT JOIN users inviter ON inviter.id = invitations.invitedByUserId LEFT JOIN users invitee ON invitee.email = invitations.email';
    const columns = { inviterName: 'inviter.name', inviterEmail: 'inviter.email', inviteeStatus: 'invitee.accountStatus' };
    // Rows before (lastSentAt, id), written as a range on lastSentAt that both databases read from the
    // index's position (a disjunction alone makes SQLite walk the index from its end to the cursor).
    const keyset =
      'invitations.lastSentAt <= ? AND (invitations.lastSentAt < ? OR invitations.id < ?) ' +
      'ORDER BY invitations.lastSentAt DESC, invitations.id DESC LIMIT ?';
    this.sentBefore = new PreparedEntityQuery(invitations, `WHERE ${keyset}`, undefined, {
      joins,
      columns: { ...columns, total: CountersRepository.subquery(COUNTED_ROWS.invitations) },
    });
    this.sentBeforeWithPrefix = new PreparedEntityQuery(
      invitations,
      `WHERE invitations.email >= ? AND invitations.email < ? AND ${keyset}`,
      undefined,
      {
        joins,
        columns: { ...columns, total: '(SELECT COUNT(*) FROM invitations counted WHERE counted.email >= ? AND counted.email < ?)' },
      },
    );
  }

  // Writers take an optional `tx` that runs them in the caller's transaction.

  findByEmailAndInviter(email: string, inviterKey: string, tx?: Transaction): Promise<InvitationEntity | null> {
    return this.within(tx).findOneBy({ email, inviterKey });
  }

  /** The most recently sent invitation of that address, whoever sent it. */
  findLatestByEmail(email: string, tx?: Transaction): Promise<InvitationEntity | null> {
    return this.within(tx).findOne({ where: { email }, order: { lastSentAt: 'DESC', id: 'DESC' } });
  }

  async recordResend(id: number, at: Date, tx?: Transaction): Promise<void> {
    const invitations = this.within(tx);
    await invitations.increment({ id }, 'sendCount', 1);
    await invitations.update({ id }, { lastSentAt: at });
  }

  async insert(email: string, inviterKey: string, invitedByUserId: number | null, at: Date, tx?: Transaction): Promise<void> {
    await this.within(tx).insert({ email, inviterKey, invitedByUserId, sendCount: 1, lastSentAt: at });
  }

  private within(tx: Transaction | undefined): Repository<InvitationEntity> {
    return managerOf(tx)?.getRepository(InvitationEntity) ?? this.invitations;
  }

  countByInviter(inviterKey: string): Promise<number> {
    return this.invitations.countBy({ inviterKey });
  }

  /**
   * Invitations, most recently sent first, after `after` (the last of the page before) when given,
   * from the index on (lastSentAt, id); `emailPrefix` keeps the addresses that start with it. Each
   * comes with its inviter and the status of the account it led to, and the page with the total of
   * the list, read in the same statement.
   */
  async mostRecentlySent({ emailPrefix, after, limit }: InvitationPageQuery): Promise<SentInvitationPage> {
    const at = dateParameter(this.invitations.manager.connection, after?.at ?? END_OF_TIME);
    const keyset = [at, at, after?.id ?? Number.MAX_SAFE_INTEGER, limit];
    let rows;
    if (emailPrefix) {
      const { from, to } = prefixRange(emailPrefix);
      rows = await this.sentBeforeWithPrefix.allJoined([from, to, from, to, ...keyset]);
    } else {
      rows = await this.sentBefore.allJoined(keyset);
    }
    const total = await totalOfPage(rows[0]?.joined, !after, () => this.count(emailPrefix));
    return { rows: rows.map(({ entity, joined }) => sentInvitation(entity, joined)), total };
  }

  private async count(emailPrefix: string | undefined): Promise<number> {
    if (emailPrefix) return this.countByEmailPrefix(emailPrefix);
    const [count] = await this.counters.read(COUNTED_ROWS.invitations);
    return count;
  }

  /** Invitations to addresses that start with `emailPrefix`, counted through the email index. */
  private countByEmailPrefix(emailPrefix: string): Promise<number> {
    return this.invitations.createQueryBuilder('i').where('i.email >= :from AND i.email < :to', prefixRange(emailPrefix)).getCount();
  }
}

function sentInvitation(invitation: InvitationEntity, joined: Record<string, unknown>): SentInvitation {
  const inviter =
    invitation.invitedByUserId === null
      ? null
      : { id: invitation.invitedByUserId, name: joined.inviterName as string, email: joined.inviterEmail as string };
  return { invitation, inviter, inviteeStatus: (joined.inviteeStatus ?? null) as AccountStatus | null };
}
