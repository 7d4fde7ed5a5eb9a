import { Injectable, type OnModuleInit } from '@nestjs/common';
import { archiveFileName } from '../../../personal-data/personal-data-archive';
import type { PersonalDataContributor, PersonalDataSection } from '../../../personal-data/personal-data-contributor';
import { documentPath, personalRecord } from '../../../personal-data/personal-data-records';
import { PersonalDataRowsRepository } from '../../../personal-data/personal-data-rows.repository';
import { PersonalDataRegistry } from '../../../personal-data/personal-data.registry';
import { CREDENTIAL_KINDS } from '../credential-kinds';
import { CredentialDocuments } from '../credential-documents.service';
import { MediaStorage } from '../../../uploads/media-storage.service';
import { CalendarFeedEntity } from '../calendar-feed/entities/calendar-feed.entity';
import { CertificationEntity } from '../entities/certification.entity';
import { DeclaredLicenceEntity } from '../entities/declared-licence.entity';
import { LicenceEntity } from '../entities/licence.entity';
import { CredentialPacketViewEntity } from '../packets/entities/credential-packet-view.entity';
import { CredentialPacketEntity } from '../packets/entities/credential-packet.entity';
import { RenewalReminderEntity } from '../renewals/entities/renewal-reminder.entity';
import { WalletRepository } from '../wallet.repository';

/** Her wallet's licences and certifications with the documents she attached: the `wallet` section of her data. */
@Injectable()
export class WalletPersonalData implements PersonalDataContributor, OnModuleInit {
  readonly name = 'wallet';

  constructor(
    private readonly registry: PersonalDataRegistry,
    private readonly rows: PersonalDataRowsRepository,
    private readonly wallet: WalletRepository,
    private readonly documents: CredentialDocuments,
    private readonly storage: MediaStorage,
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

  /**
   * Her licences and certifications with their documents (files first, so that a failure leaves the
   * names to try again), the licences she declared, her renewal reminders, her calendar feed and the
   * packets she shared with the record of their views.
   */
  async erase(userId: number): Promise<void> {
    for (const entity of [LicenceEntity, CertificationEntity])
      await this.storage.erase('credentials', await this.rows.valuesOf({ entity, column: 'userId' }, userId, 'documentFile'));
    const packetIds = await this.rows.valuesOf({ entity: CredentialPacketEntity, column: 'userId' }, userId, 'id');
    await this.rows.deleteWhereIn(CredentialPacketViewEntity, 'packetId', packetIds);
    await this.rows.deleteRows(userId, [
      { entity: CredentialPacketEntity, column: 'userId' },
      { entity: CalendarFeedEntity, column: 'userId' },
      { entity: RenewalReminderEntity, column: 'userId' },
      { entity: DeclaredLicenceEntity, column: 'userId' },
      { entity: CertificationEntity, column: 'userId' },
      { entity: LicenceEntity, column: 'userId' },
    ]);
  }
}
