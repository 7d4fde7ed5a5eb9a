import { Injectable } from '@nestjs/common';
import { formatPayRange } from '@nurse/catalogue';
import { utcToday } from '@nurse/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '../../../common/domain-errors';
import type { Transaction } from '../../../database/transaction';
import type { UserEntity } from '../../users/entities/user.entity';
import type { JobEntity } from '../jobs/entities/job.entity';
import { readableByNurses } from '../jobs/job-rules';
import { toJobDto } from '../jobs/job.mapper';
import { JobsRepository } from '../jobs/jobs.repository';
import { movedTo, TRACKER_LIMITS, TRACKER_MESSAGES as M, type ApplicationStage } from './application-stages';
import type { JobApplicationDto, TrackJobDto } from './dto/job-application.dto';
import type { JobApplicationEntity } from './entities/job-application.entity';
import { JobApplicationsRepository } from './job-applications.repository';

/** The stages in which a change to the listing still matters to her. */
const FOLLOWING: readonly ApplicationStage[] = ['saved', 'applied', 'interviewing', 'offer'];

export function toApplicationDto(entry: JobApplicationEntity & { job: JobEntity }): JobApplicationDto {
  return {
    jobId: entry.jobId,
    stage: entry.stage,
    stages: entry.stages,
    note: entry.note,
    listingChanged: entry.listingChanged,
    updatedAt: entry.updatedAt.toISOString(),
    job: toJobDto(entry.job),
  };
}

/**
 * Her job tracker: listings she saved, and where she is with applying to each, with the day of every
 * stage and a private note. Only hers; a listing that closes or changes its pay is marked in it and
 * tells her through her notifications, and her open tabs read her tracker again.
 */
@Injectable()
export class JobTrackerService {
  constructor(
    private readonly applications: JobApplicationsRepository,
    private readonly jobs: JobsRepository,
  ) {}

  async list(user: UserEntity): Promise<JobApplicationDto[]> {
    return (await this.applications.listOf(user.id)).map((entry) => toApplicationDto(entry as JobApplicationEntity & { job: JobEntity }));
  }

  /** Saves the listing to her tracker, or moves it to a stage, or changes her note. */
  async track(user: UserEntity, jobId: number, body: TrackJobDto): Promise<JobApplicationDto> {
    const day = body.on ?? utcToday();
    if (day > utcToday()) throw InvalidInputError.forFields([{ field: 'on', message: M.dayInFuture }]);
    const existing = await this.applications.find(user.id, jobId);
    if (existing) {
      await this.move(existing, body, day);
    } else {
      const job = await this.jobs.findById(jobId);
      if (!job || !readableByNurses(job)) throw new NotFoundError(M.jobNotFound);
      if (job.status === 'closed') throw new ConflictError(M.closedListing);
      if ((await this.applications.countOf(user.id)) >= TRACKER_LIMITS.trackedPerNurse) throw new ConflictError(M.tooMany);
      const stage = body.stage ?? 'saved';
      const added = await this.applications.insert({
        userId: user.id,
        jobId,
        stage,
        stages: movedTo([], stage, day),
        note: body.note ?? '',
      });
      // Saved at the same moment from another tab: this save changes the entry that one made.
      if (!added) await this.move((await this.applications.find(user.id, jobId))!, body, day);
    }
    return this.entry(user, jobId);
  }

  /** Moves her entry to the stage asked (or keeps it), with her note; the listing's change mark is seen. */
  private async move(existing: JobApplicationEntity, body: TrackJobDto, day: string): Promise<void> {
    const stage = body.stage ?? existing.stage;
    await this.applications.save({
      id: existing.id,
      stage,
      stages: movedTo(existing.stages, stage, day),
      note: body.note ?? existing.note,
      listingChanged: false,
    });
  }

  async entry(user: UserEntity, jobId: number): Promise<JobApplicationDto> {
    const found = await this.applications.find(user.id, jobId);
    if (!found) throw new NotFoundError(M.notTracked);
    return toApplicationDto(found as JobApplicationEntity & { job: JobEntity });
  }

  async remove(user: UserEntity, jobId: number): Promise<void> {
    if (!(await this.applications.remove(user.id, jobId))) throw new NotFoundError(M.notTracked);
  }

  /** How many nurses follow the listing (saved it or are still applying): those a closing or a pay change tells. */
  followerCount(jobId: number): Promise<number> {
    return this.applications.countIn(jobId, FOLLOWING);
  }

  /** The listing closed, in `tx`: everyone still following it hears so. */
  listingClosed(job: JobEntity, tx: Transaction): Promise<void> {
    return this.tell(job, `${job.title} at ${job.employer} has closed`, tx);
  }

  /** The listing's pay changed, in `tx`: everyone still following it hears the new range. */
  payChanged(job: JobEntity, tx: Transaction): Promise<void> {
    const pay =
      job.payMinCents !== null && job.payUnit
        ? formatPayRange(job.payMinCents, job.payMaxCents ?? job.payMinCents, job.payUnit)
        : 'no range';
    return this.tell(job, `The pay of ${job.title} at ${job.employer} is now ${pay}`, tx);
  }

  private async tell(job: JobEntity, detail: string, tx: Transaction): Promise<void> {
    const followerIds = await this.applications.markChanged(job.id, FOLLOWING, tx);
    if (followerIds.length > 0) tx.record({ type: 'tracked-job-changed', jobId: job.id, followerIds, detail });
  }
}
