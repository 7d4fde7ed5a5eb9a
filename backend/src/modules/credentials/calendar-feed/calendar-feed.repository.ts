import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { CalendarFeedEntity } from './entities/calendar-feed.entity';

/** Data access for calendar feeds, by their owner or their token's hash. */
@Injectable()
export class CalendarFeedRepository {
  constructor(@InjectRepository(CalendarFeedEntity) private readonly feeds: Repository<CalendarFeedEntity>) {}

  findByOwner(userId: number): Promise<CalendarFeedEntity | null> {
    return this.feeds.findOneBy({ userId });
  }

  findByTokenHash(tokenHash: string): Promise<CalendarFeedEntity | null> {
    return this.feeds.findOneBy({ tokenHash });
  }

  /** Stores her feed's token hash, replacing the one before (whose URL stops working at once). */
  async replace(userId: number, tokenHash: string, at: Date): Promise<CalendarFeedEntity> {
    await this.feeds.upsert({ userId, tokenHash, createdAt: at }, ['userId']);
    return { userId, tokenHash, createdAt: at };
  }

  async remove(userId: number): Promise<boolean> {
    return ((await this.feeds.delete({ userId })).affected ?? 0) > 0;
  }
}
