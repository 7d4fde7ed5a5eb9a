import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { HousekeepingRunEntity, type HousekeepingSummary } from './housekeeping-run.entity';

/** The record of housekeeping runs, which is also the claim on each scheduled slot. */
@Injectable()
export class HousekeepingRunsRepository {
  constructor(@InjectRepository(HousekeepingRunEntity) private readonly runs: Repository<HousekeepingRunEntity>) {}

  /**
   * Records the start of the run of that slot and answers its id, or null when another instance
   * claimed the slot first (its row stays; this insert is ignored rather than failing).
   */
  async claim(slot: string, at: Date): Promise<number | null> {
    const claim = randomUUID();
    await this.runs
      .createQueryBuilder()
      .insert()
      .values({ slot, claim, startedAt: at, finishedAt: null, summary: null })
      .orIgnore()
      .execute();
    const row = await this.runs.findOneBy({ slot });
    return row?.claim === claim ? row.id : null;
  }

  async finish(id: number, at: Date, summary: HousekeepingSummary): Promise<void> {
    await this.runs.update({ id }, { finishedAt: at, summary });
  }
}
