import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { NurseActivityEntity } from './entities/nurse-activity.entity';

/** Data access for when each nurse was last active. */
@Injectable()
export class NurseActivityRepository {
  constructor(@InjectRepository(NurseActivityEntity) private readonly rows: Repository<NurseActivityEntity>) {}

  /** Stores when each nurse was seen. */
  async touch(seen: ReadonlyMap<number, Date>): Promise<void> {
    if (seen.size === 0) return;
    await this.rows.upsert(
      [...seen].map(([userId, lastActiveAt]) => ({ userId, lastActiveAt })),
      ['userId'],
    );
  }

  async lastActiveAt(userId: number): Promise<Date | null> {
    return (await this.rows.findOneBy({ userId }))?.lastActiveAt ?? null;
  }
}
