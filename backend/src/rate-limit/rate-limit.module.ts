import { Global, Module } from '@nestjs/common';
import { RateLimitCountersRepository } from './rate-limit-counters.repository';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimitService } from './rate-limit.service';

@Global()
@Module({ providers: [RateLimitCountersRepository, RateLimitService, RateLimitGuard], exports: [RateLimitService, RateLimitGuard] })
export class RateLimitModule {}
