import { Injectable } from '@nestjs/common';
import type { AuditLogEntity } from './entities/audit-log.entity';
import { AuditLogRepository } from './audit-log.repository';

@Injectable()
export class AuditService {
  constructor(private readonly log: AuditLogRepository) {}

  /** Writes one administrator action. There is one shared admin identity, named 'admin'. */
  async record(
    action: string,
    target: { type: string; id: string | number } | null,
    details: Record<string, unknown> | null = null,
    ip: string | undefined = undefined,
  ): Promise<void> {
    await this.log.insert({
      actor: 'admin',
      action,
      targetType: target?.type ?? null,
      targetId: target ? String(target.id).slice(0, 254) : null,
      details,
      ip: ip?.slice(0, 64) ?? null,
    });
  }

  recent(page: number, pageSize: number): Promise<{ items: AuditLogEntity[]; total: number }> {
    return this.log.page(page, pageSize);
  }
}
