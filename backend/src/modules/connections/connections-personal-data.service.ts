import { Injectable, type OnModuleInit } from '@nestjs/common';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { BlocksRepository } from './blocks.repository';
import { ConnectionsRepository } from './connections.repository';

/** Her connections and requests either way, and the nurses she blocked: the `connections` section of her data. */
@Injectable()
export class ConnectionsPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'connections';

  constructor(
    private readonly registry: PersonalDataRegistry,
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
}
