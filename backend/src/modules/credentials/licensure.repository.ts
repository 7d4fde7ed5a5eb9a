import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, type EntityManager } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { CertificationEntity } from './entities/certification.entity';
import { LicenceEntity } from './entities/licence.entity';
import { DeclaredLicenceEntity } from './entities/declared-licence.entity';
import type { DeclaredLicenceFields, LicensureEntry } from '@nurse/catalogue';

/** Data access for what her profile's licensure is made of: her wallet licences and declared ones. */
@Injectable()
export class LicensureRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private manager(tx: Transaction | undefined): EntityManager {
    return managerOf(tx) ?? this.dataSource.manager;
  }

  /** Her complete licences' type, state and compact flag, oldest first. */
  licences(userId: number, tx?: Transaction): Promise<LicensureEntry[]> {
    return this.manager(tx)
      .getRepository(LicenceEntity)
      .find({ select: { id: true, type: true, state: true, multistate: true }, where: { userId }, order: { id: 'ASC' } });
  }

  /** The names of her wallet's certifications, oldest first. */
  async certificationNames(userId: number): Promise<string[]> {
    const rows = await this.manager(undefined)
      .getRepository(CertificationEntity)
      .find({ select: { id: true, name: true }, where: { userId }, order: { id: 'ASC' } });
    return rows.map((row) => row.name);
  }

  /** Her declared licences, oldest first. */
  declared(userId: number, tx?: Transaction): Promise<DeclaredLicenceEntity[]> {
    return this.manager(tx)
      .getRepository(DeclaredLicenceEntity)
      .find({ where: { userId }, order: { id: 'ASC' } });
  }

  /** Replaces her declared licences with these. */
  async replaceDeclared(userId: number, entries: readonly DeclaredLicenceFields[], tx?: Transaction): Promise<void> {
    const rows = this.manager(tx).getRepository(DeclaredLicenceEntity);
    await rows.delete({ userId });
    if (entries.length > 0) await rows.insert(entries.map((entry) => ({ ...entry, userId })));
  }

  async deleteDeclared(ids: readonly number[], tx?: Transaction): Promise<void> {
    if (ids.length > 0)
      await this.manager(tx)
        .getRepository(DeclaredLicenceEntity)
        .delete({ id: In([...ids]) });
  }

  /** Deletes her declared licence of that id and answers whether there was one. */
  async deleteDeclaredOf(userId: number, id: number, tx?: Transaction): Promise<boolean> {
    const result = await this.manager(tx).getRepository(DeclaredLicenceEntity).delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }
}
