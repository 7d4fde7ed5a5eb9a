import { Logger } from '@nestjs/common';
import { createApp } from './bootstrap/create-app';
import { loadConfig } from './config/app-config';
import { reportStartFailure } from './observability/start-failure';
import { shutDownGracefully } from './shutdown/graceful-shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const app = await createApp(config);
  await app.listen(config.port, config.host);
  shutDownGracefully(app, { graceMs: config.shutdownGraceMs, httpServer: app.getHttpServer() });
  Logger.log(`Nurse Career Network listening on ${config.appUrl} (API docs at ${config.appUrl}/api/docs)`, 'Main');
}

main().catch((error: unknown) => {
  reportStartFailure(error, 'api');
  process.exit(1);
});
