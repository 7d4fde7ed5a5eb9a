import { Injectable } from '@nestjs/common';
import type { AuditLogEntity } from './entities/audit-log.entity';
import { AuditLogRepository } from './audit-log.repository';
import { COUNTED_ROWS, CountersRepository } from '../../database/counters.repository';
import { decodeIdCursor, keysetPage, type KeysetPage } from '../../common/page-cursor';
import { actingStaff, type StaffMember } from '../../sessions/staff-member';

@Injectable()
export class AuditService {
  constructor(
    private readonly log: AuditLogRepository,
    private readonly counters: CountersRepository,
  ) {}

  /**
   * Writes one action: an administrator's, naming the staff person who acted (by default the one the
   * request is signed in as; 'unknown' when there is none, a failed sign-in), or, for the few actions
   * an administrator must be able to trace that a nurse or the system takes (her account's deletion),
   * 'nurse' or 'system'.
   */
  async record(
    action: string,
    target: { type: string; id: string | number } | null,
    details: Record<string, unknown> | null = null,
    ip: string | undefined = undefined,
    by: StaffMember | 'nurse' | 'system' | null = actingStaff(),
  ): Promise<void> {
    const staff = typeof by === 'string' ? null : by;
    await this.log.insert({
      actor: typeof by === 'string' ? by : staff ? staff.name.slice(0, 40) : 'unknown',
      staffId: staff?.id ?? null,
      staffEmail: staff?.email ?? null,
      action,
      targetType: target?.type ?? null,
      targetId: target ? String(target.id).slice(0, 254) : null,
      details,
      ip: ip?.slice(0, 64) ?? null,
    });
  }

  /** Entries newest first, one page at a time after `cursor` (the `nextCursor` of the page before). */
  async recent(cursor: string | undefined, pageSize: number): Promise<KeysetPage<AuditLogEntity> & { total: number }> {
    const beforeId = cursor === undefined ? undefined : decodeIdCursor(cursor);
    const [rows, [total]] = await Promise.all([this.log.newestFirst(pageSize + 1, beforeId), this.counters.read(COUNTED_ROWS.auditLog)]);
    return { ...keysetPage(rows, pageSize, (entry) => [entry.id]), total };
  }
}
