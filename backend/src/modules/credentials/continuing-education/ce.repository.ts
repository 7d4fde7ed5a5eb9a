import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, Not, type Repository } from 'typeorm';
import { ENTITY_OF } from '../credential-kinds';
import type { DocumentChange } from '../entities/credential-document';
import { CeActivityEntity } from './entities/ce-activity.entity';
import { CeRequirementEntity } from './entities/ce-requirement.entity';

/** Data access for her CE activities and the requirements she enters per licence. */
@Injectable()
export class CeRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Every stored document name a licence, certification or CE activity points at, for the orphaned-upload sweep. */
  async storedDocumentNames(): Promise<string[]> {
    const names = await Promise.all(
      [ENTITY_OF.licences, ENTITY_OF.certifications, CeActivityEntity].map((entity) =>
        this.dataSource
          .getRepository(entity)
          .find({ select: { id: true, documentFile: true }, where: { documentFile: Not(IsNull()) } } as never),
      ),
    );
    return names.flat().flatMap((row) => (row.documentFile ? [row.documentFile] : []));
  }

  private get activities(): Repository<CeActivityEntity> {
    return this.dataSource.getRepository(CeActivityEntity);
  }

  private get requirements(): Repository<CeRequirementEntity> {
    return this.dataSource.getRepository(CeRequirementEntity);
  }

  /** Her activities, most recently completed first. */
  listActivities(userId: number): Promise<CeActivityEntity[]> {
    return this.activities.find({ where: { userId }, order: { completedOn: 'DESC', id: 'DESC' } });
  }

  countActivities(userId: number): Promise<number> {
    return this.activities.countBy({ userId });
  }

  findActivity(id: number): Promise<CeActivityEntity | null> {
    return this.activities.findOneBy({ id });
  }

  insertActivity(fields: Partial<CeActivityEntity>): Promise<CeActivityEntity> {
    return this.activities.save(this.activities.create(fields));
  }

  async updateActivity(id: number, changes: Partial<CeActivityEntity>): Promise<void> {
    await this.activities.update({ id }, changes);
  }

  async deleteActivity(id: number): Promise<boolean> {
    return ((await this.activities.delete({ id })).affected ?? 0) > 0;
  }

  /** Points the activity at another certificate only while it still names `previous` (see WalletRepository.swapDocument). */
  async swapDocument(id: number, previous: string | null, next: DocumentChange): Promise<boolean> {
    const result = await this.activities.update({ id, documentFile: previous ?? IsNull() }, next);
    return (result.affected ?? 0) > 0;
  }

  /** The requirements she entered, for any of her licences. */
  listRequirements(userId: number): Promise<CeRequirementEntity[]> {
    return this.requirements.find({ where: { licence: { userId } }, order: { id: 'ASC' } });
  }

  findRequirement(licenceId: number): Promise<CeRequirementEntity | null> {
    return this.requirements.findOneBy({ licenceId });
  }

  /** Stores her requirement for the licence, replacing the one she entered before. */
  async saveRequirement(fields: Omit<CeRequirementEntity, 'id' | 'createdAt' | 'updatedAt' | 'licence'>): Promise<CeRequirementEntity> {
    await this.requirements.upsert(fields, { conflictPaths: ['licenceId'] });
    return (await this.findRequirement(fields.licenceId))!;
  }

  async deleteRequirement(licenceId: number): Promise<boolean> {
    return ((await this.requirements.delete({ licenceId })).affected ?? 0) > 0;
  }
}
