import { catalogueCertification } from '@nurse/catalogue';
import { documentUrl, type CredentialKind } from './credential-kinds';
import type { CertificationDto } from './dto/certification.dto';
import type { CredentialDocumentDto } from './dto/credential-document.dto';
import type { LicenceDto } from './dto/licence.dto';
import type { CredentialDocumentColumns } from './entities/credential-document';
import type { CertificationEntity } from './entities/certification.entity';
import type { LicenceEntity } from './entities/licence.entity';

function toDocumentDto(kind: CredentialKind, entry: CredentialDocumentColumns): CredentialDocumentDto | null {
  return entry.documentFile ? { name: entry.documentName ?? 'document', url: documentUrl(kind, entry.id) } : null;
}

export function toLicenceDto(entry: LicenceEntity): LicenceDto {
  return {
    id: entry.id,
    type: entry.type,
    aprnRole: entry.aprnRole,
    state: entry.state,
    number: entry.number,
    multistate: entry.multistate,
    residenceState: entry.residenceState,
    movedOn: entry.movedOn,
    issueDate: entry.issueDate,
    expiryDate: entry.expiryDate,
    status: entry.status,
    showOnProfile: entry.showOnProfile,
    document: toDocumentDto('licences', entry),
  };
}

export function toCertificationDto(entry: CertificationEntity): CertificationDto {
  return {
    id: entry.id,
    name: entry.name,
    fromCatalogue: catalogueCertification(entry.name) !== null,
    issuer: entry.issuer,
    number: entry.number,
    issueDate: entry.issueDate,
    expiryDate: entry.expiryDate,
    showOnProfile: entry.showOnProfile,
    document: toDocumentDto('certifications', entry),
  };
}
