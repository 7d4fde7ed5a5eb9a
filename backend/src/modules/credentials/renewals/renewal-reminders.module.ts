import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { NotificationCenterModule } from '../../notifications/notification-center.module';
import { CertificationEntity } from '../entities/certification.entity';
import { LicenceEntity } from '../entities/licence.entity';
import { RenewalPassEntity } from './entities/renewal-pass.entity';
import { RenewalReminderEntity } from './entities/renewal-reminder.entity';
import { RenewalClock } from './renewal-clock.service';
import { RenewalRemindersProcessor } from './renewal-reminders.processor';
import { RenewalRemindersRepository } from './renewal-reminders.repository';
import { RenewalRemindersService } from './renewal-reminders.service';

/** The renewal reminder pass and its job: in the API, and on its own in the worker. */
@Module({
  imports: [
    TypeOrmModule.forFeature([LicenceEntity, CertificationEntity, RenewalReminderEntity, RenewalPassEntity]),
    NotificationCenterModule,
  ],
  providers: [RenewalClock, RenewalRemindersRepository, RenewalRemindersService, RenewalRemindersProcessor],
  exports: [RenewalRemindersService, RenewalClock],
})
export class RenewalRemindersModule {}
