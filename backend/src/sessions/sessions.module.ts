import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { PassportModule } from '@nestjs/passport';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { REDIS } from '../redis/redis.module';
import { UsersModule } from '../modules/users/users.module';
import { AccessGuard } from './access.guard';
import { AdminSessionGuard, NurseSessionGuard } from './session-auth.guard';
import { SessionCache } from './session-cache';
import { SessionCacheSyncService } from './session-cache-sync.service';
import { SessionEntity } from './session.entity';
import { DatabaseSessionStore } from './database-session-store.repository';
import { RedisSessionStore, type SessionStore } from './session-store';
import { NurseActivitySignal } from './nurse-activity.signal';
import { SessionService } from './session.service';
import { SESSION_CACHE, SESSION_CACHE_MAX_ENTRIES, SESSION_STORE } from './session.tokens';
import { UserEntity } from '../modules/users/entities/user.entity';
import { AdminSessionStrategy } from './strategies/admin-session.strategy';
import { NurseSessionStrategy } from './strategies/nurse-session.strategy';

/** Server-side sessions, their Passport strategies, and the global access guard every route passes. */
@Global()
@Module({
  imports: [
    TypeOrmModule.forFeature([SessionEntity, UserEntity]),
    PassportModule.register({ session: false }),
    DatabaseModule,
    UsersModule,
  ],
  providers: [
    {
      provide: SESSION_STORE,
      inject: [REDIS, getRepositoryToken(SessionEntity), getRepositoryToken(UserEntity)],
      useFactory: (redis: Redis | null, sessions: Repository<SessionEntity>, users: Repository<UserEntity>): SessionStore =>
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
  exports: [SessionService, NurseActivitySignal],
})
export class SessionsModule {}
