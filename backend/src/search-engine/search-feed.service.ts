import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DomainEventBus } from '../events/domain-event-bus.service';
import { repeatSweep } from '../jobs/periodic-sweep';
import { jobDocument, replaceJobs } from './job-documents';
import { personDocument, replacePeople } from './people-documents';
import { shardOf } from '../config/search-engine-address';
import { SearchEngineClient, type EngineMirror } from './search-engine.adapter';
import { SearchEngineMetrics } from './search-engine-metrics.service';
import { INDEX_OF, SearchFeedRepository, type DocumentKind, type IndexChange } from './search-feed.repository';

const BATCH = 1000;
const IDLE_WAIT_MS = 100;
/** A mirror that failed a write is tried again after this long; the others go on meanwhile. */
const MIRROR_RETRY_MS = 2000;
const REBUILD_PAGE = 10_000;
const PRUNE_EVERY_MS = 60_000;
/** A backlog (a rebuild) is counted for the metrics this often, not after every pass. */
const PENDING_COUNT_EVERY_MS = 5000;

const KINDS: readonly DocumentKind[] = ['person', 'job'];

interface MirrorProgress {
  mirror: EngineMirror;
  /** Documents whose write this mirror missed while it was down (by kind): written again, as they are then, once it answers. */
  missed: Record<DocumentKind, Set<number>>;
  retryAt: number;
}

/** Document ids by kind. */
type Documents = Record<DocumentKind, number[]>;

function byKind(changes: readonly IndexChange[], keep: (id: number) => boolean): Documents {
  const documents: Documents = { person: [], job: [] };
  for (const change of changes)
    if (keep(change.docId) && !documents[change.kind].includes(change.docId)) documents[change.kind].push(change.docId);
  return documents;
}

/**
 * Feeds the search engine from the changes the database's triggers store in the transaction of each
 * change (migration 1764800000800). Runs in the processes that run jobs (the worker with Redis, the API
 * without), one at a time across the fleet by a named lock. Applying a change writes the document as
 * the database holds it now (REPLACE by id, or DELETE when the account is gone): applying one twice, or
 * late, leaves the same document, and with a single feeder the writes of a document reach a mirror in
 * the order of its changes. Changes are read oldest first and deleted by id once applied, so one whose
 * transaction committed after a newer one is still read by the next pass. A mirror that is down misses
 * writes: it is passed over (the others go on) and the documents it missed are written to it again
 * when it answers; if the feeder stops meanwhile, `npm run search:rebuild` brings it level.
 */
@Injectable()
export class SearchFeed implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SearchFeed');
  private readonly progress: MirrorProgress[];
  private timer: NodeJS.Timeout | null = null;
  private stopped = false;
  private running: Promise<void> | null = null;
  private stopPruning: (() => void) | null = null;
  private pendingCountedAt = 0;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly engine: SearchEngineClient,
    private readonly changes: SearchFeedRepository,
    private readonly metrics: SearchEngineMetrics,
    private readonly events: DomainEventBus,
  ) {
    this.progress = engine.mirrors.map((mirror) => ({ mirror, missed: { person: new Set<number>(), job: new Set<number>() }, retryAt: 0 }));
  }

  onApplicationBootstrap(): void {
    if (!this.config.processJobs) return;
    if (this.engine.enabled) this.schedule(0);
    // With no engine the triggers' rows are of no use: they are cleared, and `npm run search:rebuild` fills an engine added later.
    else this.stopPruning = repeatSweep(this.logger, 'Search feed prune', PRUNE_EVERY_MS, () => this.changes.forgetAll());
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    this.stopPruning?.();
    if (this.timer) clearTimeout(this.timer);
    await this.running;
    await this.changes.releaseFeedLock();
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      this.running = this.tick().finally(() => (this.running = null));
    }, ms);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let applied = 0;
    try {
      if (await this.changes.holdFeedLock()) applied = await this.applyPending();
    } catch (error) {
      this.logger.warn(`Search feed pass failed: ${(error as Error).message}`);
    }
    this.schedule(applied > 0 ? 0 : IDLE_WAIT_MS);
  }

  /** One pass: the oldest stored changes, applied to every mirror that answers, then forgotten; answers how many. */
  async applyPending(now = Date.now()): Promise<number> {
    const batch = await this.changes.changesAfter(0, BATCH);
    const due = this.progress.filter((each) => each.retryAt <= now);
    for (const each of due) {
      const missed: Documents = { person: [...each.missed.person], job: [...each.missed.job] };
      if (missed.person.length + missed.job.length === 0) continue;
      if (await this.write(each, missed, [])) for (const kind of KINDS) for (const id of missed[kind]) each.missed[kind].delete(id);
    }
    if (batch.length === 0) return 0;
    const shards = this.engine.address!.shards.length;
    // The mirrors of a shard write the same documents: they are read from the database once.
    const reads = new Map<string, Promise<unknown>>();
    await Promise.all(
      this.progress.map(async (each) => {
        const own = byKind(batch, (id) => shardOf(id, shards) === each.mirror.shard);
        if (own.person.length + own.job.length === 0) return;
        if (due.includes(each) && (await this.write(each, own, batch, reads))) return;
        for (const kind of KINDS) for (const id of own[kind]) each.missed[kind].add(id);
      }),
    );
    await this.changes.forget(batch.map((change) => change.id));
    // A job search read while the engine was behind may be kept for a few seconds (job-search-cache.service.ts): read it again.
    if (batch.some((change) => change.kind === 'job')) this.events.announce({ type: 'job-listings-changed' });
    if (now - this.pendingCountedAt > PENDING_COUNT_EVERY_MS || batch.length < BATCH) {
      this.pendingCountedAt = now;
      this.metrics.setPending(await this.changes.pendingCount());
    }
    return batch.length;
  }

  /** Writes the documents as the database holds them now to one mirror; false when the mirror failed. */
  private async write(
    each: MirrorProgress,
    documents: Documents,
    changes: readonly IndexChange[],
    reads = new Map<string, Promise<unknown>>(),
  ): Promise<boolean> {
    const once = <T>(key: string, read: () => Promise<T>): Promise<T> => {
      if (!reads.has(key)) reads.set(key, read());
      return reads.get(key) as Promise<T>;
    };
    try {
      const people = await once(`person ${documents.person.join(',')}`, () => this.changes.people(documents.person));
      if (people.length > 0) {
        const { sql, params } = replacePeople(people.map(personDocument));
        await this.engine.write(each.mirror, sql, params);
      }
      const jobs = await once(`job ${documents.job.join(',')}`, () => this.changes.jobs(documents.job));
      if (jobs.length > 0) {
        const { sql, params } = replaceJobs(jobs.map(jobDocument));
        await this.engine.write(each.mirror, sql, params);
      }
      await this.deleteGone(each.mirror, 'person', documents.person, new Set(people.map((row) => row.id)));
      await this.deleteGone(each.mirror, 'job', documents.job, new Set(jobs.map((row) => row.id)));
      const heldAt = Date.now();
      for (const change of changes) if (documents[change.kind].includes(change.docId)) this.metrics.observeLag(heldAt - change.storedAt);
      return true;
    } catch (error) {
      each.retryAt = Date.now() + MIRROR_RETRY_MS;
      this.logger.warn(
        `Search engine mirror ${each.mirror.label} missed a write; it is written again when it answers: ${(error as Error).message}`,
      );
      return false;
    }
  }

  private async deleteGone(mirror: EngineMirror, kind: DocumentKind, ids: readonly number[], present: ReadonlySet<number>): Promise<void> {
    const gone = ids.filter((id) => !present.has(id));
    if (gone.length > 0)
      await this.engine.write(mirror, `DELETE FROM ${INDEX_OF[kind]} WHERE id IN (${gone.map(() => '?').join(', ')})`, gone);
  }

  /**
   * Applies stored changes until none is left: here while this process can hold the feed, else by
   * waiting for the process that does (the worker). `report` hears how many are left, now and then.
   */
  async feedUntilApplied(report: (pending: number) => void): Promise<void> {
    let reported = 0;
    for (;;) {
      const pending = await this.changes.pendingCount();
      if (pending === 0) return;
      if (Date.now() - reported > 5000) {
        report(pending);
        reported = Date.now();
      }
      if (await this.changes.holdFeedLock()) await this.applyPending();
      else await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }

  /**
   * Rebuilds the engine's documents in place, with no downtime: a change is stored for every account,
   * which the feed applies like any other (so a rebuild never overwrites a newer change with an older
   * read), and the documents of accounts that no longer exist are deleted from every mirror.
   */
  async rebuild(): Promise<{ noted: number; deleted: number }> {
    let noted = 0;
    let deleted = 0;
    for (const kind of KINDS) {
      const highest = await this.changes.highestId(kind);
      const storedAt = Date.now();
      for (let from = 0; from <= highest; from += REBUILD_PAGE) await this.changes.noteEvery(kind, from, from + REBUILD_PAGE, storedAt);
      noted += highest;
      for (const mirror of this.engine.mirrors) {
        for (let after = 0; ;) {
          const rows = await this.engine.read<{ id: number | string }>(
            mirror,
            `SELECT id FROM ${INDEX_OF[kind]} WHERE id > ? ORDER BY id ASC LIMIT ${REBUILD_PAGE} OPTION max_matches = ${REBUILD_PAGE}`,
            [after],
          );
          if (rows.length === 0) break;
          const ids = rows.map((row) => Number(row.id));
          const existing = await this.changes.existing(kind, ids);
          const before = ids.filter((id) => !existing.has(id)).length;
          await this.deleteGone(mirror, kind, ids, existing);
          deleted += before;
          after = ids[ids.length - 1]!;
        }
      }
    }
    return { noted, deleted };
  }

  /** Each mirror's documents of each index beside the database's rows of its shard. */
  async compareCounts(): Promise<{ index: string; mirror: string; shard: number; engine: number | null; database: number }[]> {
    const shards = this.engine.address?.shards.length ?? 0;
    const counts = KINDS.flatMap((kind) =>
      this.engine.mirrors.map(async (mirror) => {
        const database = await this.changes.countInShard(kind, mirror.shard, shards);
        const engine = await this.engine
          .read<{ 'count(*)': number | string }>(mirror, `SELECT COUNT(*) FROM ${INDEX_OF[kind]}`)
          .then((rows) => Number(rows[0]?.['count(*)'] ?? 0))
          .catch(() => null);
        return { index: INDEX_OF[kind], mirror: mirror.label, shard: mirror.shard, engine, database };
      }),
    );
    return Promise.all(counts);
  }
}
