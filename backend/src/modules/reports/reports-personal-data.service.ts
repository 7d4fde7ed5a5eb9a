import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { ReportEntity } from './entities/report.entity';

/** The reports she filed: the `reports` section of her data. */
@Injectable()
export class ReportsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'reports';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      { path: 'reports.json', description: 'the reports you filed: the nurse reported, why, your words, when, and how it was handled' },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const filed = await this.rows.find({ entity: ReportEntity, column: 'reporterId' }, userId, 'id');
    await archive.json(
      'reports.json',
      filed.map((report) => ({
        id: report.id,
        reportedNurseId: report.reportedUserId,
        reason: report.reason,
        details: report.details,
        reportedMessage: report.messageContent,
        filedAt: report.createdAt,
        status: report.status,
        resolvedAt: report.resolvedAt,
      })),
    );
  }

  /**
   * Reports she filed stay for the moderators' record, without her (no reporter); reports about her
   * go: there is no account left to act on.
   */
  async erase(userId: number): Promise<void> {
    await this.rows.unlink(userId, { entity: ReportEntity, column: 'reporterId' });
    await this.rows.deleteRows(userId, [{ entity: ReportEntity, column: 'reportedUserId' }]);
  }
}
