import { Global, Module } from '@nestjs/common';
import { CacheDropsService } from './cache-drops.service';

/** The API's in-memory caches and their drop channel across instances (see cache-drops.service.ts). */
@Global()
@Module({ providers: [CacheDropsService], exports: [CacheDropsService] })
export class CacheDropsModule {}
