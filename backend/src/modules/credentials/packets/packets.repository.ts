import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { In, IsNull, MoreThan, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../../database/transaction';
import { CredentialPacketViewEntity } from './entities/credential-packet-view.entity';
import { CredentialPacketEntity } from './entities/credential-packet.entity';

/** How often a packet's page was opened and its documents downloaded, and when last. */
export interface PacketViewCounts {
  views: number;
  downloads: number;
  lastViewedAt: Date | null;
}

/** Data access for shared packets and their view log. */
@Injectable()
export class PacketsRepository {
  constructor(
    @InjectRepository(CredentialPacketEntity) private readonly packets: Repository<CredentialPacketEntity>,
    @InjectRepository(CredentialPacketViewEntity) private readonly views: Repository<CredentialPacketViewEntity>,
  ) {}

  /** Her packets, newest first. */
  listByOwner(userId: number): Promise<CredentialPacketEntity[]> {
    return this.packets.find({ where: { userId }, order: { id: 'DESC' } });
  }

  findById(id: number): Promise<CredentialPacketEntity | null> {
    return this.packets.findOneBy({ id });
  }

  findByTokenHash(tokenHash: string): Promise<CredentialPacketEntity | null> {
    return this.packets.findOneBy({ tokenHash });
  }

  /** Her packets whose links still work at `now`. */
  countOpen(userId: number, now: Date, tx: Transaction): Promise<number> {
    return managerOf(tx)
      .getRepository(CredentialPacketEntity)
      .countBy({ userId, revokedAt: IsNull(), expiresAt: MoreThan(now) });
  }

  insert(fields: Omit<CredentialPacketEntity, 'id' | 'user'>, tx: Transaction): Promise<CredentialPacketEntity> {
    const packets = managerOf(tx).getRepository(CredentialPacketEntity);
    return packets.save(packets.create(fields));
  }

  /** Revokes the packet unless it already was; answers whether this call revoked it. */
  async revoke(id: number, at: Date): Promise<boolean> {
    const result = await this.packets.update({ id, revokedAt: IsNull() }, { revokedAt: at });
    return (result.affected ?? 0) > 0;
  }

  async recordView(view: Omit<CredentialPacketViewEntity, 'id' | 'packet'>): Promise<void> {
    await this.views.insert(view);
  }

  /** The newest `limit` views of a packet, newest first. */
  listViews(packetId: number, limit: number): Promise<CredentialPacketViewEntity[]> {
    return this.views.find({ where: { packetId }, order: { id: 'DESC' }, take: limit });
  }

  /** Page opens, downloads and the latest view of each packet named (packets never viewed are absent). */
  async viewCounts(packetIds: readonly number[]): Promise<Map<number, PacketViewCounts>> {
    const counts = new Map<number, PacketViewCounts>();
    if (packetIds.length === 0) return counts;
    const rows = await this.views
      .createQueryBuilder('view')
      .select('view.packetId', 'packetId')
      .addSelect("SUM(CASE WHEN view.item = 'page' THEN 1 ELSE 0 END)", 'views')
      .addSelect('COUNT(*)', 'total')
      .addSelect('MAX(view.id)', 'lastId')
      .where({ packetId: In([...packetIds]) })
      .groupBy('view.packetId')
      .getRawMany<{ packetId: number | string; views: number | string; total: number | string; lastId: number | string }>();
    const lastIds = rows.map((row) => Number(row.lastId));
    const latest = lastIds.length ? await this.views.find({ select: { id: true, viewedAt: true }, where: { id: In(lastIds) } }) : [];
    const viewedAt = new Map(latest.map((view) => [view.id, view.viewedAt]));
    for (const row of rows) {
      const views = Number(row.views);
      counts.set(Number(row.packetId), {
        views,
        downloads: Number(row.total) - views,
        lastViewedAt: viewedAt.get(Number(row.lastId)) ?? null,
      });
    }
    return counts;
  }
}
