import { catalogueCertification, isLicenceCurrent, WALLET_LICENCE_LABELS } from '@nurse/catalogue';
import { documentUrl, type CredentialKind } from './credential-kinds';
import type { CertificationDto } from './dto/certification.dto';
import type { CredentialDocumentDto } from './dto/credential-document.dto';
import type { LicenceDto } from './dto/licence.dto';
import type { ProfileCertificationDto, ProfileLicenceDto } from './dto/practice.dto';
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

/** "RN, compact licence" or "APRN (CNP), single-state licence"; "(not current)" once it is not in force. */
export function toProfileLicenceDto(entry: LicenceEntity, day: string): ProfileLicenceDto {
  const current = isLicenceCurrent(entry, day);
  const type = entry.type === 'APRN' && entry.aprnRole ? `APRN (${entry.aprnRole})` : WALLET_LICENCE_LABELS[entry.type];
  const scope = entry.multistate ? 'compact licence' : `single-state licence (${entry.state})`;
  return {
    type: entry.type,
    state: entry.state,
    multistate: entry.multistate,
    current,
    summary: `${type}, ${scope}${current ? '' : ' (not current)'}`,
  };
}

/** "ACLS current" or "ACLS expired"; one without an expiry date is current. */
export function toProfileCertificationDto(entry: CertificationEntity, day: string): ProfileCertificationDto {
  const current = entry.expiryDate === null || entry.expiryDate >= day;
  return { name: entry.name, current, summary: `${entry.name} ${current ? 'current' : 'expired'}` };
}
