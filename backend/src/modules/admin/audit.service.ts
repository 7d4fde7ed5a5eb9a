import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import type { Repository } from 'typeorm';
import { AuditLogEntity } from './entities/audit-log.entity';

@Injectable()
export class AuditService {
  constructor(@InjectRepository(AuditLogEntity) private readonly log: Repository<AuditLogEntity>) {}

  /** Writes one administrator action. There is one shared admin identity, named 'admin'. */
  async record(
    action: string,
    target: { type: string; id: string | number } | null,
    details: Record<string, unknown> | null = null,
    ip: string | undefined = undefined,
  ): Promise<void> {
    const entry = this.log.create({
      actor: 'admin',
      action,
      targetType: target?.type ?? null,
      targetId: target ? String(target.id).slice(0, 254) : null,
      details,
      ip: ip?.slice(0, 64) ?? null,
    });
    await this.log.save(entry);
  }

  async recent(page: number, pageSize: number): Promise<{ items: AuditLogEntity[]; total: number }> {
    const [items, total] = await this.log.findAndCount({ order: { id: 'DESC' }, skip: (page - 1) * pageSize, take: pageSize });
    return { items, total };
  }
}
