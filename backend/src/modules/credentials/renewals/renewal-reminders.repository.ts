import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, LessThan, type Repository } from 'typeorm';
import { insertClaim } from '../../../database/insert-claim';
import { managerOf, type Transaction } from '../../../database/transaction';
import type { CredentialKind } from '../credential-kinds';
import { CertificationEntity } from '../entities/certification.entity';
import { LicenceEntity } from '../entities/licence.entity';
import { RenewalPassEntity, type RenewalPassTrigger } from './entities/renewal-pass.entity';
import { RenewalReminderEntity } from './entities/renewal-reminder.entity';
import type { DayRange } from './renewal-milestones';
import { certificationLabel, licenceLabel } from './renewal-texts';

/** A wallet entry whose expiry date falls in a pass's ranges. */
export interface ExpiringEntry {
  kind: CredentialKind;
  id: number;
  userId: number;
  expiryDate: string;
  label: string;
}

export interface MilestoneKey {
  kind: CredentialKind;
  entryId: number;
  expiryDate: string;
  milestone: number;
}

/** Data access for renewal reminders: entries by expiry date range, sent milestones and daily passes. */
@Injectable()
export class RenewalRemindersRepository {
  constructor(
    @InjectRepository(LicenceEntity) private readonly licences: Repository<LicenceEntity>,
    @InjectRepository(CertificationEntity) private readonly certifications: Repository<CertificationEntity>,
    @InjectRepository(RenewalPassEntity) private readonly passes: Repository<RenewalPassEntity>,
    @InjectRepository(RenewalReminderEntity) private readonly reminders: Repository<RenewalReminderEntity>,
  ) {}

  /** The wallet entry a reminder of hers was about, or null when it is not hers or not known. */
  async entryOfReminder(userId: number, id: number): Promise<{ kind: CredentialKind; entryId: number } | null> {
    const row = await this.reminders.findOne({ select: { entryKind: true, entryId: true }, where: { id, userId } });
    return row ? { kind: row.entryKind, entryId: row.entryId } : null;
  }

  /** Licences and certifications expiring within the range, read through the expiry date indexes. */
  async expiringWithin({ from, to }: DayRange): Promise<ExpiringEntry[]> {
    const expiryDate = Between(from, to);
    const [licences, certifications] = await Promise.all([
      this.licences.find({ select: { id: true, userId: true, type: true, state: true, expiryDate: true }, where: { expiryDate } }),
      this.certifications.find({ select: { id: true, userId: true, name: true, expiryDate: true }, where: { expiryDate } }),
    ]);
    return [
      ...licences.map((row) => ({
        kind: 'licences' as const,
        id: row.id,
        userId: row.userId,
        expiryDate: row.expiryDate,
        label: licenceLabel(row.type, row.state),
      })),
      ...certifications.map((row) => ({
        kind: 'certifications' as const,
        id: row.id,
        userId: row.userId,
        expiryDate: row.expiryDate as string,
        label: certificationLabel(row.name),
      })),
    ];
  }

  /**
   * Claims a milestone for sending, in the transaction that raises its notification: the row's id for
   * the one caller whose insert made it, null when it was sent already (by this or another instance).
   */
  async claim(userId: number, key: MilestoneKey, at: Date, tx: Transaction): Promise<number | null> {
    const { kind: entryKind, entryId, expiryDate, milestone } = key;
    const reminders = managerOf(tx).getRepository(RenewalReminderEntity);
    const row = await insertClaim(reminders, { entryKind, entryId, expiryDate, milestone }, { userId, sentAt: at });
    return row?.id ?? null;
  }

  /** Records a pass of a UTC date; true for the one caller whose insert made the row. */
  async claimPass(day: string, trigger: RenewalPassTrigger, at: Date): Promise<boolean> {
    return (await insertClaim(this.passes, { day, trigger }, { startedAt: at, finishedAt: null, sent: null })) !== null;
  }

  async finishPass(day: string, trigger: RenewalPassTrigger, at: Date, sent: number): Promise<void> {
    await this.passes.update({ day, trigger }, { finishedAt: at, sent });
  }

  /** The latest day before `day` that had a pass, or null. */
  async previousPassDay(day: string): Promise<string | null> {
    const row = await this.passes.findOne({ select: { day: true }, where: { day: LessThan(day) }, order: { day: 'DESC' } });
    return row?.day ?? null;
  }
}
