import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DeepPartial, Repository } from 'typeorm';
import { PreparedEntityQuery } from '../../database/key-lookup';
import { AuditLogEntity } from './entities/audit-log.entity';

/** Data access for the administrator audit log. */
@Injectable()
export class AuditLogRepository {
  private readonly newestBefore: PreparedEntityQuery<AuditLogEntity>;

  constructor(@InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>) {
    this.newestBefore = new PreparedEntityQuery(log, 'WHERE id < ? ORDER BY id DESC LIMIT ?');
  }

  async insert(entry: DeepPartial<AuditLogEntity>): Promise<void> {
    await this.log.save(this.log.create(entry));
  }

  /** Entries newest first, from the primary key, after `beforeId` when given. */
  newestFirst(limit: number, beforeId = Number.MAX_SAFE_INTEGER): Promise<AuditLogEntity[]> {
    return this.newestBefore.all([beforeId, limit]);
  }
}
