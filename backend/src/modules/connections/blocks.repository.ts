import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { EntityManager, Repository } from 'typeorm';
import { orderedPair } from './connection-pair';
import { BlockEntity } from './entities/block.entity';
import { ConnectionEntity } from './entities/connection.entity';

/**
 * SQL that holds when the two users named by `a` and `b` (column expressions) have no block between
 * them either way, as two primary-key probes: for the queries of other modules that leave such pairs out.
 */
export const noBlockBetween = (a: string, b: string): string =>
  `NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.blockerId = ${a} AND bl.blockedId = ${b}) ` +
  `AND NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.blockerId = ${b} AND bl.blockedId = ${a})`;

/** Data access for blocks, by their primary key and the blocked-side index. */
@Injectable()
export class BlocksRepository {
  constructor(@InjectRepository(BlockEntity) private readonly blocks: Repository<BlockEntity>) {}

  /** Records the block and removes the pair's connection or request, in the caller's transaction. */
  async block(blockerId: number, blockedId: number, manager: EntityManager): Promise<void> {
    const blocks = manager.getRepository(BlockEntity);
    if (!(await blocks.existsBy({ blockerId, blockedId }))) await blocks.insert({ blockerId, blockedId });
    await manager.getRepository(ConnectionEntity).delete(orderedPair(blockerId, blockedId));
  }

  async unblock(blockerId: number, blockedId: number): Promise<boolean> {
    return ((await this.blocks.delete({ blockerId, blockedId })).affected ?? 0) > 0;
  }

  async eitherWay(a: number, b: number): Promise<boolean> {
    return this.blocks.exists({
      where: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    });
  }

  /** The nurses she has blocked, most recent first. */
  blockedBy(blockerId: number): Promise<BlockEntity[]> {
    return this.blocks.find({ where: { blockerId }, relations: { blocked: true }, order: { createdAt: 'DESC', blockedId: 'DESC' } });
  }
}
