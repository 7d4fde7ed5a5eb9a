import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { DeepPartial, Repository } from 'typeorm';
import { AuditLogEntity } from './entities/audit-log.entity';

/** Data access for the administrator audit log. */
@Injectable()
export class AuditLogRepository {
  constructor(@InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>) {}

  async insert(entry: DeepPartial<AuditLogEntity>): Promise<void> {
    await this.log.save(this.log.create(entry));
  }

  async page(page: number, pageSize: number): Promise<{ items: AuditLogEntity[]; total: number }> {
    const [items, total] = await this.log.findAndCount({ order: { id: 'DESC' }, skip: (page - 1) * pageSize, take: pageSize });
    return { items, total };
  }
}
