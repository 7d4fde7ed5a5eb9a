import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserEntity } from '../users/entities/user.entity';
import { BlocksRepository } from './blocks.repository';
import { ConnectionsPersonalData } from './connections-personal-data.service';
import { ConnectionsRepository } from './connections.repository';
import { BlockEntity } from './entities/block.entity';
import { ConnectionEntity } from './entities/connection.entity';

/** Her connections' section of her data, without routes: for the API and for the worker that builds her archive. */
@Module({
  imports: [TypeOrmModule.forFeature([ConnectionEntity, BlockEntity, UserEntity])],
  providers: [ConnectionsRepository, BlocksRepository, ConnectionsPersonalData],
})
export class ConnectionsPersonalDataModule {}
