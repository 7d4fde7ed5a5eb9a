import { Logger as NestLogger } from '@nestjs/common';
import { AdvancedConsoleLogger, type LoggerOptions, type QueryRunner } from 'typeorm';
import { isOutsideOpenTransaction } from './open-transaction';

const SHOWN_SQL_LENGTH = 300;

/**
 * TypeORM's console logger, which also checks that the work of a transaction issues its statements in
 * that transaction (open-transaction.ts). In development and tests such a statement fails, so a test
 * finds it; in production it is logged once per statement and runs.
 */
export class TransactionDisciplineLogger extends AdvancedConsoleLogger {
  private readonly reported = new Set<string>();
  private readonly logger = new NestLogger('Database');

  constructor(
    options: LoggerOptions,
    private readonly strict: boolean,
  ) {
    super(options);
  }

  override logQuery(query: string, parameters?: unknown[], queryRunner?: QueryRunner): void {
    if (isOutsideOpenTransaction(queryRunner)) this.refuse(query);
    super.logQuery(query, parameters, queryRunner);
  }

  private refuse(query: string): void {
    const message = `A statement ran on a second connection while its work's transaction was open; run it in the transaction or before it: ${query.slice(0, SHOWN_SQL_LENGTH)}`;
    if (this.strict) throw new Error(message);
    if (this.reported.has(query)) return;
    this.reported.add(query);
    this.logger.error(message);
  }
}
