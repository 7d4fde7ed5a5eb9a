import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { AppModule } from '../app.module';
import type { AppConfig } from '../config/app-config';
import { createJsonLogger } from '../observability/json-logger';
import { JsonNestLogger } from '../observability/json-nest-logger';
import { configureApp } from './configure-app';
import { SegmentRoutedExpressAdapter } from './segment-routed-express-adapter';

/** The configured HTTP app, not yet listening. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const jsonLogger = config.env === 'production' ? createJsonLogger('api') : null;
  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config), new SegmentRoutedExpressAdapter(), {
    bodyParser: false,
    bufferLogs: true,
    logger: jsonLogger ? new JsonNestLogger(jsonLogger) : config.env === 'test' ? ['error', 'warn'] : ['log', 'error', 'warn'],
  });
  configureApp(app, config, jsonLogger);
  return app;
}
