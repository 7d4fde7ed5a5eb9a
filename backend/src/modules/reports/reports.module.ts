import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdminModule } from '../admin/admin.module';
import { AuditModule } from '../admin/audit.module';
import { MessageEntity } from '../messaging/entities/message.entity';
import { UsersModule } from '../users/users.module';
import { AdminReportsController } from './admin-reports.controller';
import { ReportEntity } from './entities/report.entity';
import { ReportsController } from './reports.controller';
import { ReportsRepository } from './reports.repository';
import { ReportsService } from './reports.service';

@Module({
  imports: [TypeOrmModule.forFeature([ReportEntity, MessageEntity]), UsersModule, AuditModule, AdminModule],
  controllers: [ReportsController, AdminReportsController],
  providers: [ReportsRepository, ReportsService],
})
export class ReportsModule {}
