import { parseArgs } from 'node:util';
import { Module, type DynamicModule } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { ConfigModule } from './config/config.module';
import { ConfigError, loadConfig, type AppConfig } from './config/app-config';
import { DatabaseModule } from './database/database.module';
import { ENTITIES } from './entities';
import { EventsModule } from './events/events.module';
import { MetricsModule } from './observability/metrics.module';
import { RedisModule } from './redis/redis.module';
import { SearchEngineModule } from './search-engine/search-engine.module';
import { SearchFeed } from './search-engine/search-feed.service';

const USAGE = `Usage: npm run search:rebuild [-- --check]

Rebuilds the search engine's documents (SEARCH_ENGINE_URL) from the database, in place and with no
downtime: every nurse and job listing is noted as a change, which the feed applies like any other, and
documents whose rows are gone are deleted from every mirror. Searches keep answering meanwhile. Waits
until every change is applied (by this process, or by the worker that holds the feed), then compares counts.
--check only compares each mirror's documents with the database's rows of its shard; exits 1 when they differ.`;

@Module({})
class SearchRebuildModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: SearchRebuildModule,
      imports: [
        ConfigModule.forRoot({ ...config, processJobs: false }),
        MetricsModule,
        RedisModule,
        EventsModule,
        DatabaseModule.forRoot(ENTITIES),
        SearchEngineModule,
      ],
    };
  }
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { check: { type: 'boolean', default: false }, help: { type: 'boolean', default: false } } });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const config = loadConfig();
  if (!config.searchEngine) throw new ConfigError('SEARCH_ENGINE_URL: set it to the search engine to rebuild (docs/configuration.md)');
  const app = await NestFactory.createApplicationContext(SearchRebuildModule.forRoot(config), { logger: ['error', 'warn'] });
  try {
    const feed = app.get(SearchFeed);
    if (!values.check) {
      const started = Date.now();
      const { deleted } = await feed.rebuild();
      console.log(`Noted every nurse and listing; deleted ${deleted} document(s) whose rows are gone`);
      await feed.feedUntilApplied((pending) => console.log(`${pending} change(s) to apply`));
      console.log(`Rebuilt in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    }
    const counts = await feed.compareCounts();
    for (const each of counts)
      console.log(`${each.index} shard ${each.shard} on ${each.mirror}: engine ${each.engine ?? 'down'}, database ${each.database}`);
    if (counts.some((each) => each.engine !== each.database)) {
      console.log('The engine and the database differ');
      process.exitCode = 1;
    }
  } finally {
    await app.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
