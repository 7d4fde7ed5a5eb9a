import { Injectable, type OnModuleInit } from '@nestjs/common';
import { archiveFileName } from '../../../personal-data/personal-data-archive';
import type { PersonalDataContributor, PersonalDataSection } from '../../../personal-data/personal-data-contributor';
import { documentPath, personalRecord } from '../../../personal-data/personal-data-records';
import { PersonalDataRowsRepository } from '../../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../../personal-data/personal-data.registry';
import { CredentialDocuments } from '../credential-documents.service';
import { MediaStorage } from '../../../uploads/media-storage.service';
import { LicenceEntity } from '../entities/licence.entity';
import { CeRepository } from './ce.repository';
import { CeActivityEntity } from './entities/ce-activity.entity';
import { CeRequirementEntity } from './entities/ce-requirement.entity';

/** Her continuing-education activities and requirements with their certificates: the `continuing-education` section. */
@Injectable()
export class CePersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'continuing-education';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly ce: CeRepository,
    private readonly documents: CredentialDocuments,
    private readonly storage: MediaStorage,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'activities.json',
        description:
          'the continuing-education activities you recorded: title, provider, date, hours (in hundredths), topics, certificate name',
      },
      { path: 'requirements.json', description: 'the continuing-education requirements you set for your licences' },
      { path: 'certificates/*', description: 'the certificate attached to each activity, named <activity id>-<its file name>' },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const activities = await this.ce.listActivities(userId);
    await archive.json(
      'activities.json',
      activities.map((activity) => personalRecord(activity, ['documentFile', 'user'])),
    );
    const requirements = await this.ce.listRequirements(userId);
    await archive.json(
      'requirements.json',
      requirements.map((requirement) => personalRecord(requirement, ['licence'])),
    );
    for (const activity of activities) {
      const file = await this.documents.openStored(activity);
      if (file) await archive.file(documentPath('certificates', activity.id, archiveFileName(file.fileName, 'certificate')), file.stream);
    }
  }

  /** Her activities with their certificates (files first, so that a failure leaves the names to try again), and her requirements. */
  async erase(userId: number): Promise<void> {
    await this.storage.erase(
      'credentials',
      await this.rows.valuesOf({ entity: CeActivityEntity, column: 'userId' }, userId, 'documentFile'),
    );
    const licenceIds = await this.rows.valuesOf({ entity: LicenceEntity, column: 'userId' }, userId, 'id');
    await this.rows.deleteWhereIn(CeRequirementEntity, 'licenceId', licenceIds);
    await this.rows.deleteRows(userId, [{ entity: CeActivityEntity, column: 'userId' }]);
  }
}
