import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UsersModule } from '../../users/users.module';
import { CredentialsModule } from '../credentials.module';
import { CalendarFeedController } from './calendar-feed.controller';
import { CalendarFeedRepository } from './calendar-feed.repository';
import { CalendarFeedService } from './calendar-feed.service';
import { CalendarFeedEntity } from './entities/calendar-feed.entity';

/** Her private calendar feed of expiry dates, at an address only she knows. */
@Module({
  imports: [TypeOrmModule.forFeature([CalendarFeedEntity]), CredentialsModule, UsersModule],
  controllers: [CalendarFeedController],
  providers: [CalendarFeedRepository, CalendarFeedService],
})
export class CalendarFeedModule {}
