import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, type DeepPartial, type Repository } from 'typeorm';
import { AuditLogEntity } from './entities/audit-log.entity';

/** Data access for the administrator audit log. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>) {}

  async insert(entry: DeepPartial<AuditLogEntity>): Promise<void> {
    await this.log.save(this.log.create(entry));
  }

  /** Entries newest first, from the primary key, after `beforeId` when given. */
  newestFirst(limit: number, beforeId?: number): Promise<AuditLogEntity[]> {
    return this.log.find({ where: beforeId === undefined ? {} : { id: LessThan(beforeId) }, order: { id: 'DESC' }, take: limit });
  }
}
