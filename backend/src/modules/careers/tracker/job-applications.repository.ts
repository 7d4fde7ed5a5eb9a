import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../../database/transaction';
import { isUniqueViolation } from '../../../database/unique-violation';
import type { ApplicationStage } from './application-stages';
import { JobApplicationEntity } from './entities/job-application.entity';

/** Data access for her tracker, by nurse and by listing. */
@Injectable()
export class JobApplicationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private get rows(): Repository<JobApplicationEntity> {
    return this.dataSource.getRepository(JobApplicationEntity);
  }

  /** Her tracker, most recently changed first, each with its listing and the listing's specialties. */
  listOf(userId: number): Promise<JobApplicationEntity[]> {
    return this.rows.find({
      where: { userId },
      relations: { job: { specialties: true } },
      order: { updatedAt: 'DESC', id: 'DESC' },
    });
  }

  find(userId: number, jobId: number): Promise<JobApplicationEntity | null> {
    return this.rows.findOne({ where: { userId, jobId }, relations: { job: { specialties: true } } });
  }

  countOf(userId: number): Promise<number> {
    return this.rows.countBy({ userId });
  }

  /** Adds her entry for a listing; false when she has one for it already (saved at the same moment elsewhere). */
  async insert(entry: Partial<JobApplicationEntity>): Promise<boolean> {
    try {
      await this.rows.insert(this.rows.create(entry));
      return true;
    } catch (error) {
      if (isUniqueViolation(error)) return false;
      throw error;
    }
  }

  async save(entry: Partial<JobApplicationEntity>): Promise<void> {
    await this.rows.save(this.rows.create(entry));
  }

  async remove(userId: number, jobId: number): Promise<boolean> {
    return ((await this.rows.delete({ userId, jobId })).affected ?? 0) > 0;
  }

  /** How many nurses hold the listing in these stages. */
  countIn(jobId: number, stages: readonly ApplicationStage[]): Promise<number> {
    return this.rows.countBy({ jobId, stage: In([...stages]) });
  }

  /** Marks the listing changed in the trackers of those still in these stages; answers who they are. */
  async markChanged(jobId: number, stages: readonly ApplicationStage[], tx: Transaction): Promise<number[]> {
    const rows = managerOf(tx).getRepository(JobApplicationEntity);
    const following = await rows.find({ select: { id: true, userId: true }, where: { jobId, stage: In([...stages]) } });
    if (following.length > 0) await rows.update({ id: In(following.map((row) => row.id)) }, { listingChanged: true });
    return following.map((row) => row.userId);
  }
}
