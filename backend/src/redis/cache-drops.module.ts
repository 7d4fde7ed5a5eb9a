import { Global, Module } from '@nestjs/common';
import { CacheDrops } from './cache-drops';

/** The API's in-memory caches and their drop channel across instances (see cache-drops.ts). */
@Global()
@Module({ providers: [CacheDrops], exports: [CacheDrops] })
export class CacheDropsModule {}
