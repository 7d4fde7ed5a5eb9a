import { Inject, Injectable } from '@nestjs/common';
import { ERRORS } from '@nurse/domain';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError, TooManyAttemptsError } from '../../common/domain-errors';
import { decodeIdCursor, keysetPage } from '../../common/page-cursor';
import type { AppConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { UnitOfWork } from '../../database/unit-of-work.service';
import type { UserEntity } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import {
  requestObstacle,
  statusView,
  storedState,
  type ConnectionAnswer,
  type ConnectionStatusView,
  type RequestObstacle,
} from './connection-pair';
import { ConnectionRequestChecks } from './connection-request-checks.registry';
import { BlockedNursesCacheService } from './blocked-nurses-cache.service';
import { BlocksRepository } from './blocks.repository';
import { ConnectedNursesCacheService } from './connected-nurses-cache.service';
import { ConnectionsRepository, type ReceivedRequest } from './connections.repository';
import { PendingRequestsCacheService, type PendingPage } from './pending-requests-cache.service';
import type { ConnectionEntity } from './entities/connection.entity';

const DAY_MS = 24 * 3600_000;
const FIRST_PAGE = Number.MAX_SAFE_INTEGER;

const OBSTACLE_MESSAGES: Record<Exclude<RequestObstacle, null>, string> = {
  'already-connected': ERRORS.alreadyConnected,
  'already-requested': ERRORS.alreadyRequested,
  'asked-by-other': ERRORS.askedByOther,
  declined: ERRORS.requestDeclined,
};

export interface PageRequest {
  cursor?: string;
  pageSize: number;
}

export interface ConnectionStatus {
  id: number | null;
  status: ConnectionStatusView;
  requesterId: number | null;
}

/** Connection requests between live nurses, their answers, and who is connected with whom. */
@Injectable()
export class ConnectionsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly connections: ConnectionsRepository,
    private readonly blocks: BlocksRepository,
    private readonly users: UsersService,
    private readonly unitOfWork: UnitOfWork,
    private readonly pendingPages: PendingRequestsCacheService,
    private readonly blockedNurses: BlockedNursesCacheService,
    private readonly connectedNurses: ConnectedNursesCacheService,
    private readonly checks: ConnectionRequestChecks,
  ) {}

  /** `requester` asks `addresseeId` to connect, with a note. */
  async request(requester: UserEntity, addresseeId: number, note: string): Promise<ConnectionEntity> {
    if (addresseeId === requester.id) throw new InvalidInputError(ERRORS.connectionWithSelf);
    await this.users.getNetworkMember(addresseeId);
    if (await this.blocks.eitherWay(requester.id, addresseeId)) throw new ForbiddenError(ERRORS.cannotContact);
    await this.checks.assertAllowed(requester.id, addresseeId);
    const requesterId = requester.id;
    const connection = await this.unitOfWork.run(async (tx) => {
      await this.connections.lockPair(requesterId, addresseeId, tx);
      const existing = await this.connections.findPair(requesterId, addresseeId, tx);
      const obstacle = requestObstacle(existing, requesterId);
      if (obstacle) throw new ConflictError(OBSTACLE_MESSAGES[obstacle]);
      const limit = this.config.connectionRequestsPerDay;
      const sentToday = await this.connections.countSentSince(requesterId, new Date(Date.now() - DAY_MS), tx);
      if (sentToday >= limit) throw new TooManyAttemptsError(3600, ERRORS.connectionRequestsPerDay(limit));
      const saved = await this.connections.saveRequest(existing, requesterId, addresseeId, note, tx);
      tx.record({ type: 'connection-requested', requesterId, requesterName: requester.name, addresseeId });
      return saved;
    });
    return connection;
  }

  /** The nurse a request was sent to accepts or declines it. */
  async answer(nurse: UserEntity, connectionId: number, answer: ConnectionAnswer): Promise<ConnectionEntity> {
    const connection = await this.connections.findById(connectionId);
    const isParty = connection && (connection.requesterId === nurse.id || connection.addresseeId === nurse.id);
    if (!connection || !isParty) throw new NotFoundError(ERRORS.connectionNotFound);
    if (connection.addresseeId !== nurse.id) throw new ForbiddenError(ERRORS.onlyAddresseeAnswers);
    const status = storedState(answer);
    if (connection.status !== 'pending') throw new ConflictError(ERRORS.connectionAnswered);
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.connections.answer(connection.id, status, tx))) throw new ConflictError(ERRORS.connectionAnswered);
      tx.record({
        type: 'connection-answered',
        requesterId: connection.requesterId,
        addresseeId: nurse.id,
        addresseeName: nurse.name,
        accepted: status === 'accepted',
      });
    });
    return { ...connection, status };
  }

  /**
   * She blocks another nurse: their connection or request goes, and nothing new can pass between them.
   * Once lifted, the nurse blocked stands as if declined (see BlocksRepository.block).
   */
  async block(nurse: UserEntity, otherUserId: number): Promise<void> {
    if (otherUserId === nurse.id) throw new InvalidInputError(ERRORS.blockSelf);
    // A nurse outside the network answers as an unknown id does, so that blocks cannot tell which ids exist.
    await this.users.getNetworkMember(otherUserId);
    await this.unitOfWork.run(async (tx) => {
      await this.blocks.block(nurse.id, otherUserId, tx);
      tx.record({ type: 'block-changed', nurseIds: [nurse.id, otherUserId], blocked: true });
    });
  }

  async unblock(nurse: UserEntity, otherUserId: number): Promise<void> {
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.blocks.unblock(nurse.id, otherUserId, tx))) throw new NotFoundError(ERRORS.blockNotFound);
      tx.record({ type: 'block-changed', nurseIds: [nurse.id, otherUserId], blocked: false });
    });
  }

  blockedBy(nurseId: number) {
    return this.blocks.blockedBy(nurseId);
  }

  areBlocked(a: number, b: number): Promise<boolean> {
    return this.blockedNurses.eitherWay(a, b);
  }

  /** A blocked pair reads as strangers: the other is not found anywhere while the block stands. */
  async statusBetween(userId: number, otherUserId: number): Promise<ConnectionStatus> {
    const connection = (await this.blockedNurses.eitherWay(userId, otherUserId))
      ? null
      : await this.connections.findPair(userId, otherUserId);
    return {
      id: connection?.id ?? null,
      status: statusView(connection?.status),
      requesterId: connection?.requesterId ?? null,
    };
  }

  /** Whether the two are connected: what messaging between them requires. */
  areConnected(userId: number, otherUserId: number): Promise<boolean> {
    return this.connectedNurses.has(userId, otherUserId);
  }

  pendingFor(nurseId: number, { cursor, pageSize }: PageRequest): Promise<PendingPage> {
    const read = async (beforeId: number) => {
      const { rows, total } = await this.connections.pendingFor(nurseId, beforeId, pageSize + 1);
      return { ...keysetPage(rows, pageSize, ({ connection }: ReceivedRequest) => [connection.id]), total };
    };
    if (cursor !== undefined) return read(decodeIdCursor(cursor));
    return this.pendingPages.firstPage(nurseId, pageSize, () => read(FIRST_PAGE));
  }

  /** How many requests wait for her answer (the Network badge), from the cached one-item first page. */
  async pendingCount(nurseId: number): Promise<number> {
    return (await this.pendingFor(nurseId, { pageSize: 1 })).total;
  }

  async connectionsOf(nurseId: number, { cursor, pageSize }: PageRequest) {
    const beforeId = cursor === undefined ? FIRST_PAGE : decodeIdCursor(cursor);
    const { rows, total } = await this.connections.acceptedOf(nurseId, beforeId, pageSize + 1);
    return { ...keysetPage(rows, pageSize, ({ connectionId }) => [connectionId]), total };
  }
}
