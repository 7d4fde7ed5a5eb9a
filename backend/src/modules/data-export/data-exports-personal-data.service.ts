import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { FILE_STORAGE, type FileStorage } from '../../uploads/storage/file-storage';
import { DataExportEntity } from './entities/data-export.entity';

/** The copies of her data she asked for: the `data-requests` section of her data. */
@Injectable()
export class DataExportsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'data-requests';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    @Inject(FILE_STORAGE) private readonly files: FileStorage,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'requests.json',
        description: 'each time you asked for a copy of your data: when, its state, when it was ready and until when it is kept',
      },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const requests = await this.rows.find({ entity: DataExportEntity, column: 'userId' }, userId, 'id');
    await archive.json(
      'requests.json',
      requests.map((row) => ({ requestedAt: row.requestedAt, status: row.status, readyAt: row.readyAt, expiresAt: row.expiresAt })),
    );
  }

  /** Her archives (stored files first, so that a failure leaves their names to try again) and her requests. */
  async erase(userId: number): Promise<void> {
    for (const key of await this.rows.valuesOf({ entity: DataExportEntity, column: 'userId' }, userId, 'storageKey'))
      if (key) await this.files.delete(key);
    await this.rows.deleteRows(userId, [{ entity: DataExportEntity, column: 'userId' }]);
  }
}
