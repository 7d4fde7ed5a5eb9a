import type { NestExpressApplication } from '@nestjs/platform-express';
import { Reflector } from '@nestjs/core';
import { SwaggerModule } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { remoteOrigins } from '../config/remote-origins';
import { HttpExceptionFilter } from '../common/http-exception.filter';
import { jsonBody } from '../common/json-body';
import { JsonRoutesGuard } from '../common/json-routes.guard';
import { originCheck } from '../common/origin-check.middleware';
import { requestId } from '../common/request-id.middleware';
import { createValidationPipe } from '../common/validation.pipe';
import { LiveSocketAdapter } from '../live/live-socket.adapter';
import { LiveEventsService } from '../live/live-events.service';
import type { JsonLogger } from '../observability/json-logger';
import { MetricsRegistry } from '../observability/metrics.registry';
import { observeRequests } from '../observability/observe-requests.middleware';
import { enterRequestScope } from '../observability/request-scope.middleware';
import { REDIS } from '../redis/redis.module';
import { closeConnectionsWhileDraining } from '../shutdown/draining-connections.middleware';
import { DrainingSignal } from '../shutdown/draining.signal';
import { frontends } from './frontends';
import { buildOpenApiDocument } from './openapi';
import { securityHeaders } from './security-headers';

/**
 * Everything the HTTP app needs besides its modules; shared by the server and the API tests. Signals
 * are handled by the server's entry point (shutdown/graceful-shutdown.ts), not here. With a JSON
 * logger (production) each request is logged in one line.
 */
export function configureApp(app: NestExpressApplication, config: AppConfig, jsonLogger: JsonLogger | null = null): void {
  if (config.trustProxy) app.set('trust proxy', 1);
  app.disable('x-powered-by');
  app.set('etag', false);
  app.use(requestId);
  const metrics = app.get(MetricsRegistry);
  if (jsonLogger || metrics.enabled) app.use(observeRequests(jsonLogger, metrics.enabled ? metrics : null));
  app.use(closeConnectionsWhileDraining(app.get(DrainingSignal)));
  app.use(securityHeaders(config));
  app.use(frontends(config));
  app.use(jsonBody(config.bodyLimitBytes));
  app.use(originCheck(config.appUrl, remoteOrigins(config)));
  app.use(enterRequestScope);
  app.setGlobalPrefix('api');
  app.useGlobalGuards(new JsonRoutesGuard(app.get(Reflector)));
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalFilters(new HttpExceptionFilter());
  app.useWebSocketAdapter(new LiveSocketAdapter(app, app.get(REDIS), app.get(LiveEventsService)));
  SwaggerModule.setup('api/docs', app, buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs-json',
    customSiteTitle: 'Nurse Career Network API',
  });
}
