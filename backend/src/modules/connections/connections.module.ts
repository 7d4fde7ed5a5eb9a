import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../users/entities/user.entity';
import { UsersModule } from '../users/users.module';
import { BlocksRepository } from './blocks.repository';
import { ConnectedNursesCacheService } from './connected-nurses-cache.service';
import { ConnectionRequestChecks } from './connection-request-checks.registry';
import { ConnectionsController } from './connections.controller';
import { ConnectionsLiveSubscriber } from './connections-live.subscriber';
import { ConnectionsPersonalDataModule } from './connections-personal-data.module';
import { ConnectionsRepository } from './connections.repository';
import { ConnectionsService } from './connections.service';
import { BlockEntity } from './entities/block.entity';
import { ConnectionEntity } from './entities/connection.entity';
import { BlockedNursesCacheService } from './blocked-nurses-cache.service';
import { PendingRequestsCacheService } from './pending-requests-cache.service';

@Module({
  imports: [TypeOrmModule.forFeature([ConnectionEntity, BlockEntity, UserEntity]), UsersModule, ConnectionsPersonalDataModule],
  controllers: [ConnectionsController],
  providers: [
    ConnectionsRepository,
    BlocksRepository,
    ConnectionsService,
    PendingRequestsCacheService,
    BlockedNursesCacheService,
    ConnectedNursesCacheService,
    ConnectionRequestChecks,
    ConnectionsLiveSubscriber,
  ],
  exports: [ConnectionsService, ConnectionRequestChecks],
})
export class ConnectionsModule {}
