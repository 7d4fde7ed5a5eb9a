import { CertificationEntity } from './entities/certification.entity';
import { LicenceEntity } from './entities/licence.entity';

/** The two kinds of wallet entry, as they appear in routes (/api/credentials/{kind}/...). */
export const CREDENTIAL_KINDS = ['licences', 'certifications'] as const;
export type CredentialKind = (typeof CREDENTIAL_KINDS)[number];

export type EntryOf<K extends CredentialKind> = K extends 'licences' ? LicenceEntity : CertificationEntity;

export const ENTITY_OF = { licences: LicenceEntity, certifications: CertificationEntity } as const;

/** Where the owner and administrators download an entry's document. */
export function documentUrl(kind: CredentialKind, id: number): string {
  return `/api/credentials/${kind}/${id}/document`;
}
