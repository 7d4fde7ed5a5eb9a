import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { WALLET_LICENCE_TYPES, type EmploymentType, type JobSetting, type ShiftPattern, type WalletLicenceType } from '@nurse/catalogue';
import { Brackets, DataSource, In, type EntityManager, type Repository, type SelectQueryBuilder } from 'typeorm';
import { containsPattern, LIKE_ESCAPE } from '../../../database/like-pattern';
import { managerOf, type Transaction } from '../../../database/transaction';
import { JobPayChangeEntity } from './entities/job-pay-change.entity';
import { JobSpecialtyEntity } from './entities/job-specialty.entity';
import { JobEntity } from './entities/job.entity';
import type { JobStatus } from './job-rules';

export const JOB_SORTS = ['relevance', 'newest', 'pay'] as const;
export type JobSort = (typeof JOB_SORTS)[number];

/** What a search keeps; a filter left out (or empty) keeps every listing. */
export interface JobFilters {
  statuses: readonly JobStatus[];
  text?: string;
  /** Catalogue specialties; a listing with any of them is kept. */
  specialties?: readonly string[];
  states?: readonly string[];
  /**
   * For each licence type, the states she can practise in under it: a listing is kept when, for every
   * licence type it requires, its state is among that type's.
   */
  licenceStates?: Readonly<Partial<Record<WalletLicenceType, readonly string[]>>>;
  employmentTypes?: readonly EmploymentType[];
  shifts?: readonly ShiftPattern[];
  settings?: readonly JobSetting[];
  /** Kept when its highest pay, in cents an hour, reaches this. */
  minHourlyCents?: number;
  postedSince?: string;
  /** Kept when first published after this moment (job alerts' new listings). */
  publishedAfter?: Date;
  publishedUpTo?: Date;
}

/** Where the page before ended: the values of its last row in the sort's order. */
export type JobSortKey = readonly (string | number)[];

/** The day a draft, never posted, sorts on: before every real one. */
const NEVER = '0001-01-01';

interface SortColumn {
  expression: string;
  keyOf: (job: JobEntity) => string | number;
}

/** A listing with the values it is sorted on. */
export interface RankedJob {
  job: JobEntity;
  key: (string | number)[];
}

/**
 * Data access for job listings. Search reads through the listing indexes: by status and posting day,
 * by status, state and pay, and listings by specialty; sorts end on the id, so pages never overlap.
 */
@Injectable()
export class JobsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private manager(tx?: Transaction): EntityManager {
    return managerOf(tx) ?? this.dataSource.manager;
  }

  private get jobs(): Repository<JobEntity> {
    return this.dataSource.getRepository(JobEntity);
  }

  findById(id: number, tx?: Transaction): Promise<JobEntity | null> {
    return this.manager(tx)
      .getRepository(JobEntity)
      .findOne({ where: { id }, relations: { specialties: true } });
  }

  async insert(fields: Partial<JobEntity>, specialties: readonly string[], tx: Transaction): Promise<JobEntity> {
    const manager = this.manager(tx);
    const job = await manager.getRepository(JobEntity).save(manager.getRepository(JobEntity).create(fields));
    await this.replaceSpecialties(job.id, specialties, tx);
    return job;
  }

  async update(id: number, changes: Partial<JobEntity>, tx: Transaction): Promise<void> {
    await this.manager(tx).getRepository(JobEntity).update({ id }, changes);
  }

  async replaceSpecialties(jobId: number, specialties: readonly string[], tx: Transaction): Promise<void> {
    const rows = this.manager(tx).getRepository(JobSpecialtyEntity);
    await rows.delete({ jobId });
    await rows.insert([...new Set(specialties)].map((specialty) => ({ jobId, specialty })));
  }

  async recordPay(change: Omit<JobPayChangeEntity, 'id' | 'job'>, tx: Transaction): Promise<void> {
    await this.manager(tx).getRepository(JobPayChangeEntity).insert(change);
  }

  /** The listing's pay as published and each change after, oldest first. */
  payHistory(jobId: number): Promise<JobPayChangeEntity[]> {
    return this.dataSource.getRepository(JobPayChangeEntity).find({ where: { jobId }, order: { id: 'ASC' } });
  }

  /** How many listings the filters keep. */
  count(filters: JobFilters): Promise<number> {
    return this.filtered(filters).getCount();
  }

  /** One page of listings the filters keep, in the sort's order, after `after` (a key of the page before). */
  async search(filters: JobFilters, sort: JobSort, after: JobSortKey | null, limit: number): Promise<RankedJob[]> {
    const query = this.filtered(filters);
    const order = this.order(query, sort, filters.text);
    if (after) this.after(query, order, after);
    for (const [index, { expression }] of order.entries()) {
      query.addSelect(expression, `sort_${index}`).addOrderBy(`sort_${index}`, 'DESC');
    }
    const page = await query.limit(limit).getMany();
    await this.attachSpecialties(page);
    return page.map((job) => ({ job, key: order.map(({ keyOf }) => keyOf(job)) }));
  }

  /** Of these listings, those the filters keep now, by id (what the search engine answers is checked against the database). */
  async stillMatching(filters: JobFilters, ids: readonly number[]): Promise<Map<number, JobEntity>> {
    if (ids.length === 0) return new Map();
    const jobs = await this.filtered(filters).andWhere('job.id IN (:...ids)', { ids }).getMany();
    await this.attachSpecialties(jobs);
    return new Map(jobs.map((job) => [job.id, job]));
  }

  /** Reads the specialties of a page of listings in one query. */
  private async attachSpecialties(jobs: JobEntity[]): Promise<void> {
    if (jobs.length === 0) return;
    const rows = await this.dataSource.getRepository(JobSpecialtyEntity).findBy({ jobId: In(jobs.map((job) => job.id)) });
    for (const job of jobs) job.specialties = rows.filter((row) => row.jobId === job.id);
  }

  private filtered(filters: JobFilters): SelectQueryBuilder<JobEntity> {
    const query = this.jobs.createQueryBuilder('job').where('job.status IN (:...statuses)', { statuses: filters.statuses });
    if (filters.text) {
      query.andWhere(
        new Brackets((any) =>
          any
            .where(`LOWER(job.title) LIKE :text ${LIKE_ESCAPE}`)
            .orWhere(`LOWER(job.employer) LIKE :text ${LIKE_ESCAPE}`)
            .orWhere(`LOWER(job.city) LIKE :text ${LIKE_ESCAPE}`)
            .orWhere(`LOWER(job.description) LIKE :text ${LIKE_ESCAPE}`),
        ),
        { text: containsPattern(filters.text.toLowerCase()) },
      );
    }
    if (filters.specialties?.length) {
      query.andWhere('EXISTS (SELECT 1 FROM job_specialties js WHERE js.jobId = job.id AND js.specialty IN (:...specialties))', {
        specialties: filters.specialties,
      });
    }
    if (filters.states?.length) query.andWhere('job.state IN (:...states)', { states: filters.states });
    if (filters.licenceStates) this.whereLicencesHeld(query, filters.licenceStates);
    if (filters.employmentTypes?.length) query.andWhere('job.employmentType IN (:...types)', { types: filters.employmentTypes });
    if (filters.shifts?.length) query.andWhere('job.shiftPattern IN (:...shifts)', { shifts: filters.shifts });
    if (filters.settings?.length) query.andWhere('job.setting IN (:...settings)', { settings: filters.settings });
    if (filters.minHourlyCents !== undefined) query.andWhere('job.payMaxHourlyCents >= :minPay', { minPay: filters.minHourlyCents });
    if (filters.postedSince) query.andWhere('job.postedOn >= :since', { since: filters.postedSince });
    if (filters.publishedAfter) query.andWhere('job.publishedAt > :publishedAfter', { publishedAfter: filters.publishedAfter });
    if (filters.publishedUpTo) query.andWhere('job.publishedAt <= :publishedUpTo', { publishedUpTo: filters.publishedUpTo });
    return query;
  }

  /**
   * Listings whose every required licence type she holds for their state. `requiredLicences` is stored as
   * JSON text (`["RN","APRN"]`), so a type is required when its quoted name is in it.
   */
  private whereLicencesHeld(
    query: SelectQueryBuilder<JobEntity>,
    licenceStates: Readonly<Partial<Record<WalletLicenceType, readonly string[]>>>,
  ): void {
    WALLET_LICENCE_TYPES.forEach((type, index) => {
      const required = { [`licence${index}`]: `%"${type}"%` };
      const states = licenceStates[type] ?? [];
      if (states.length === 0) query.andWhere(`job.requiredLicences NOT LIKE :licence${index}`, required);
      else
        query.andWhere(`(job.requiredLicences NOT LIKE :licence${index} OR job.state IN (:...licenceStates${index}))`, {
          ...required,
          [`licenceStates${index}`]: states,
        });
    });
  }

  /**
   * The sort's columns, most significant first, each descending, with the value a listing has in each
   * (what a cursor carries). A draft's missing day or pay counts as least.
   */
  private order(query: SelectQueryBuilder<JobEntity>, sort: JobSort, text: string | undefined): SortColumn[] {
    const posted: SortColumn = { expression: `COALESCE(job.postedOn, '${NEVER}')`, keyOf: (job) => job.postedOn ?? NEVER };
    // An expression, not the column itself: selecting job.id under another name would take it from the listing.
    const id: SortColumn = { expression: 'job.id + 0', keyOf: (job) => job.id };
    if (sort === 'pay') return [{ expression: 'COALESCE(job.payMaxHourlyCents, -1)', keyOf: (job) => job.payMaxHourlyCents ?? -1 }, id];
    if (sort === 'relevance' && text) {
      const lowered = text.toLowerCase();
      query.setParameter('titleText', containsPattern(lowered));
      const inTitle: SortColumn = {
        expression: `CASE WHEN LOWER(job.title) LIKE :titleText ${LIKE_ESCAPE} THEN 1 ELSE 0 END`,
        keyOf: (job) => (job.title.toLowerCase().includes(lowered) ? 1 : 0),
      };
      return [inTitle, posted, id];
    }
    return [posted, id];
  }

  /** Keeps the rows after `key` in a descending order over `order`'s columns. */
  private after(query: SelectQueryBuilder<JobEntity>, order: SortColumn[], key: JobSortKey): void {
    const clauses = order.map((_, depth) =>
      [
        ...order.slice(0, depth).map(({ expression }, column) => `${expression} = :after_${column}`),
        `${order[depth].expression} < :after_${depth}`,
      ].join(' AND '),
    );
    query.andWhere(`((${clauses.join(') OR (')}))`);
    key.forEach((value, column) => query.setParameter(`after_${column}`, value));
  }
}
