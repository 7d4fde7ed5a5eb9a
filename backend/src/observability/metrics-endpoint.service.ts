import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { bearerTokenMatches } from './bearer-token';
import { MetricsRegistry } from './metrics.registry';

export const METRICS_PATH = '/metrics';

/**
 * Serves GET /metrics on a port of its own (METRICS_PORT on METRICS_HOST), never on the public one;
 * with METRICS_TOKEN set a scrape must send it as a bearer token.
 */
@Injectable()
export class MetricsEndpointService implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('Metrics');
  private server: Server | null = null;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly metrics: MetricsRegistry,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const settings = this.config.metrics;
    if (!settings) return;
    const server = createServer((req, res) => void this.answer(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(settings.port, settings.host, () => resolve());
    });
    this.server = server;
    this.logger.log(`Metrics at http://${settings.host}:${settings.port}${METRICS_PATH}`);
  }

  async onApplicationShutdown(): Promise<void> {
    const server = this.server;
    if (!server) return;
    this.server = null;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }

  private async answer(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const token = this.config.metrics?.token;
    if (req.method !== 'GET' || req.url?.split('?')[0] !== METRICS_PATH) {
      res.writeHead(404).end();
    } else if (token && !bearerTokenMatches(req.headers.authorization, token)) {
      res.writeHead(401, { 'WWW-Authenticate': 'Bearer' }).end();
    } else {
      try {
        const text = await this.metrics.registry.metrics();
        res.writeHead(200, { 'Content-Type': this.metrics.registry.contentType }).end(text);
      } catch (error) {
        this.logger.error(`Metrics could not be collected: ${(error as Error).message}`);
        res.writeHead(500).end();
      }
    }
  }
}
