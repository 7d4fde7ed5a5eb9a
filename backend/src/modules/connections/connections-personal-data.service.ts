import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRowsRepository } from '../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { BlocksRepository } from './blocks.repository';
import { ConnectionsRepository } from './connections.repository';
import { BlockEntity } from './entities/block.entity';
import { ConnectionEntity } from './entities/connection.entity';
import { SentRequestEntity } from './entities/sent-request.entity';

/** Her connections and requests either way, and the nurses she blocked: the `connections` section of her data. */
@Injectable()
export class ConnectionsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'connections';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly connections: ConnectionsRepository,
    private readonly blocks: BlocksRepository,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      {
        path: 'connections.json',
        description:
          'your connections and connection requests, sent and received: the other nurse, who asked, the note, the state and its dates',
      },
      { path: 'blocked.json', description: 'the nurses you blocked, and when' },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    const rows = await this.connections.allOf(userId);
    await archive.json(
      'connections.json',
      rows.map((row) => {
        const other = row.requesterId === userId ? row.addressee : row.requester;
        return {
          id: row.id,
          otherNurse: { id: other?.id ?? (row.requesterId === userId ? row.addresseeId : row.requesterId), name: other?.name ?? null },
          direction: row.requesterId === userId ? 'sent' : 'received',
          status: row.status,
          note: row.message,
          requestedAt: row.requestedAt,
          respondedAt: row.respondedAt,
        };
      }),
    );
    const blocked = await this.blocks.blockedBy(userId);
    await archive.json(
      'blocked.json',
      blocked.map((block) => ({ nurseId: block.blockedId, name: block.blocked?.name ?? null, blockedAt: block.createdAt })),
    );
  }

  /** Her connections and requests either way, her blocks either way, and the record of requests she sent. */
  erase(userId: number): Promise<void> {
    return this.rows.deleteRows(userId, [
      { entity: ConnectionEntity, column: 'requesterId' },
      { entity: ConnectionEntity, column: 'addresseeId' },
      { entity: BlockEntity, column: 'blockerId' },
      { entity: BlockEntity, column: 'blockedId' },
      { entity: SentRequestEntity, column: 'requesterId' },
    ]);
  }
}
