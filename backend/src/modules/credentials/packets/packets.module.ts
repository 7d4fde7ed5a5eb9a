import { Module, type MiddlewareConsumer, type NestModule } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { packetLinkHeaders } from '../../../common/packet-link-headers';
import { RateLimitModule } from '../../../rate-limit/rate-limit.module';
import { UsersModule } from '../../users/users.module';
import { ContinuingEducationModule } from '../continuing-education/continuing-education.module';
import { CredentialsModule } from '../credentials.module';
import { CredentialPacketViewEntity } from './entities/credential-packet-view.entity';
import { CredentialPacketEntity } from './entities/credential-packet.entity';
import { PacketsController } from './packets.controller';
import { PacketsRepository } from './packets.repository';
import { PacketsService } from './packets.service';
import { SharedPacketsController } from './shared-packets.controller';
import { SharedPacketsService } from './shared-packets.service';

/** The packets she shares: links by a random token to a read-only view of her wallet, every view logged. */
@Module({
  imports: [
    TypeOrmModule.forFeature([CredentialPacketEntity, CredentialPacketViewEntity]),
    CredentialsModule,
    ContinuingEducationModule,
    UsersModule,
    RateLimitModule,
  ],
  controllers: [PacketsController, SharedPacketsController],
  providers: [PacketsRepository, PacketsService, SharedPacketsService],
})
export class PacketsModule implements NestModule {
  configure(consumer: MiddlewareConsumer): void {
    consumer.apply(packetLinkHeaders).forRoutes(SharedPacketsController);
  }
}
