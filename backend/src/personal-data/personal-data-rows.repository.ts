import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In, IsNull, Not, type EntityTarget, type ObjectLiteral } from 'typeorm';
import { managerOf } from '../database/transaction';
import { UnitOfWork } from '../database/unit-of-work.service';

/** Rows of one table that hold her id in one of its columns (a property of the entity). */
export interface RowsOf<E extends ObjectLiteral = ObjectLiteral> {
  entity: EntityTarget<E>;
  column: keyof E & string;
}

/**
 * The statements an erasure needs, for any feature's tables: the contributors name their own entities
 * and columns, this knows none.
 */
@Injectable()
export class PersonalDataRowsRepository {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** The rows whose `column` holds her id, oldest first by `orderBy`. */
  find<E extends ObjectLiteral>(rows: RowsOf<E>, userId: number, orderBy: keyof E & string): Promise<E[]> {
    return this.dataSource.manager.find(rows.entity, { where: { [rows.column]: userId } as never, order: { [orderBy]: 'ASC' } as never });
  }

  /** The values of `pick` in the rows whose `column` holds her id (the stored files those rows name). */
  async valuesOf<E extends ObjectLiteral, K extends keyof E & string>(rows: RowsOf<E>, userId: number, pick: K): Promise<E[K][]> {
    const found = await this.dataSource.manager.find(rows.entity, {
      select: { [pick]: true } as never,
      where: { [rows.column]: userId } as never,
    });
    return found.map((row) => row[pick]);
  }

  /** Deletes, in one transaction and in the order given, every row whose column holds her id. */
  async deleteRows(userId: number, tables: readonly RowsOf[]): Promise<void> {
    // Through the unit of work, which takes SQLite's one connection in turns with every other write.
    await this.unitOfWork.run(async (tx) => {
      for (const { entity, column } of tables) await managerOf(tx).delete(entity, { [column]: userId });
    });
  }

  /** Deletes the rows of `entity` whose `column` is one of `values`. */
  async deleteWhereIn<E extends ObjectLiteral>(
    entity: EntityTarget<E>,
    column: keyof E & string,
    ids: readonly (number | string)[],
  ): Promise<void> {
    if (ids.length > 0) await this.dataSource.manager.delete(entity, { [column]: In([...ids]) });
  }

  /** Deletes the rows whose `column` holds her id and whose `alsoColumn` is not null. */
  async deleteWhereAlsoSet<E extends ObjectLiteral>(userId: number, rows: RowsOf<E>, alsoColumn: keyof E & string): Promise<void> {
    await this.dataSource.manager.delete(rows.entity, { [rows.column]: userId, [alsoColumn]: Not(IsNull()) });
  }

  /** Sets the column to null wherever it holds her id (a record kept for others, no longer pointing at her). */
  async unlink(userId: number, rows: RowsOf): Promise<void> {
    await this.dataSource.manager.update(rows.entity, { [rows.column]: userId }, { [rows.column]: null });
  }
}
