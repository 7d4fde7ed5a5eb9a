import { randomBytes } from 'node:crypto';
import { PassThrough } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { DATA_EXPORT_DAILY_LIMIT, DATA_EXPORT_KEEP_HOURS, DATA_EXPORT_TEXTS, yourDataRoute, type DataExportStatus } from '@nurse/domain';
import { ConflictError, GoneError, NotFoundError, TooManyAttemptsError } from '../../common/domain-errors';
import { APP_CONFIG } from '../../config/config.module';
import type { AppConfig } from '../../config/app-config';
import { UnitOfWork } from '../../database/unit-of-work.service';
import { JobQueue } from '../../jobs/job-queue';
import { MailOutbox } from '../../mail/mail-outbox.service';
import { writePersonalDataArchive } from '../../personal-data/personal-data-archive';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { FILE_STORAGE, type FileStorage, type StoredObject } from '../../uploads/storage/file-storage';
import { UsersRepository } from '../users/users.repository';
import { lockNurse } from '../users/row-locks';
import { DataExportsRepository } from './data-exports.repository';
import type { DataExportEntity } from './entities/data-export.entity';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** The storage prefix the archives live under, apart from uploads. */
export const DATA_EXPORT_PREFIX = 'data-exports/';
/** A request still not ready this long after it was asked for has failed (its job ran out of attempts). */
export const DATA_EXPORT_GIVE_UP_MS = 2 * HOUR_MS;
const UNFINISHED: readonly DataExportStatus[] = ['queued', 'building'];

/** Her archive, ready to stream. */
export interface DataExportDownload {
  file: StoredObject;
  readyAt: Date;
}

/**
 * "Download my data": she asks from her settings (at most one at a time, a few a day); a job builds the
 * zip from every registered personal data section into the file storage; she is told in the app and by
 * email; she downloads it with her session for 72 hours; then a sweep deletes the file.
 */
@Injectable()
export class DataExportService {
  private readonly logger = new Logger('DataExport');

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
    private readonly exports: DataExportsRepository,
    private readonly users: UsersRepository,
    private readonly registry: PersonalDataRegistry,
    private readonly unitOfWork: UnitOfWork,
    private readonly jobs: JobQueue,
    private readonly outbox: MailOutbox,
  ) {}

  /** Stores her request and queues its job: refused while one is being prepared, and past the daily limit. */
  async request(userId: number, now = new Date()): Promise<DataExportEntity> {
    const row = await this.unitOfWork.run(async (tx) => {
      await lockNurse(userId, tx);
      const latest = await this.exports.latestOf(userId, tx);
      if (latest && UNFINISHED.includes(latest.status)) throw new ConflictError(DATA_EXPORT_TEXTS.alreadyPreparing);
      const recent = await this.exports.requestedSince(userId, new Date(now.getTime() - DAY_MS), tx);
      if (recent.length >= DATA_EXPORT_DAILY_LIMIT) {
        const freeAt = recent[recent.length - DATA_EXPORT_DAILY_LIMIT].getTime() + DAY_MS;
        throw new TooManyAttemptsError(Math.max(1, Math.ceil((freeAt - now.getTime()) / 1000)), DATA_EXPORT_TEXTS.dailyLimit);
      }
      return this.exports.insert(userId, now, tx);
    });
    await this.queue(row.id);
    return row;
  }

  /** Her latest request, or null when she never asked. */
  latest(userId: number): Promise<DataExportEntity | null> {
    return this.exports.latestOf(userId);
  }

  /**
   * Opens her latest archive that was built (one she asked for since, still being prepared, leaves it
   * downloadable): 404 when none was, 410 once its time is up.
   */
  async download(userId: number): Promise<DataExportDownload> {
    const built = await this.exports.latestBuiltOf(userId);
    const ready = built?.status === 'ready' ? built : null;
    if (built?.status === 'expired' || (ready?.expiresAt && ready.expiresAt.getTime() <= Date.now())) {
      throw new GoneError(DATA_EXPORT_TEXTS.expired);
    }
    const file = ready?.storageKey ? await this.files.get(ready.storageKey) : null;
    if (!ready || !file) throw new NotFoundError(DATA_EXPORT_TEXTS.noArchive);
    return { file, readyAt: ready.readyAt ?? ready.requestedAt };
  }

  /**
   * The job: builds the archive of a queued request into the storage, then marks it ready and tells
   * her, in one transaction. A request no longer queued or building is left alone, so a job that runs
   * twice builds once; a failure leaves no file behind and is retried by the queue.
   */
  async build(exportId: number): Promise<void> {
    const row = await this.exports.findById(exportId);
    if (!row || !UNFINISHED.includes(row.status)) return;
    await this.exports.transition(row.id, UNFINISHED, { status: 'building' });
    const user = await this.users.findById(row.userId);
    if (!user) return;
    const key = `${DATA_EXPORT_PREFIX}${row.id}-${randomBytes(16).toString('hex')}.zip`;
    const body = new PassThrough();
    const stored = this.files.put(key, body, { contentType: 'application/zip' });
    stored.catch((error: Error) => body.destroy(error));
    let bytes: number;
    try {
      bytes = await writePersonalDataArchive(row.userId, this.registry.contributors(), body, new Date());
      await stored;
    } catch (error) {
      body.destroy();
      await stored.catch(() => undefined);
      await this.files.delete(key).catch(() => undefined);
      throw error;
    }
    const readyAt = new Date();
    const expiresAt = new Date(readyAt.getTime() + DATA_EXPORT_KEEP_HOURS * HOUR_MS);
    const outboxId = await this.unitOfWork.run(async (tx) => {
      if (!(await this.exports.transition(row.id, ['building'], { status: 'ready', readyAt, expiresAt, storageKey: key, bytes }, tx)))
        return null;
      tx.record({ type: 'data-export-ready', userId: row.userId, exportId: row.id });
      return this.outbox.add(tx, user.email, {
        template: 'data-export-ready',
        name: user.firstName?.trim() || user.name,
        settingsUrl: `${this.config.appUrl}${yourDataRoute}`,
        keptHours: DATA_EXPORT_KEEP_HOURS,
      });
    });
    if (outboxId === null) {
      await this.files.delete(key).catch(() => undefined);
      return;
    }
    await this.outbox.dispatch([outboxId]);
  }

  /**
   * Deletes the archives whose time is up and marks them expired; queues again what is still owed
   * (a job lost with its queue), and gives up on requests not ready long after they were asked for.
   * A file under the prefix that no kept archive names (its nurse's account was deleted, or a build
   * died before it could clean up) is deleted once it is older than any build can take.
   * Answers how many archives were deleted.
   */
  async sweep(now = new Date()): Promise<number> {
    let expired = 0;
    for (const row of await this.exports.expiredBy(now)) {
      if (row.storageKey) await this.files.delete(row.storageKey);
      if (await this.exports.transition(row.id, ['ready'], { status: 'expired', storageKey: null })) expired += 1;
    }
    const giveUpBefore = new Date(now.getTime() - DATA_EXPORT_GIVE_UP_MS);
    const kept = await this.exports.keptKeys();
    for (const entry of await this.files.list(DATA_EXPORT_PREFIX)) {
      if (!kept.has(entry.key) && entry.lastModified < giveUpBefore) await this.files.delete(entry.key);
    }
    for (const id of await this.exports.idsIn(UNFINISHED, giveUpBefore)) {
      await this.exports.transition(id, UNFINISHED, { status: 'failed' });
    }
    for (const id of await this.exports.idsIn(['queued'], now)) await this.queue(id, true);
    return expired;
  }

  private async queue(exportId: number, rerunFinished = false): Promise<void> {
    // The request is stored; a queue that fails now is caught up by the next sweep.
    await this.jobs.enqueue('build-data-export', { exportId }, { rerunFinished }).catch((error: unknown) => {
      this.logger.warn(`Data export #${exportId} waits for the next sweep: ${(error as Error).message}`);
    });
  }
}
