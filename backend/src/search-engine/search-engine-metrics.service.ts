import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Histogram } from 'prom-client';
import { MetricsRegistry } from '../observability/metrics.registry';

/** The search engine's latency, faults and index lag, on the process's Prometheus registry. */
@Injectable()
export class SearchEngineMetrics {
  private readonly latency: Histogram;
  private readonly errors: Counter<'operation'>;
  private readonly fallbacks: Counter;
  private readonly lag: Histogram;
  private readonly pending: Gauge;

  constructor(metrics: MetricsRegistry) {
    const registers = [metrics.registry];
    this.latency = new Histogram({
      name: 'ncn_search_engine_query_seconds',
      help: 'Time of a search on the search engine, its total included',
      buckets: [0.002, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2],
      registers,
    });
    this.errors = new Counter({
      name: 'ncn_search_engine_errors_total',
      help: 'Search engine faults: a search that failed, timed out or answered incompletely, or a write to a mirror that failed',
      labelNames: ['operation'],
      registers,
    });
    this.fallbacks = new Counter({
      name: 'ncn_search_engine_fallbacks_total',
      help: 'Searches answered from the database because the search engine was down or incomplete',
      registers,
    });
    this.lag = new Histogram({
      name: 'ncn_search_index_lag_seconds',
      help: 'Time from a change being stored to the search engine holding it (each mirror)',
      buckets: [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300],
      registers,
    });
    this.pending = new Gauge({
      name: 'ncn_search_index_pending_changes',
      help: 'Changes stored for the search engine that not every mirror holds yet',
      registers,
    });
  }

  observeQuery(ms: number): void {
    this.latency.observe(ms / 1000);
  }

  countError(operation: 'search' | 'write'): void {
    this.errors.inc({ operation });
  }

  countFallback(): void {
    this.fallbacks.inc();
  }

  observeLag(ms: number): void {
    this.lag.observe(Math.max(0, ms) / 1000);
  }

  setPending(count: number): void {
    this.pending.set(count);
  }
}
