import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, MoreThan, type Repository } from 'typeorm';
import { JobAlertEntity } from './entities/job-alert.entity';

/** Data access for saved searches: hers by id, and those with alerts on in id order for the pass. */
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
   * instances passing at once, one tells her.
   */
  async moveCheckedAt(id: number, from: Date, to: Date): Promise<boolean> {
    const result = await this.rows.update({ id, checkedAt: from }, { checkedAt: to });
    return (result.affected ?? 0) > 0;
  }
}
