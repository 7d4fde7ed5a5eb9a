import { Table, TableForeignKey, TableIndex, type MigrationInterface, type QueryRunner } from 'typeorm';

/** A record of every connection request sent, which the daily limit counts. */
export class ConnectionRequestsSent1764500000000 implements MigrationInterface {
  name = 'ConnectionRequestsSent1764500000000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.createTable(
      new Table({
        name: 'connection_requests_sent',
        columns: [
          { name: 'id', type: 'integer', isPrimary: true, isGenerated: true, generationStrategy: 'increment' },
          { name: 'requesterId', type: 'int' },
          { name: 'sentAt', type: 'datetime' },
        ],
        indices: [new TableIndex({ name: 'idx_connection_requests_sent', columnNames: ['requesterId', 'sentAt'] })],
        foreignKeys: [
          new TableForeignKey({
            columnNames: ['requesterId'],
            referencedTableName: 'users',
            referencedColumnNames: ['id'],
            onDelete: 'CASCADE',
          }),
        ],
      }),
    );
    // Requests sent in the last day keep counting; older ones are pruned with the requester's next request.
    await queryRunner.query('INSERT INTO connection_requests_sent (requesterId, sentAt) SELECT requesterId, requestedAt FROM connections');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.dropTable('connection_requests_sent');
  }
}
