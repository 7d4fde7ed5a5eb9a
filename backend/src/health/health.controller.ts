import { Controller, Get, Inject, ServiceUnavailableException } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiProperty, ApiPropertyOptional, ApiResponse, ApiTags } from '@nestjs/swagger';
import { InjectDataSource } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { DataSource } from 'typeorm';
import { ApiErrors } from '../common/api-errors.decorator';
import { ErrorResponseDto } from '../common/error-response.dto';
import { REDIS } from '../redis/redis.module';
import { SearchEngineClient } from '../search-engine/search-engine.adapter';
import { Access } from '../sessions/access.decorator';
import { DrainingSignal } from '../shutdown/draining.signal';

export class HealthDto {
  @ApiProperty({ example: 'ok' }) status: string;
}

export class ReadinessDto extends HealthDto {
  @ApiProperty({ enum: ['ok'] }) database: string;
  @ApiProperty({ enum: ['ok', 'not configured'] }) redis: string;
  @ApiPropertyOptional({
    enum: ['ok', 'down'],
    description:
      'The search engine, when one is configured; while it is down search answers from the database, so the instance stays ready',
  })
  searchEngine?: string;
}

const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), CHECK_TIMEOUT_MS).unref()),
  ]);
}

@ApiTags('health')
@Access('anyone')
@Controller('health')
export class HealthController {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(REDIS) private readonly redis: Redis | null,
    private readonly shutdown: DrainingSignal,
    private readonly searchEngine: SearchEngineClient,
  ) {}

  @Get()
  @ApiOperation({ summary: 'Liveness: the process answers', security: [] })
  @ApiOkResponse({ type: HealthDto })
  @ApiErrors(415)
  live(): HealthDto {
    return { status: 'ok' };
  }

  @Get('ready')
  @ApiOperation({
    summary: 'Readiness: the database, and Redis when configured, answer; reports the search engine',
    security: [],
  })
  @ApiOkResponse({ type: ReadinessDto })
  @ApiErrors(415)
  @ApiResponse({ status: 503, description: 'A dependency does not answer', type: ErrorResponseDto })
  async ready(): Promise<ReadinessDto> {
    // A load balancer stops sending requests here while those in flight finish.
    if (this.shutdown.draining) throw new ServiceUnavailableException('This instance is shutting down');
    try {
      await withTimeout(this.dataSource.query('SELECT 1'));
    } catch {
      throw new ServiceUnavailableException('The database is not reachable');
    }
    const searchEngine = await this.searchEngineState();
    if (!this.redis) return { status: 'ok', database: 'ok', redis: 'not configured', searchEngine };
    try {
      await withTimeout(this.redis.ping());
    } catch {
      throw new ServiceUnavailableException('Redis is not reachable');
    }
    return { status: 'ok', database: 'ok', redis: 'ok', searchEngine };
  }

  /** Whether a search on the engine answers completely now (every shard through one of its mirrors). */
  private async searchEngineState(): Promise<string | undefined> {
    if (!this.searchEngine.enabled) return undefined;
    try {
      await this.searchEngine.search('SELECT id FROM people LIMIT 1', []);
      return 'ok';
    } catch {
      return 'down';
    }
  }
}
