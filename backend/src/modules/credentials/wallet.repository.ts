import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, IsNull, type FindOptionsWhere, type Repository } from 'typeorm';
import { managerOf, type Transaction } from '../../database/transaction';
import { ENTITY_OF, type CredentialKind, type EntryOf } from './credential-kinds';

/** Data access for licences and certifications, which share their owner, list and document columns. */
@Injectable()
export class WalletRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  private repository<K extends CredentialKind>(kind: K, tx?: Transaction): Repository<EntryOf<K>> {
    return (managerOf(tx) ?? this.dataSource.manager).getRepository(ENTITY_OF[kind]) as unknown as Repository<EntryOf<K>>;
  }

  /** Her entries of that kind, oldest first. */
  list<K extends CredentialKind>(kind: K, userId: number): Promise<EntryOf<K>[]> {
    return this.repository(kind).find({ where: { userId } as FindOptionsWhere<EntryOf<K>>, order: { id: 'ASC' } as never });
  }

  count(kind: CredentialKind, userId: number): Promise<number> {
    return this.repository(kind).countBy({ userId });
  }

  findById<K extends CredentialKind>(kind: K, id: number): Promise<EntryOf<K> | null> {
    return this.repository(kind).findOneBy({ id } as FindOptionsWhere<EntryOf<K>>);
  }

  async insert<K extends CredentialKind>(kind: K, fields: Partial<EntryOf<K>>, tx?: Transaction): Promise<EntryOf<K>> {
    const repository = this.repository(kind, tx);
    return repository.save(repository.create(fields as EntryOf<K>));
  }

  async update<K extends CredentialKind>(kind: K, id: number, changes: Partial<EntryOf<K>>, tx?: Transaction): Promise<void> {
    await this.repository(kind, tx).update({ id } as FindOptionsWhere<EntryOf<K>>, changes as never);
  }

  /** Deletes the entry and answers whether there was one. */
  async delete(kind: CredentialKind, id: number, tx?: Transaction): Promise<boolean> {
    const result = await this.repository(kind, tx).delete({ id });
    return (result.affected ?? 0) > 0;
  }

  /**
   * Points the entry at another stored document (or none), only while it still names `previous`: of two
   * uploads at once each learns the file it replaced. Answers whether the entry was changed.
   */
  async swapDocument(
    kind: CredentialKind,
    id: number,
    previous: string | null,
    next: { documentFile: string | null; documentName: string | null },
  ): Promise<boolean> {
    const result = await this.repository(kind).update({ id, documentFile: previous ?? IsNull() }, next);
    return (result.affected ?? 0) > 0;
  }
}
