import { Global, Module } from '@nestjs/common';
import { SearchEngineClient } from './search-engine.adapter';
import { SearchEngineMetrics } from './search-engine-metrics.service';
import { SearchFeedRepository } from './search-feed.repository';
import { SearchFeed } from './search-feed.service';

/**
 * The search engine (docs/decisions/search-engine.md): the client that searches and writes, and the
 * feed that keeps it in step with the database. With no SEARCH_ENGINE_URL the client is disabled and
 * the feed idle, and search runs on the database.
 */
@Global()
@Module({
  providers: [SearchEngineMetrics, SearchEngineClient, SearchFeedRepository, SearchFeed],
  exports: [SearchEngineClient, SearchFeed, SearchEngineMetrics],
})
export class SearchEngineModule {}
