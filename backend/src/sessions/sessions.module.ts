import { Module, type DynamicModule, type Type } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { REDIS } from '../redis/redis.module';
import { AccessGuard } from './access.guard';
import { AdminSessionGuard, NurseSessionGuard } from './session-auth.guard';
import { SessionCache } from './session-cache';
import { SessionCacheSyncService } from './session-cache-sync.service';
import { SessionEntity } from './session.entity';
import { DatabaseSessionStore } from './database-session-store.repository';
import { RedisSessionStore, type SessionStore } from './session-store';
import { NurseActivitySignal } from './nurse-activity.signal';
import { SESSION_ACCOUNTS_TABLE, type SessionAccount } from './session-accounts';
import { SessionService } from './session.service';
import { SESSION_CACHE, SESSION_CACHE_MAX_ENTRIES, SESSION_STORE } from './session.tokens';
import { AdminSessionStrategy } from './strategies/admin-session.strategy';
import { NurseSessionStrategy } from './strategies/nurse-session.strategy';

/**
 * Server-side sessions, their Passport strategies, and the global access guard every route passes. The
 * app's root names the module that provides the accounts sessions belong to (`SESSION_ACCOUNTS` and
 * `SESSION_ACCOUNTS_TABLE`) and the one of staff accounts (`STAFF_DIRECTORY`); the first is re-exported, so the live socket checks a nurse the same way.
 */
@Module({})
export class SessionsModule {
  static forRoot(accounts: Type, staff: Type): DynamicModule {
    return {
      module: SessionsModule,
      global: true,
      imports: [TypeOrmModule.forFeature([SessionEntity]), PassportModule.register({ session: false }), accounts, staff],
      providers: [
        {
          provide: SESSION_STORE,
          inject: [REDIS, getRepositoryToken(SessionEntity), SESSION_ACCOUNTS_TABLE],
          useFactory: (redis: Redis | null, sessions: Repository<SessionEntity>, users: Repository<SessionAccount>): SessionStore =>
            redis ? new RedisSessionStore(redis) : new DatabaseSessionStore(sessions, users),
        },
        {
          provide: SESSION_CACHE,
          inject: [APP_CONFIG],
          useFactory: (config: AppConfig) => new SessionCache(config.readCacheMs, SESSION_CACHE_MAX_ENTRIES),
        },
        SessionCacheSyncService,
        SessionService,
        NurseActivitySignal,
        NurseSessionStrategy,
        AdminSessionStrategy,
        NurseSessionGuard,
        AdminSessionGuard,
        { provide: APP_GUARD, useClass: AccessGuard },
      ],
      exports: [SessionService, NurseActivitySignal, accounts],
    };
  }
}
