import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { getRepositoryToken, TypeOrmModule } from '@nestjs/typeorm';
import type Redis from 'ioredis';
import type { Repository } from 'typeorm';
import { DatabaseModule } from '../database/database.module';
import { REDIS } from '../redis/redis.module';
import { UsersModule } from '../modules/users/users.module';
import { AccessGuard } from './access.guard';
import { SessionEntity } from './session.entity';
import { DatabaseSessionStore, RedisSessionStore, type SessionStore } from './session-store';
import { SessionService } from './session.service';
import { SESSION_STORE } from './session.tokens';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([SessionEntity]), DatabaseModule, UsersModule],
  providers: [
    {
      provide: SESSION_STORE,
      inject: [REDIS, getRepositoryToken(SessionEntity)],
      useFactory: (redis: Redis | null, sessions: Repository<SessionEntity>): SessionStore =>
        redis ? new RedisSessionStore(redis) : new DatabaseSessionStore(sessions),
    },
    SessionService,
    { provide: APP_GUARD, useClass: AccessGuard },
  ],
  exports: [SessionService],
})
export class SessionsModule {}
