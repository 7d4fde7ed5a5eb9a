import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { createJsonLogger, type JsonLogger } from '../observability/json-logger';
import { JsonNestLogger } from '../observability/json-nest-logger';
import { configureApp } from './configure-app';
import { SegmentRoutedExpressAdapter } from '../common/segment-routed-express-adapter';

/** The configured HTTP app, not yet listening; it logs JSON lines in production, or through `jsonLogger` when given. */
export async function createApp(
  config: AppConfig,
  jsonLogger: JsonLogger | null = config.env === 'production' ? createJsonLogger('api') : null,
): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new SegmentRoutedExpressAdapter(), {
    bodyParser: false,
    bufferLogs: true,
    logger: jsonLogger ? new JsonNestLogger(jsonLogger) : config.env === 'test' ? ['error', 'warn'] : ['log', 'error', 'warn'],
  });
  configureApp(app, config, jsonLogger);
  return app;
}
