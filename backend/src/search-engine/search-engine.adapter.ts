import { setTimeout as sleep } from 'node:timers/promises';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { createPool, type Pool, type PoolConnection, type RowDataPacket } from 'mysql2/promise';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { EngineHost, SearchEngineAddress } from '../config/search-engine-address';
import { SearchEngineMetrics } from './search-engine-metrics.service';

/** A search that takes longer than this is a fault: search answers from the database instead. */
const QUERY_TIMEOUT_MS = 2000;
const CONNECT_TIMEOUT_MS = 500;
/** How long an incomplete answer is asked again (Sphinx's front takes up to about half a second to find a mirror down). */
const INCOMPLETE_RETRY_FOR_MS = 1000;
const INCOMPLETE_RETRY_MS = 50;
/** After a fault the engine is left alone this long, so that a down engine costs no request a timeout. */
const REST_AFTER_FAULT_MS = 2000;

/** The engine did not answer, or answered only part of the documents (an agent of a shard was lost). */
export class SearchEngineFault extends Error {}

export interface EngineAnswer<Row> {
  rows: Row[];
  /** How many documents match in all (SHOW META's total_found). */
  totalFound: number;
}

export interface EngineMirror {
  shard: number;
  label: string;
  connections: Pool;
}

function poolFor({ host, port }: EngineHost): Pool {
  // SphinxQL speaks the MySQL protocol; statements are formatted by the client (no prepared statements).
  return createPool({ host, port, connectionLimit: 8, connectTimeout: CONNECT_TIMEOUT_MS, enableKeepAlive: true });
}

/**
 * The connections to the search engine (Manticore in production, Sphinx in tests): searches go to the
 * front's distributed indexes, writes to every mirror of a document's shard. Absent when
 * SEARCH_ENGINE_URL is not set (`enabled` is false).
 */
@Injectable()
export class SearchEngineClient implements OnApplicationShutdown {
  readonly address: SearchEngineAddress | undefined;
  private readonly front: Pool | undefined;
  readonly mirrors: EngineMirror[];
  private restingUntil = 0;
  private lastFault: string | null = null;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly metrics: SearchEngineMetrics,
  ) {
    this.address = config.searchEngine;
    this.front = this.address ? poolFor(this.address.front) : undefined;
    this.mirrors = (this.address?.shards ?? []).flatMap((mirrors, shard) =>
      mirrors.map((host) => ({ shard, label: `${host.host}:${host.port}`, connections: poolFor(host) })),
    );
  }

  get enabled(): boolean {
    return this.front !== undefined;
  }

  /** Whether searches should try the engine now: configured, and not resting after a fault. */
  get available(): boolean {
    return this.enabled && Date.now() >= this.restingUntil;
  }

  /** The last fault since the engine last answered completely; null while it answers. */
  get fault(): string | null {
    return this.lastFault;
  }

  /**
   * Runs a search on the front and reads its total; throws SearchEngineFault when the engine fails,
   * times out, or warns (a shard whose mirrors are all down answers nothing: the results would be
   * incomplete).
   */
  async search<Row>(sql: string, params: unknown[]): Promise<EngineAnswer<Row>> {
    if (!this.front) throw new SearchEngineFault('No search engine is configured');
    const started = performance.now();
    try {
      let answer = await this.ask<Row>(this.front, sql, params);
      // A mirror lost a moment ago fails the queries it is chosen for until the front has found it down
      // (its pings, a fraction of a second): the same query is sent again, to reach the shard's other mirror.
      while (answer.warning && performance.now() - started < INCOMPLETE_RETRY_FOR_MS) {
        await sleep(INCOMPLETE_RETRY_MS);
        answer = await this.ask<Row>(this.front, sql, params);
      }
      if (answer.warning) throw new SearchEngineFault(`The search engine answered incompletely: ${answer.warning}`);
      this.metrics.observeQuery(performance.now() - started);
      this.lastFault = null;
      return answer;
    } catch (error) {
      this.metrics.countError('search');
      this.restingUntil = Date.now() + REST_AFTER_FAULT_MS;
      this.lastFault = (error as Error).message;
      throw error instanceof SearchEngineFault
        ? error
        : new SearchEngineFault(`The search engine did not answer: ${(error as Error).message}`);
    }
  }

  /**
   * One query and its SHOW META on the same connection. A query the front refused because its agents
   * failed (every shard's chosen mirror lost) answers as a warning, like a shard that answered nothing.
   */
  private async ask<Row>(pool: Pool, sql: string, params: unknown[]): Promise<EngineAnswer<Row> & { warning?: string }> {
    const connection: PoolConnection = await pool.getConnection();
    try {
      const [rows] = await connection.query<RowDataPacket[]>({ sql, values: params, timeout: QUERY_TIMEOUT_MS });
      const [meta] = await connection.query<RowDataPacket[]>({ sql: 'SHOW META', timeout: QUERY_TIMEOUT_MS });
      const values = new Map(meta.map((row) => [String(row.Variable_name), String(row.Value)]));
      connection.release();
      return {
        rows: rows as Row[],
        totalFound: Number(values.get('total_found') ?? 0),
        warning: values.get('warning') ?? values.get('error'),
      };
    } catch (error) {
      const refused = (error as { sqlMessage?: string }).sqlMessage;
      if (refused?.includes('agent')) {
        connection.release();
        return { rows: [], totalFound: 0, warning: refused };
      }
      // A connection that failed mid-query may be in any state: it is not reused.
      connection.destroy();
      throw error;
    }
  }

  /** Runs a write on one mirror. */
  async write(mirror: EngineMirror, sql: string, params: unknown[]): Promise<void> {
    try {
      await mirror.connections.query({ sql, values: params, timeout: QUERY_TIMEOUT_MS });
    } catch (error) {
      this.metrics.countError('write');
      throw error;
    }
  }

  /** Reads from one mirror (the health check counts each one's documents). */
  async read<Row>(mirror: EngineMirror, sql: string, params: unknown[] = []): Promise<Row[]> {
    const [rows] = await mirror.connections.query<RowDataPacket[]>({ sql, values: params, timeout: QUERY_TIMEOUT_MS });
    return rows as Row[];
  }

  async onApplicationShutdown(): Promise<void> {
    await Promise.all([this.front?.end(), ...this.mirrors.map((mirror) => mirror.connections.end())]);
  }
}
