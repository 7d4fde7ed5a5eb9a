import { Module } from '@nestjs/common';
import { NotificationCenterModule } from '../notifications/notification-center.module';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AccountStatusModule } from '../account-status/account-status.module';
import { AuditModule } from '../audit/audit.module';
import { MessageEntity } from '../messaging/entities/message.entity';
import { MessageAttachmentsModule } from '../messaging/attachments/message-attachments.module';
import { MessageAccessModule } from '../messaging/message-access.module';
import { RateLimitModule } from '../../rate-limit/rate-limit.module';
import { UsersModule } from '../users/users.module';
import { ReportEntity } from './entities/report.entity';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

/** Reports nurses file; the admin area lists and handles them through ReportsService. */
@Module({
  imports: [
    TypeOrmModule.forFeature([ReportEntity, MessageEntity]),
    UsersModule,
    AuditModule,
    AccountStatusModule,
    RateLimitModule,
    NotificationCenterModule,
    MessageAttachmentsModule,
    MessageAccessModule,
  ],
  controllers: [ReportsController],
  providers: [ReportsRepository, ReportsService],
  exports: [ReportsService],
})
export class ReportsModule {}
