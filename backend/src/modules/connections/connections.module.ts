import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../users/entities/user.entity';
import { NotificationCenterModule } from '../notifications/notification-center.module';
import { UsersModule } from '../users/users.module';
import { BlockChangesSignal } from './block-changes.signal';
import { BlocksRepository } from './blocks.repository';
import { ConnectionRequestChecks } from './connection-request-checks.registry';
import { ConnectionsController } from './connections.controller';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';
import { BlockEntity } from './entities/block.entity';
import { ConnectionEntity } from './entities/connection.entity';
import { PendingRequestsCacheService } from './pending-requests-cache.service';

@Module({
  imports: [TypeOrmModule.forFeature([ConnectionEntity, BlockEntity, UserEntity]), UsersModule, NotificationCenterModule],
  controllers: [ConnectionsController],
  providers: [
    ConnectionsRepository,
    BlocksRepository,
    ConnectionsService,
    BlockChangesSignal,
    PendingRequestsCacheService,
    ConnectionRequestChecks,
  ],
  exports: [ConnectionsService, BlockChangesSignal, ConnectionRequestChecks],
})
export class ConnectionsModule {}
