import { Logger } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { WorkerModule } from './app.module';
import { ConfigError, loadConfig } from './config/app-config';
import { createJsonLogger } from './observability/json-logger';
import { JsonNestLogger } from './observability/json-nest-logger';
import { reportStartFailure } from './observability/start-failure';
import { shutDownGracefully } from './shutdown/graceful-shutdown';

/** Runs the job processors without the HTTP server. Production runs one or more of these beside the API. */
async function main(): Promise<void> {
  const config = loadConfig();
  if (!config.redisUrl) throw new ConfigError('REDIS_URL: the worker needs Redis; without it the API runs jobs in-process');
  const app = await NestFactory.createApplicationContext(
    WorkerModule.forRoot(config),
    config.env === 'production' ? { logger: new JsonNestLogger(createJsonLogger('worker')) } : {},
  );
  shutDownGracefully(app, { graceMs: config.shutdownGraceMs });
  Logger.log('Worker processing jobs from Redis', 'Worker');
}

main().catch((error: unknown) => {
  reportStartFailure(error, 'worker');
  process.exit(1);
});
