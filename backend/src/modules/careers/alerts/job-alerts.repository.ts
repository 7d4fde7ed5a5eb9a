import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan, type Repository } from 'typeorm';
import { insertClaim } from '../../../database/insert-claim';
import { managerOf, type Transaction } from '../../../database/transaction';
import { JobAlertPassEntity } from './entities/job-alert-pass.entity';
import { JobAlertEntity } from './entities/job-alert.entity';

/** Data access for saved searches (hers by id, those with alerts on in id order for the pass) and the hourly passes. */
@Injectable()
export class JobAlertsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get rows(): Repository<JobAlertEntity> {
    return this.dataSource.getRepository(JobAlertEntity);
  }

  listOf(userId: number): Promise<JobAlertEntity[]> {
    return this.rows.find({ where: { userId }, order: { id: 'ASC' } });
  }

  countOf(userId: number): Promise<number> {
    return this.rows.countBy({ userId });
  }

  findOwn(userId: number, id: number): Promise<JobAlertEntity | null> {
    return this.rows.findOneBy({ id, userId });
  }

  insert(fields: Omit<JobAlertEntity, 'id' | 'user' | 'createdAt' | 'updatedAt'>): Promise<JobAlertEntity> {
    return this.rows.save(this.rows.create(fields));
  }

  async update(id: number, changes: Partial<Pick<JobAlertEntity, 'name' | 'filters' | 'alertsOn' | 'checkedAt'>>): Promise<void> {
    await this.rows.update({ id }, changes);
  }

  async remove(userId: number, id: number): Promise<boolean> {
    return ((await this.rows.delete({ id, userId })).affected ?? 0) > 0;
  }

  /** The next saved searches with alerts on after `afterId`, each with its nurse. */
  alertsOnAfter(afterId: number, limit: number): Promise<JobAlertEntity[]> {
    return this.rows.find({
      where: { alertsOn: true, id: MoreThan(afterId) },
      relations: { user: true },
      order: { id: 'ASC' },
      take: limit,
    });
  }

  /**
   * Moves the search's check time from `from` to `to`, only if no one moved it meanwhile: of two
   * instances passing at once, one tells her. In `tx`, the move lasts only if her notification is stored.
   */
  async moveCheckedAt(id: number, from: Date, to: Date, tx?: Transaction): Promise<boolean> {
    const rows = managerOf(tx)?.getRepository(JobAlertEntity) ?? this.rows;
    const result = await rows.update({ id, checkedAt: from }, { checkedAt: to });
    return (result.affected ?? 0) > 0;
  }

  /** Records the scheduled pass of a UTC hour; true for the one caller whose insert made the row. */
  async claimPass(hour: string, at: Date): Promise<boolean> {
    const passes = this.dataSource.getRepository(JobAlertPassEntity);
    return (await insertClaim(passes, { hour }, { startedAt: at, finishedAt: null, alerted: null })) !== null;
  }

  async finishPass(hour: string, at: Date, alerted: number): Promise<void> {
    await this.dataSource.getRepository(JobAlertPassEntity).update({ hour }, { finishedAt: at, alerted });
  }
}
