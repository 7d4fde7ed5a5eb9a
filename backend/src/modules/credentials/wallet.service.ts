import { Injectable } from '@nestjs/common';
import { catalogueCertification } from '@nurse/catalogue';
import { utcToday } from '@nurse/domain';
import { ConflictError, InvalidInputError, NotFoundError } from '../../common/domain-errors';
import type { RequestAuth } from '../../common/request-context';
import { UnitOfWork } from '../../database/unit-of-work.service';
import type { UserEntity } from '../users/entities/user.entity';
import { CREDENTIAL_LIMITS } from './credential-limits';
import type { CredentialKind, EntryOf } from './credential-kinds';
import { CREDENTIAL_MESSAGES as M } from './credential-messages';
import { certificationProblems, licenceProblems, merged, type CertificationFields, type LicenceFields } from './credential-rules';
import { CredentialDocuments } from './credential-documents.service';
import { LicensureService } from './licensure.service';
import type { CreateCertificationDto, UpdateCertificationDto } from './dto/certification.dto';
import type { CreateLicenceDto, UpdateLicenceDto } from './dto/licence.dto';
import type { CertificationEntity } from './entities/certification.entity';
import type { DocumentHolder } from './entities/credential-document';
import type { LicenceEntity } from './entities/licence.entity';
import { WalletReadCache } from './wallet-read-cache.service';
import { WalletRepository } from './wallet.repository';
import { DomainEventBus } from '../../events/domain-event-bus.service';

const NOT_FOUND: Record<CredentialKind, string> = { licences: M.licenceNotFound, certifications: M.certificationNotFound };
const LIMIT: Record<CredentialKind, [number, string]> = {
  licences: [CREDENTIAL_LIMITS.licencesPerNurse, M.tooManyLicences],
  certifications: [CREDENTIAL_LIMITS.certificationsPerNurse, M.tooManyCertifications],
};

function licenceFields(entry: LicenceEntity): LicenceFields {
  const { type, aprnRole, state, number, multistate, residenceState, movedOn, issueDate, expiryDate, status, showOnProfile } = entry;
  return { type, aprnRole, state, number, multistate, residenceState, movedOn, issueDate, expiryDate, status, showOnProfile };
}

function certificationFields(entry: CertificationEntity): CertificationFields {
  const { name, issuer, number, issueDate, expiryDate, showOnProfile } = entry;
  return { name, issuer, number, issueDate, expiryDate, showOnProfile };
}

const EMPTY_LICENCE: LicenceFields = {
  type: null,
  aprnRole: null,
  state: null,
  number: null,
  multistate: null,
  residenceState: null,
  movedOn: null,
  issueDate: null,
  expiryDate: null,
  status: null,
  showOnProfile: false,
};
const EMPTY_CERTIFICATION: CertificationFields = {
  name: null,
  issuer: null,
  number: null,
  issueDate: null,
  expiryDate: null,
  showOnProfile: false,
};

/** Trims the free text she typed and stores a catalogue certification under its listed spelling. */
function tidyCertification(fields: CertificationFields): CertificationFields {
  const name = fields.name?.trim() ?? null;
  return {
    ...fields,
    name: name && (catalogueCertification(name) ?? name),
    issuer: fields.issuer?.trim() ?? null,
    number: fields.number?.trim() || null,
  };
}

/**
 * A nurse's licences and certifications. Only she changes them; she and administrators read them. An
 * entry that is someone else's is answered as not found, so its existence is not told.
 */
@Injectable()
export class WalletService {
  constructor(
    private readonly wallet: WalletRepository,
    private readonly documents: CredentialDocuments,
    private readonly licensure: LicensureService,
    private readonly cache: WalletReadCache,
    private readonly events: DomainEventBus,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  /** Her entries of that kind, oldest first, as kept for the Wallet screen: read them, never change them. */
  entries<K extends CredentialKind>(kind: K, userId: number): Promise<readonly EntryOf<K>[]> {
    return this.cache.read(userId, kind, () => this.wallet.list(kind, userId));
  }

  list<K extends CredentialKind>(kind: K, user: UserEntity): Promise<readonly EntryOf<K>[]> {
    return this.entries(kind, user.id);
  }

  /** The entry for its owner (from her kept entries) or an administrator. */
  async readable<K extends CredentialKind>(kind: K, id: number, auth: RequestAuth): Promise<EntryOf<K>> {
    const hers = auth.user && (await this.entries(kind, auth.user.id)).find((entry) => entry.id === id);
    if (hers) return hers;
    const entry = auth.isAdmin ? await this.wallet.findById(kind, id) : null;
    if (!entry) throw new NotFoundError(NOT_FOUND[kind]);
    return entry;
  }

  /** The entry for its owner only, read afresh: what a change starts from. */
  async own<K extends CredentialKind>(kind: K, id: number, user: UserEntity): Promise<EntryOf<K>> {
    const entry = await this.wallet.findById(kind, id);
    if (!entry || entry.userId !== user.id) throw new NotFoundError(NOT_FOUND[kind]);
    return entry;
  }

  async createLicence(user: UserEntity, body: CreateLicenceDto): Promise<LicenceEntity> {
    const fields = merged(EMPTY_LICENCE, { ...body, number: body.number.trim() });
    this.check(licenceProblems(fields, utcToday()));
    await this.roomFor('licences', user);
    // The profile's licensure is derived from her licences: both change together or neither does.
    const licence = await this.unitOfWork.run(async (tx) => {
      const stored = await this.wallet.insert('licences', { ...fields, userId: user.id } as Partial<LicenceEntity>, tx);
      await this.licensure.refresh(user.id, tx);
      tx.record({ type: 'wallet-changed', userId: user.id });
      return stored;
    });
    return licence;
  }

  async updateLicence(user: UserEntity, id: number, body: UpdateLicenceDto): Promise<LicenceEntity> {
    const entry = await this.own('licences', id, user);
    const fields = merged(licenceFields(entry), { ...body, number: typeof body.number === 'string' ? body.number.trim() : body.number });
    this.check(licenceProblems(fields, utcToday()));
    await this.unitOfWork.run(async (tx) => {
      await this.wallet.update('licences', id, fields as Partial<LicenceEntity>, tx);
      await this.licensure.refresh(user.id, tx);
      tx.record({ type: 'wallet-changed', userId: user.id });
    });
    return this.own('licences', id, user);
  }

  async createCertification(user: UserEntity, body: CreateCertificationDto): Promise<CertificationEntity> {
    const fields = tidyCertification(merged(EMPTY_CERTIFICATION, body));
    this.check(certificationProblems(fields));
    await this.roomFor('certifications', user);
    const certification = await this.wallet.insert('certifications', { ...fields, userId: user.id } as Partial<CertificationEntity>);
    this.events.announce({ type: 'wallet-changed', userId: user.id });
    return certification;
  }

  async updateCertification(user: UserEntity, id: number, body: UpdateCertificationDto): Promise<CertificationEntity> {
    const entry = await this.own('certifications', id, user);
    const fields = tidyCertification(merged(certificationFields(entry), body));
    this.check(certificationProblems(fields));
    await this.wallet.update('certifications', id, fields as Partial<CertificationEntity>);
    this.events.announce({ type: 'wallet-changed', userId: user.id });
    return this.own('certifications', id, user);
  }

  /** Where the document service finds and changes an entry of this kind. */
  documentHolder(kind: CredentialKind): DocumentHolder {
    return {
      notFound: NOT_FOUND[kind],
      find: (id) => this.wallet.findById(kind, id),
      swapDocument: async (entry, previous, next) => {
        const swapped = await this.wallet.swapDocument(kind, entry.id, previous, next);
        if (swapped) this.events.announce({ type: 'wallet-changed', userId: entry.userId });
        return swapped;
      },
    };
  }

  /** Deletes her entry, and then its document. */
  async remove(kind: CredentialKind, id: number, user: UserEntity): Promise<void> {
    const entry = await this.own(kind, id, user);
    await this.unitOfWork.run(async (tx) => {
      if (!(await this.wallet.delete(kind, id, tx))) throw new NotFoundError(NOT_FOUND[kind]);
      if (kind === 'licences') await this.licensure.refresh(user.id, tx);
      tx.record({ type: 'wallet-changed', userId: user.id });
    });
    await this.documents.removeStored(entry.documentFile);
  }

  private check(problems: { field: string; message: string }[]): void {
    if (problems.length > 0) throw InvalidInputError.forFields(problems);
  }

  private async roomFor(kind: CredentialKind, user: UserEntity): Promise<void> {
    const [limit, message] = LIMIT[kind];
    if ((await this.wallet.count(kind, user.id)) >= limit) throw new ConflictError(message);
  }
}
