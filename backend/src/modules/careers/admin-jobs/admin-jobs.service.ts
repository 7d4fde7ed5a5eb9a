import { Injectable } from '@nestjs/common';
import { findSpecialty } from '@nurse/catalogue';
import { utcToday } from '@nurse/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../common/domain-errors';
import { UnitOfWork } from '../../../database/unit-of-work.service';
import { AuditService } from '../../audit/audit.service';
import type { FieldErrorDto } from '../../../common/error-response.dto';
import type { JobWriteDto } from '../jobs/dto/job-write.dto';
import type { JobEntity } from '../jobs/entities/job.entity';
import { hasPayRange, JOB_MESSAGES as M, payChanged, payColumns, payProblem, type PayFields } from '../jobs/job-rules';
import { JobsRepository } from '../jobs/jobs.repository';
import { JobTrackerService } from '../tracker/job-tracker.service';

const toCents = (dollars: number | null | undefined) => (dollars === null || dollars === undefined ? null : Math.round(dollars * 100));

/** The stored columns for a listing as written, and the specialties under their catalogue names. */
function columnsOf(body: JobWriteDto): { fields: Partial<JobEntity>; specialties: string[] } {
  const problems: FieldErrorDto[] = [];
  const specialties = body.specialties.map((name) => {
    const found = findSpecialty(name);
    if (!found) problems.push({ field: 'specialties', message: M.specialtyUnknown(name) });
    return found ?? name;
  });
  const pay: PayFields = { payMinCents: toCents(body.payMin), payMaxCents: toCents(body.payMax), payUnit: body.payUnit ?? null };
  const wrongPay = payProblem(pay);
  if (wrongPay) problems.push({ field: 'payMin', message: wrongPay });
  const contract = body.employmentType === 'travel' || body.employmentType === 'contract';
  if (!contract && (body.contractWeeks != null || body.startDate != null))
    problems.push({ field: 'contractWeeks', message: M.contractFields });
  if (body.closingOn && body.closingOn < utcToday()) problems.push({ field: 'closingOn', message: M.closingInPast });
  if (problems.length > 0) throw InvalidInputError.forFields(problems);
  const hoursPerWeek = body.hoursPerWeek ?? null;
  return {
    specialties,
    fields: {
      title: body.title.trim(),
      employer: body.employer.trim(),
      setting: body.setting,
      city: body.city.trim(),
      state: body.state,
      employmentType: body.employmentType,
      shiftPattern: body.shiftPattern,
      schedule: body.schedule?.trim() ?? '',
      hoursPerWeek,
      contractWeeks: body.contractWeeks ?? null,
      startDate: body.startDate ?? null,
      requiredLicences: [...new Set(body.requiredLicences)],
      requiredCertifications: [...new Set(body.requiredCertifications.map((name) => name.trim()).filter(Boolean))],
      credentialNote: body.credentialNote?.trim() ?? '',
      workMode: body.workMode ?? 'in-person',
      experienceYears: body.experienceYears ?? 0,
      education: body.education?.trim() ?? '',
      ...payColumns(pay, hoursPerWeek),
      payIncludes: body.payIncludes?.trim() ?? '',
      description: body.description.trim(),
      responsibilities: body.responsibilities?.trim() ?? '',
      qualifications: body.qualifications?.trim() ?? '',
      benefits: body.benefits?.trim() ?? '',
      applyUrl: body.applyUrl.trim(),
      closingOn: body.closingOn ?? null,
    },
  };
}

/**
 * Listings as administrators keep them: written as drafts, published only with a pay range, changed,
 * closed and reopened, each in the audit log. A published listing's pay changes are kept as its history;
 * nurses following a listing hear when it closes or its pay changes.
 */
@Injectable()
export class AdminJobsService {
  constructor(
    private readonly jobs: JobsRepository,
    private readonly unitOfWork: UnitOfWork,
    private readonly audit: AuditService,
    private readonly tracker: JobTrackerService,
  ) {}

  async get(id: number): Promise<JobEntity> {
    const job = await this.jobs.findById(id);
    if (!job) throw new NotFoundError(M.notFound);
    return job;
  }

  /** How many nurses closing the listing would tell. */
  async followers(id: number): Promise<number> {
    await this.get(id);
    return this.tracker.followerCount(id);
  }

  async create(body: JobWriteDto, ip: string | undefined): Promise<JobEntity> {
    const { fields, specialties } = columnsOf(body);
    const job = await this.unitOfWork.run((tx) => {
      tx.record({ type: 'job-listings-changed' });
      return this.jobs.insert({ ...fields, status: 'draft' }, specialties, tx);
    });
    await this.audit.record('create-job', { type: 'job', id: job.id }, { title: job.title }, ip);
    return this.get(job.id);
  }

  async update(id: number, body: JobWriteDto, ip: string | undefined): Promise<JobEntity> {
    const { fields, specialties } = columnsOf(body);
    const changedPay = await this.unitOfWork.run(async (tx) => {
      const current = await this.jobs.findById(id, tx);
      if (!current) throw new NotFoundError(M.notFound);
      const published = current.postedOn !== null;
      if (published && !hasPayRange(fields as PayFields)) throw new ConflictError(M.payOnPublished);
      await this.jobs.update(id, fields, tx);
      await this.jobs.replaceSpecialties(id, specialties, tx);
      const changed = published && payChanged(current, fields as PayFields & { payIncludes: string });
      if (changed) {
        const job = { ...current, ...fields } as JobEntity;
        await this.recordPay(job, tx);
        await this.tracker.payChanged(job, tx);
      }
      tx.record({ type: 'job-listings-changed' });
      return changed;
    });
    await this.audit.record('update-job', { type: 'job', id }, { payChanged: changedPay }, ip);
    return this.get(id);
  }

  /** Publishes a draft or reopens a closed listing; either needs a pay range. */
  async open(id: number, ip: string | undefined): Promise<JobEntity> {
    const action = await this.unitOfWork.run(async (tx) => {
      const job = await this.jobs.findById(id, tx);
      if (!job) throw new NotFoundError(M.notFound);
      if (job.status === 'open') throw new ConflictError(M.alreadyOpen);
      if (!hasPayRange(job)) throw new InvalidInputError(M.payRequired, [{ field: 'payMin', message: M.payRequired }]);
      const firstTime = job.postedOn === null;
      await this.jobs.update(
        id,
        { status: 'open', closedAt: null, ...(firstTime ? { postedOn: utcToday(), publishedAt: new Date() } : {}) },
        tx,
      );
      if (firstTime) await this.recordPay(job, tx);
      tx.record({ type: 'job-listings-changed' });
      return firstTime ? 'publish-job' : 'reopen-job';
    });
    await this.audit.record(action, { type: 'job', id }, null, ip);
    return this.get(id);
  }

  /** Closes an open listing (or a draft, which then never shows); it leaves search at once. */
  async close(id: number, ip: string | undefined): Promise<JobEntity> {
    await this.unitOfWork.run(async (tx) => {
      const job = await this.jobs.findById(id, tx);
      if (!job) throw new NotFoundError(M.notFound);
      if (job.status === 'closed') throw new ConflictError(M.alreadyClosed);
      await this.jobs.update(id, { status: 'closed', closedAt: new Date() }, tx);
      await this.tracker.listingClosed(job, tx);
      tx.record({ type: 'job-listings-changed' });
    });
    await this.audit.record('close-job', { type: 'job', id }, null, ip);
    return this.get(id);
  }

  private recordPay(job: JobEntity, tx: Parameters<JobsRepository['recordPay']>[1]): Promise<void> {
    return this.jobs.recordPay(
      {
        jobId: job.id,
        payMinCents: job.payMinCents!,
        payMaxCents: job.payMaxCents!,
        payUnit: job.payUnit!,
        payIncludes: job.payIncludes,
        changedAt: new Date(),
      },
      tx,
    );
  }
}
