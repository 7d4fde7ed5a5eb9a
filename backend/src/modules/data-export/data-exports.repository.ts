import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataExportStatus } from '@nurse/domain';
import { In, LessThan, MoreThan, type DataSource, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { DataExportEntity } from './entities/data-export.entity';

/** Data access for the archives nurses ask for. */
@Injectable()
export class DataExportsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repository(tx?: Transaction): Repository<DataExportEntity> {
    return (managerOf(tx) ?? this.dataSource.manager).getRepository(DataExportEntity);
  }

  /** Her latest request, or null when she never asked. */
  latestOf(userId: number, tx?: Transaction): Promise<DataExportEntity | null> {
    return this.repository(tx).findOne({ where: { userId }, order: { requestedAt: 'DESC', id: 'DESC' } });
  }

  /** Her latest archive that was built, whether still kept or expired; null when none was. */
  latestBuiltOf(userId: number): Promise<DataExportEntity | null> {
    return this.repository().findOne({
      where: { userId, status: In(['ready', 'expired']) },
      order: { requestedAt: 'DESC', id: 'DESC' },
    });
  }

  /** When she asked since `since`, oldest first. */
  async requestedSince(userId: number, since: Date, tx?: Transaction): Promise<Date[]> {
    const rows = await this.repository(tx).find({
      select: { requestedAt: true },
      where: { userId, requestedAt: MoreThan(since) },
      order: { requestedAt: 'ASC' },
    });
    return rows.map((row) => row.requestedAt);
  }

  async insert(userId: number, requestedAt: Date, tx: Transaction): Promise<DataExportEntity> {
    const repository = this.repository(tx);
    return repository.save(
      repository.create({ userId, status: 'queued', requestedAt, readyAt: null, expiresAt: null, storageKey: null, bytes: null }),
    );
  }

  findById(id: number, tx?: Transaction): Promise<DataExportEntity | null> {
    return this.repository(tx).findOneBy({ id });
  }

  /** Moves it from one of `from` to `status` with `changes`; answers whether it was in one of them. */
  async transition(
    id: number,
    from: readonly DataExportStatus[],
    changes: Partial<Omit<DataExportEntity, 'id' | 'userId' | 'user'>>,
    tx?: Transaction,
  ): Promise<boolean> {
    const { affected } = await this.repository(tx).update({ id, status: In([...from]) }, changes);
    return (affected ?? 0) > 0;
  }

  /** The ids of requests in one of `statuses` asked for before `before`. */
  async idsIn(statuses: readonly DataExportStatus[], before: Date): Promise<number[]> {
    const rows = await this.repository().find({
      select: { id: true },
      where: { status: In([...statuses]), requestedAt: LessThan(before) },
      order: { id: 'ASC' },
    });
    return rows.map((row) => row.id);
  }

  /** The storage keys of the archives still kept. */
  async keptKeys(): Promise<Set<string>> {
    const rows = await this.repository().find({ select: { id: true, storageKey: true }, where: { status: 'ready' } });
    return new Set(rows.flatMap((row) => (row.storageKey ? [row.storageKey] : [])));
  }

  /** Ready archives whose time is up at `now`. */
  expiredBy(now: Date): Promise<DataExportEntity[]> {
    return this.repository().find({ where: { status: 'ready', expiresAt: LessThan(now) }, order: { id: 'ASC' } });
  }
}
