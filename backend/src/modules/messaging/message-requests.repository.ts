import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { noBlockBetween } from '../users/no-block-between';
import { MessageRequestEntity, type MessageRequestStatus } from './entities/message-request.entity';

/** A pending request as she sees it: who wrote, with the specialties they share her interest in, and what. */
export interface ReceivedMessageRequest {
  sender: { id: number; name: string; profileImage: string | null; specialties: string[] };
  message: string;
  createdAt: Date;
}

/** Her pending requests shown at once; a sender waits for her answer, so the list stays short. */
const PENDING_SHOWN = 100;

/** Data access for message requests, by their primary key (sender, recipient) and the recipient's index. */
@Injectable()
export class MessageRequestsRepository {
  constructor(@InjectRepository(MessageRequestEntity) private readonly requests: Repository<MessageRequestEntity>) {}

  /** The request `senderId` sent `recipientId`, whatever its status. */
  find(senderId: number, recipientId: number, tx?: Transaction): Promise<MessageRequestEntity | null> {
    const requests = managerOf(tx)?.getRepository(MessageRequestEntity) ?? this.requests;
    return requests.findOneBy({ senderId, recipientId });
  }

  /** Stores a new pending request; a second one of the same sender to her breaks the primary key. */
  async insert(senderId: number, recipientId: number, messageId: number, tx: Transaction): Promise<void> {
    await managerOf(tx)
      .getRepository(MessageRequestEntity)
      .insert({ senderId, recipientId, messageId, status: 'pending', respondedAt: null });
  }

  /** Answers a pending request; false when there was none pending. */
  async answer(senderId: number, recipientId: number, status: Exclude<MessageRequestStatus, 'pending'>, tx: Transaction): Promise<boolean> {
    const result = await managerOf(tx)
      .getRepository(MessageRequestEntity)
      .update({ senderId, recipientId, status: 'pending' }, { status, respondedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** Ends whatever requests stand between the two, either way, as declined; answers whether there were any. */
  async declineBetween(a: number, b: number, tx: Transaction): Promise<boolean> {
    const requests = managerOf(tx).getRepository(MessageRequestEntity);
    let ended = 0;
    for (const [senderId, recipientId] of [
      [a, b],
      [b, a],
    ]) {
      const result = await requests.update(
        { senderId, recipientId, status: In(['pending', 'accepted']) },
        { status: 'declined', respondedAt: new Date() },
      );
      ended += result.affected ?? 0;
    }
    return ended > 0;
  }

  private pendingQuery(recipientId: number) {
    return this.requests
      .createQueryBuilder('r')
      .innerJoin('r.sender', 's', "s.accountStatus = 'live'")
      .where('r.recipientId = :recipientId AND r.status = :pending', { recipientId, pending: 'pending' })
      .andWhere(noBlockBetween('r.senderId', 'r.recipientId'));
  }

  /** Her pending requests from live nurses she has no block with, the newest first. */
  async pendingFor(recipientId: number): Promise<ReceivedMessageRequest[]> {
    const rows = await this.pendingQuery(recipientId)
      .addSelect(['s.id', 's.name', 's.profileImage', 's.confirmedSpecialties'])
      .innerJoinAndSelect('r.message', 'm')
      .orderBy('r.createdAt', 'DESC')
      .addOrderBy('r.senderId', 'DESC')
      .limit(PENDING_SHOWN)
      .getMany();
    return rows.map(({ sender, message, createdAt }) => ({
      sender: {
        id: sender!.id,
        name: sender!.name,
        profileImage: sender!.profileImage ?? null,
        specialties: sender!.confirmedSpecialties ?? [],
      },
      message: message!.content,
      createdAt,
    }));
  }

  countPendingFor(recipientId: number): Promise<number> {
    return this.pendingQuery(recipientId).getCount();
  }

  /** Whether either of the two accepted a request of the other. */
  acceptedBetween(a: number, b: number): Promise<boolean> {
    return this.requests.exists({
      where: [
        { senderId: a, recipientId: b, status: 'accepted' },
        { senderId: b, recipientId: a, status: 'accepted' },
      ],
    });
  }

  /** Whether the two nurses share a specialty, from the specialties index. */
  async shareSpecialty(a: number, b: number): Promise<boolean> {
    const rows: unknown[] = await this.requests.manager.query(
      'SELECT 1 AS shared FROM user_specialties mine JOIN user_specialties theirs ON theirs.specialty = mine.specialty AND theirs.userId = ? ' +
        'WHERE mine.userId = ? LIMIT 1',
      [b, a],
    );
    return rows.length > 0;
  }
}
