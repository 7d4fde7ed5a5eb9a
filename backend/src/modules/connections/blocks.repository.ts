import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { orderedPair } from './connection-pair';
import { BlockEntity } from './entities/block.entity';
import { ConnectionEntity } from './entities/connection.entity';

/** Data access for blocks, by their primary key and the blocked-side index. */
@Injectable()
export class BlocksRepository {
  constructor(@InjectRepository(BlockEntity) private readonly blocks: Repository<BlockEntity>) {}

  /**
   * Records the block, in the caller's transaction, and ends the pair's connection or request by
   * turning it into a request of the nurse blocked that was declined: once the block is lifted she
   * may not ask again, and a request declined before the block stays declined. The row is kept
   * rather than deleted so that blocking and unblocking cannot clear a declined request.
   */
  async block(blockerId: number, blockedId: number, tx: Transaction): Promise<void> {
    const manager = managerOf(tx);
    const blocks = manager.getRepository(BlockEntity);
    if (!(await blocks.existsBy({ blockerId, blockedId }))) await blocks.insert({ blockerId, blockedId });
    await manager
      .getRepository(ConnectionEntity)
      .update(
        { ...orderedPair(blockerId, blockedId), status: In(['pending', 'accepted']) },
        { requesterId: blockedId, addresseeId: blockerId, status: 'ignored', message: '', respondedAt: new Date() },
      );
  }

  async unblock(blockerId: number, blockedId: number, tx: Transaction): Promise<boolean> {
    return ((await managerOf(tx).getRepository(BlockEntity).delete({ blockerId, blockedId })).affected ?? 0) > 0;
  }

  async eitherWay(a: number, b: number): Promise<boolean> {
    return this.blocks.exists({
      where: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    });
  }

  /** The nurses she has blocked or who have blocked her, in one read of both indexes. */
  async blockedEitherWayWith(nurseId: number): Promise<number[]> {
    const rows = await this.blocks.find({
      select: { blockerId: true, blockedId: true },
      where: [{ blockerId: nurseId }, { blockedId: nurseId }],
    });
    return rows.map((row) => (row.blockerId === nurseId ? row.blockedId : row.blockerId));
  }

  /** The nurses she has blocked, most recent first. */
  blockedBy(blockerId: number): Promise<BlockEntity[]> {
    return this.blocks.find({ where: { blockerId }, relations: { blocked: true }, order: { createdAt: 'DESC', blockedId: 'DESC' } });
  }
}
