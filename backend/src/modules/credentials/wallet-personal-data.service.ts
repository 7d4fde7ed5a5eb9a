import { Injectable, type OnModuleInit } from '@nestjs/common';
import { archiveFileName } from '../../personal-data/personal-data-archive';
import type { PersonalDataContributor, PersonalDataSection } from '../../personal-data/personal-data-contributor';
import { documentPath, personalRecord } from '../../personal-data/personal-data-records';
import { PersonalDataRegistry } from '../../personal-data/personal-data.registry';
import { CREDENTIAL_KINDS } from './credential-kinds';
import { CredentialDocuments } from './credential-documents.service';
import { WalletRepository } from './wallet.repository';

/** Her wallet's licences and certifications with the documents she attached: the `wallet` section of her data. */
@Injectable()
export class WalletPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'wallet';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly wallet: WalletRepository,
    private readonly documents: CredentialDocuments,
  ) {}

  onModuleInit(): void {
    this.registry.register(this);
  }

  describe() {
    return [
      { path: 'licences.json', description: 'the licences in your wallet: type, state, number, dates, status and the document attached' },
      { path: 'certifications.json', description: 'the certifications in your wallet: name, issuer, dates and the document attached' },
      { path: 'licences/*', description: 'the document attached to each licence, named <licence id>-<its file name>' },
      { path: 'certifications/*', description: 'the document attached to each certification, named <certification id>-<its file name>' },
    ];
  }

  async collect(userId: number, archive: PersonalDataSection): Promise<void> {
    for (const kind of CREDENTIAL_KINDS) {
      const entries = await this.wallet.list(kind, userId);
      await archive.json(
        `${kind}.json`,
        entries.map((entry) => personalRecord(entry, ['documentFile', 'user'] as never)),
      );
      for (const entry of entries) {
        const file = await this.documents.openStored(entry);
        if (file) await archive.file(documentPath(kind, entry.id, archiveFileName(file.fileName, 'document')), file.stream);
      }
    }
  }
}
