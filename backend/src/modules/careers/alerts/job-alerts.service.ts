import { Injectable, Logger } from '@nestjs/common';
import { ConflictError, NotFoundError } from '../../../common/domain-errors';
import { UnitOfWork } from '../../../database/unit-of-work.service';
import type { UserEntity } from '../../users/entities/user.entity';
import { JobsService, openListingsMatching } from '../jobs/jobs.service';
import { NursePracticeStates } from '../jobs/nurse-practice-states.service';
import type { JobAlertDto, JobAlertWriteDto } from './dto/job-alert.dto';
import type { JobAlertEntity } from './entities/job-alert.entity';
import { JOB_ALERT_LIMITS, JOB_ALERT_MESSAGES as M, newListingsText, type SavedJobFilters } from './job-alert-rules';
import { JobAlertsRepository } from './job-alerts.repository';

/** Saved searches read from the database at a time during the pass. */
const PASS_BATCH = 500;
/** How long a publishing transaction may take to commit; the pass counts listings published before that. */
const SETTLE_MS = 2000;
/** Saved searches checked side by side: each waits on a few round trips to the database. */
const SIDE_BY_SIDE = 8;

export const toAlertDto = (alert: JobAlertEntity): JobAlertDto => ({
  id: alert.id,
  name: alert.name,
  filters: alert.filters,
  alertsOn: alert.alertsOn,
  createdAt: alert.createdAt.toISOString(),
});

/** The filters as stored: those given, without empty lists or text. */
function savedFilters(filters: JobAlertWriteDto['filters']): SavedJobFilters {
  const kept = Object.entries(filters).filter(
    ([, value]) => value !== undefined && value !== null && value !== '' && !(Array.isArray(value) && value.length === 0),
  );
  return Object.fromEntries(kept) as SavedJobFilters;
}

/**
 * Her saved searches, and the pass that tells her of listings first published since it last looked
 * that match one with alerts on: one notification per search per pass, batched into her digest and
 * kept out of her quiet hours by the notifications module.
 */
@Injectable()
export class JobAlertsService {
  private readonly logger = new Logger('JobAlerts');

  constructor(
    private readonly alerts: JobAlertsRepository,
    private readonly jobs: JobsService,
    private readonly practice: NursePracticeStates,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async list(user: UserEntity): Promise<JobAlertDto[]> {
    return (await this.alerts.listOf(user.id)).map(toAlertDto);
  }

  async create(user: UserEntity, body: JobAlertWriteDto): Promise<JobAlertDto> {
    openListingsMatching(body.filters, null);
    if ((await this.alerts.countOf(user.id)) >= JOB_ALERT_LIMITS.perNurse) throw new ConflictError(M.tooMany);
    const alert = await this.alerts.insert({
      userId: user.id,
      name: body.name.trim(),
      filters: savedFilters(body.filters),
      alertsOn: body.alertsOn ?? true,
      checkedAt: new Date(),
    });
    return toAlertDto(alert);
  }

  async update(user: UserEntity, id: number, body: JobAlertWriteDto): Promise<JobAlertDto> {
    const alert = await this.own(user, id);
    openListingsMatching(body.filters, null);
    // New filters start from now: listings already published are not news under them.
    await this.alerts.update(alert.id, {
      name: body.name.trim(),
      filters: savedFilters(body.filters),
      alertsOn: body.alertsOn ?? alert.alertsOn,
      checkedAt: new Date(),
    });
    return toAlertDto(await this.own(user, id));
  }

  async remove(user: UserEntity, id: number): Promise<void> {
    if (!(await this.alerts.remove(user.id, id))) throw new NotFoundError(M.notFound);
  }

  /**
   * The scheduled pass of the hour `at` falls in, run by the one instance that claims that hour; null
   * when another instance has it.
   */
  async runHourlyPass(at: Date): Promise<number | null> {
    const hour = at.toISOString().slice(0, 13);
    if (!(await this.alerts.claimPass(hour, at))) {
      this.logger.log(`The job alert pass of ${hour}h was claimed by another instance`);
      return null;
    }
    const alerted = await this.runPass();
    await this.alerts.finishPass(hour, new Date(), alerted);
    return alerted;
  }

  /** Checks every saved search with alerts on; answers how many told their nurse of new listings. */
  async runPass(): Promise<number> {
    // Listings published in the last moments may not be committed yet: they are left to the next pass.
    const now = new Date(Date.now() - SETTLE_MS);
    let alerted = 0;
    for (let afterId = 0; ;) {
      const batch = await this.alerts.alertsOnAfter(afterId, PASS_BATCH);
      if (batch.length === 0) break;
      afterId = batch[batch.length - 1].id;
      for (let start = 0; start < batch.length; start += SIDE_BY_SIDE) {
        const told = await Promise.all(batch.slice(start, start + SIDE_BY_SIDE).map((alert) => this.check(alert, now)));
        alerted += told.filter(Boolean).length;
      }
    }
    this.logger.log(`Job alert pass: ${alerted} saved searches had new listings`);
    return alerted;
  }

  /**
   * Tells her of listings published between the search's last check and `now`, once: the check time
   * moves on with her notification stored, or not at all, so a failure leaves the listings to the next pass.
   */
  private async check(alert: JobAlertEntity, now: Date): Promise<boolean> {
    // Saved or changed since `now`: nothing published before that is news to it.
    if (alert.checkedAt >= now) return false;
    try {
      const practice = alert.filters.practiceOnly && alert.user ? await this.practice.of(alert.user) : null;
      const count = await this.jobs.countPublishedBetween(alert.filters, practice, alert.checkedAt, now);
      if (count === 0) {
        await this.alerts.moveCheckedAt(alert.id, alert.checkedAt, now);
        return false;
      }
      return await this.unitOfWork.run(async (tx) => {
        if (!(await this.alerts.moveCheckedAt(alert.id, alert.checkedAt, now, tx))) return false;
        tx.record({ type: 'job-alert-matched', userId: alert.userId, searchId: alert.id, detail: newListingsText(count, alert.name) });
        return true;
      });
    } catch (error) {
      this.logger.error(`Saved search #${alert.id} could not be checked: ${error instanceof Error ? error.message : String(error)}`);
      return false;
    }
  }

  private async own(user: UserEntity, id: number): Promise<JobAlertEntity> {
    const alert = await this.alerts.findOwn(user.id, id);
    if (!alert) throw new NotFoundError(M.notFound);
    return alert;
  }
}
