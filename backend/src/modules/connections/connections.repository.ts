import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, LessThanOrEqual, MoreThan, type Repository } from 'typeorm';
import { lockNurses } from '../users/row-locks';
import { managerOf, type Transaction } from '../../database/transaction';
import { UserEntity } from '../users/entities/user.entity';
import { orderedPair, type ConnectionState } from './connection-pair';
import { ConnectionEntity } from './entities/connection.entity';
import { SentRequestEntity } from './entities/sent-request.entity';

/** A pending request with the public face of the nurse who sent it. */
export interface ReceivedRequest {
  connection: ConnectionEntity;
  requester: Pick<UserEntity, 'id' | 'name' | 'profileImage'>;
}

export interface IdPage<T> {
  rows: T[];
  total: number;
}

/** Data access for connections. Lists read one nurse's rows through the addressee and requester indexes. */
@Injectable()
export class ConnectionsRepository {
  constructor(
    @InjectRepository(ConnectionEntity) private readonly connections: Repository<ConnectionEntity>,
    @InjectRepository(UserEntity) private readonly users: Repository<UserEntity>,
  ) {}

  findById(id: number): Promise<ConnectionEntity | null> {
    return this.connections.findOneBy({ id });
  }

  /** The pair's connection, whichever of the two asked. */
  findPair(a: number, b: number, tx?: Transaction): Promise<ConnectionEntity | null> {
    return this.within(tx).findOneBy(orderedPair(a, b));
  }

  /** The nurses she is connected with, through the requester and addressee indexes. */
  async connectedWith(nurseId: number): Promise<number[]> {
    const rows = await this.connections.find({
      select: { requesterId: true, addresseeId: true },
      where: [
        { requesterId: nurseId, status: 'accepted' },
        { addresseeId: nurseId, status: 'accepted' },
      ],
    });
    return rows.map((row) => (row.requesterId === nurseId ? row.addresseeId : row.requesterId));
  }

  /**
   * Holds both nurses' account rows until the transaction ends, taken in id order so that two
   * requests of the same pair, or of the same requester, run one after the other instead of
   * deadlocking (SQLite runs transactions one at a time already).
   */
  lockPair(a: number, b: number, tx: Transaction): Promise<void> {
    return lockNurses([a, b], tx);
  }

  /** Stores a new request, or turns the pair's declined one into this request, and records it as sent. */
  async saveRequest(existing: ConnectionEntity | null, requesterId: number, addresseeId: number, message: string, tx: Transaction) {
    const manager = managerOf(tx);
    const fields = { requesterId, addresseeId, status: 'pending' as const, message, requestedAt: new Date(), respondedAt: null };
    await manager.getRepository(SentRequestEntity).insert({ requesterId, sentAt: fields.requestedAt });
    const repository = this.within(tx);
    if (existing) {
      await repository.update({ id: existing.id }, fields);
      return { ...existing, ...fields };
    }
    return repository.save(repository.create({ ...orderedPair(requesterId, addresseeId), ...fields }));
  }

  /** Answers a pending request; false when it was no longer pending (answered meanwhile). */
  async answer(id: number, status: ConnectionState, tx: Transaction): Promise<boolean> {
    const result = await managerOf(tx)
      .getRepository(ConnectionEntity)
      .update({ id, status: 'pending' }, { status, respondedAt: new Date() });
    return (result.affected ?? 0) > 0;
  }

  /** Requests she sent after `since`, whatever became of them; forgets the ones she sent before. */
  async countSentSince(requesterId: number, since: Date, tx: Transaction): Promise<number> {
    const sent = managerOf(tx).getRepository(SentRequestEntity);
    await sent.delete({ requesterId, sentAt: LessThanOrEqual(since) });
    return sent.countBy({ requesterId, sentAt: MoreThan(since) });
  }

  private pendingQuery(addresseeId: number) {
    return this.connections
      .createQueryBuilder('c')
      .innerJoin(UserEntity, 'u', 'u.id = c.requesterId')
      .where("c.addresseeId = :addresseeId AND c.status = 'pending' AND u.accountStatus = 'live'", { addresseeId });
  }

  /** Pending requests addressed to the nurse from live nurses: her Network badge. */
  countPendingFor(addresseeId: number): Promise<number> {
    return this.pendingQuery(addresseeId).getCount();
  }

  /** Pending requests addressed to the nurse, newest first, from live nurses only. */
  async pendingFor(addresseeId: number, beforeId: number, limit: number): Promise<IdPage<ReceivedRequest>> {
    const [rows, total] = await Promise.all([
      this.pendingQuery(addresseeId)
        .andWhere('c.id < :beforeId', { beforeId })
        .addSelect(['u.id', 'u.name', 'u.profileImage'])
        .orderBy('c.id', 'DESC')
        .limit(limit)
        .getRawAndEntities(),
      this.countPendingFor(addresseeId),
    ]);
    return {
      rows: rows.entities.map((connection, index) => ({
        connection,
        requester: { id: rows.raw[index].u_id, name: rows.raw[index].u_name, profileImage: rows.raw[index].u_profileImage },
      })),
      total,
    };
  }

  /**
   * The nurse's accepted connections with live nurses, newest first: the connection ids and the
   * other nurse of each, then those nurses' accounts.
   */
  async acceptedOf(userId: number, beforeId: number, limit: number): Promise<IdPage<{ connectionId: number; user: UserEntity }>> {
    const side = (mine: 'requesterId' | 'addresseeId', theirs: 'requesterId' | 'addresseeId') =>
      `SELECT c.id AS connectionId, c.${theirs} AS otherId FROM connections c JOIN users u ON u.id = c.${theirs} ` +
      `WHERE c.${mine} = ? AND c.status = 'accepted' AND u.accountStatus = 'live'`;
    const both = `${side('requesterId', 'addresseeId')} UNION ALL ${side('addresseeId', 'requesterId')}`;
    const [page, [{ total }]] = await Promise.all([
      this.connections.query(
        `SELECT connectionId, otherId FROM (${both}) AS mine WHERE connectionId < ? ORDER BY connectionId DESC LIMIT ?`,
        [userId, userId, beforeId, limit],
      ) as Promise<{ connectionId: number | string; otherId: number | string }[]>,
      this.connections.query(`SELECT COUNT(*) AS total FROM (${both}) AS mine`, [userId, userId]) as Promise<{ total: number | string }[]>,
    ]);
    const users = await this.users.findBy({ id: In(page.map((row) => Number(row.otherId))) });
    const byId = new Map(users.map((user) => [user.id, user]));
    return {
      rows: page.flatMap((row) => {
        const user = byId.get(Number(row.otherId));
        return user ? [{ connectionId: Number(row.connectionId), user }] : [];
      }),
      total: Number(total),
    };
  }

  /** Every connection she asked for or was asked for, in any state, oldest first, with both nurses' names. */
  allOf(userId: number): Promise<ConnectionEntity[]> {
    return this.connections.find({
      where: [{ requesterId: userId }, { addresseeId: userId }],
      relations: { requester: true, addressee: true },
      order: { id: 'ASC' },
    });
  }

  private within(tx: Transaction | undefined): Repository<ConnectionEntity> {
    return managerOf(tx)?.getRepository(ConnectionEntity) ?? this.connections;
  }
}
