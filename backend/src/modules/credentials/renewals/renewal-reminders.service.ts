import { Injectable, Logger } from '@nestjs/common';
import { utcToday } from '@nurse/domain';
import { NotFoundError } from '../../../common/domain-errors';
import { UnitOfWork } from '../../../database/unit-of-work.service';
import { FALLBACK_TIME_ZONE, NotificationSettingsService } from '../../notifications/notification-settings.service';
import type { RenewalPassTrigger } from './entities/renewal-pass.entity';
import { RenewalClock } from './renewal-clock.service';
import { coveredDays, dueMilestone, expiryRanges, localDay } from './renewal-milestones';
import { RenewalRemindersRepository, type ExpiringEntry } from './renewal-reminders.repository';
import { renewalText } from './renewal-texts';

/** Reminders sent side by side; well under the database pool, so requests still find connections. */
const REMINDERS_AT_ONCE = 8;

/** What a pass did: reminders sent, and those whose notification failed, left unclaimed for a rerun. */
export interface RenewalRun {
  sent: number;
  failed: number;
}

/**
 * The renewal reminder pass: reads the licences and certifications whose expiry dates put a milestone
 * in the days it covers, and sends each nurse the latest due milestone of each, once.
 */
@Injectable()
export class RenewalRemindersService {
  private readonly logger = new Logger('RenewalReminders');

  constructor(
    private readonly clock: RenewalClock,
    private readonly repository: RenewalRemindersRepository,
    private readonly settings: NotificationSettingsService,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The wallet entry her reminder was about, where its notification leads; another nurse's is not found. */
  async entryOfReminder(userId: number, id: number): Promise<{ kind: 'licences' | 'certifications'; entryId: number }> {
    const entry = await this.repository.entryOfReminder(userId, id);
    if (!entry) throw new NotFoundError('Reminder not found');
    return entry;
  }

  /** The UTC date now, which names the day's pass. */
  today(): string {
    return utcToday(this.clock.now());
  }

  /** Claims the scheduled pass of today; false when another instance already has it. */
  claimToday(): Promise<boolean> {
    return this.repository.claimPass(this.today(), 'scheduled', this.clock.now());
  }

  /**
   * Runs the pass now (the scheduled one, from its job, or an administrator's); answers how many
   * reminders were sent and how many failed. A failed one is not claimed, so running the pass again
   * sends it.
   */
  async run(trigger: RenewalPassTrigger): Promise<RenewalRun> {
    const now = this.clock.now();
    const today = utcToday(now);
    if (trigger === 'admin') await this.repository.claimPass(today, trigger, now);
    const covered = coveredDays(today, await this.repository.previousPassDay(today));
    const timeZones = new Map<number, string>();
    const seen = new Set<string>();
    let sent = 0;
    let failed = 0;
    for (const range of expiryRanges(today, covered)) {
      const entries = (await this.repository.expiringWithin(range)).filter((entry) => {
        const key = `${entry.kind}:${entry.id}`;
        if (seen.has(key)) return false;
        seen.add(key);
        return true;
      });
      // A few nurses at a time: each reminder waits on several round trips (the claim, her settings,
      // the notification and its email), and a day's thousands would otherwise wait on each other.
      for (let start = 0; start < entries.length; start += REMINDERS_AT_ONCE) {
        const batch = entries.slice(start, start + REMINDERS_AT_ONCE);
        const reminded = await Promise.all(batch.map((entry) => this.remind(entry, now, covered, timeZones)));
        sent += reminded.filter((outcome) => outcome === 'sent').length;
        failed += reminded.filter((outcome) => outcome === 'failed').length;
      }
    }
    await this.repository.finishPass(today, trigger, this.clock.now(), sent);
    this.logger.log(`Renewal reminders of ${today} (${trigger}, covering ${covered} day(s)): ${sent} sent, ${failed} failed`);
    return { sent, failed };
  }

  /** Sends the entry's due milestone unless it was sent already; the claim and the notification are stored together. */
  private async remind(
    entry: ExpiringEntry,
    now: Date,
    covered: number,
    timeZones: Map<number, string>,
  ): Promise<'sent' | 'skipped' | 'failed'> {
    try {
      const timeZone = timeZones.get(entry.userId) ?? (await this.settings.of(entry.userId)).timeZone ?? FALLBACK_TIME_ZONE;
      timeZones.set(entry.userId, timeZone);
      const herToday = localDay(now, timeZone);
      const milestone = dueMilestone(entry.expiryDate, herToday, covered);
      if (milestone === null) return 'skipped';
      const key = { kind: entry.kind, entryId: entry.id, expiryDate: entry.expiryDate, milestone };
      return await this.unitOfWork.run(async (tx) => {
        const reminderId = await this.repository.claim(entry.userId, key, now, tx);
        if (reminderId === null) return 'skipped';
        // Each reminder is its own notification: a licence and a certification may share an id.
        tx.record({
          type: 'renewal-milestone-reached',
          userId: entry.userId,
          reminderId,
          detail: renewalText(entry.label, entry.expiryDate, herToday),
        });
        return 'sent';
      });
    } catch (error) {
      this.logger.error(
        `The renewal reminder of ${entry.kind} #${entry.id} failed: ${error instanceof Error ? error.message : String(error)}`,
      );
      return 'failed';
    }
  }
}
