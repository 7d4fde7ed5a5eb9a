import { Inject, Injectable } from '@nestjs/common';
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { PoolUsage, type PoolEvents } from './pool-usage';
import type { JobCounts } from './job-counts';
import { statusClass } from '../common/route-pattern';

/** A scrape should not wait on a Redis that does not answer; the gauge keeps its last value then. */
const JOB_COUNTS_WITHIN_MS = 1000;

const REQUEST_LABELS = ['method', 'route', 'status_class'] as const;

/**
 * This process's Prometheus metrics: HTTP requests, open live sockets, the job queue, the database
 * pool on MySQL/MariaDB, and Node's own (memory, event loop, garbage collection). Nothing is measured unless METRICS_PORT is set.
 */
@Injectable()
export class MetricsRegistry {
  readonly registry = new Registry();
  readonly enabled: boolean;
  private readonly requests = new Counter({
    name: 'ncn_http_requests_total',
    help: 'HTTP requests answered, by method, route pattern and status class',
    labelNames: REQUEST_LABELS,
    registers: [this.registry],
  });
  private readonly durations = new Histogram({
    name: 'ncn_http_request_duration_seconds',
    help: 'Time from a request arriving to its answer being sent, by method, route pattern and status class',
    labelNames: REQUEST_LABELS,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.enabled = config.metrics !== undefined;
    if (this.enabled) collectDefaultMetrics({ register: this.registry });
  }

  recordRequest(method: string, route: string, status: number, seconds: number): void {
    const labels = { method, route, status_class: statusClass(status) };
    this.requests.inc(labels);
    this.durations.observe(labels, seconds);
  }

  /** Open live sockets on this instance, read at each scrape. */
  trackOpenSockets(count: () => number): void {
    new Gauge({
      name: 'ncn_live_sockets',
      help: 'Live sockets open on this instance',
      registers: [this.registry],
      collect() {
        this.set(count());
      },
    });
  }

  /** The job queue's jobs by state, read at each scrape (the whole queue with BullMQ, this process's without). */
  trackJobs(counts: () => Promise<JobCounts>): void {
    new Gauge({
      name: 'ncn_jobs',
      help: 'Jobs in the queue by state: waiting, active, delayed, failed (kept for inspection)',
      labelNames: ['state'],
      registers: [this.registry],
      async collect() {
        const current = await withinMs(counts(), JOB_COUNTS_WITHIN_MS).catch(() => null);
        if (!current) return;
        for (const [state, count] of Object.entries(current)) this.set({ state }, count);
      },
    });
  }

  /** The database pool's connections open and in use (read at each scrape), its size, and the waits for a connection. */
  trackDatabasePool(pool: PoolEvents, size: number): void {
    const usage = new PoolUsage(pool);
    new Gauge({
      name: 'ncn_db_pool_connections',
      help: 'Database pool connections by state: open, and in_use by a request or job',
      labelNames: ['state'],
      registers: [this.registry],
      collect() {
        this.set({ state: 'open' }, usage.open);
        this.set({ state: 'in_use' }, usage.inUse);
      },
    });
    new Gauge({
      name: 'ncn_db_pool_size',
      help: 'Connections the database pool may open',
      registers: [this.registry],
    }).set(size);
    const waits = new Counter({
      name: 'ncn_db_pool_waits_total',
      help: 'Times a request for a database connection had to wait because every connection was in use',
      registers: [this.registry],
    });
    pool.on('enqueue', () => waits.inc());
  }
}

function withinMs<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
