import { entryStanding, WALLET_LICENCE_LABELS } from '@nurse/catalogue';
import type { CertificationEntity } from '../entities/certification.entity';
import type { LicenceEntity } from '../entities/licence.entity';
import { certificationLabel, licenceLabel } from '../renewals/renewal-texts';
import { browserLabel } from '../../../common/browser-label';
import type { PacketDto, PacketViewDto, SharedCertificationDto, SharedDocumentDto, SharedLicenceDto } from './dto/packet.dto';
import type { CredentialPacketViewEntity } from './entities/credential-packet-view.entity';
import type { CredentialPacketEntity } from './entities/credential-packet.entity';
import { packetState } from './packet-rules';
import type { PacketViewCounts } from './packets.repository';

/** Where a recipient reads a packet and downloads what it holds, under the API; no session needed. */
export const SHARED_PACKET_API = '/api/packets';

/** The recipient's page, in the shell. */
export const SHARED_PACKET_PAGE = '/packet';

export const sharedDocumentUrl = (token: string, kind: 'licences' | 'certifications', id: number) =>
  `${SHARED_PACKET_API}/${token}/${kind}/${id}/document`;

const NO_VIEWS: PacketViewCounts = { views: 0, downloads: 0, lastViewedAt: null };

export function toPacketDto(packet: CredentialPacketEntity, counts: PacketViewCounts | undefined, now: Date): PacketDto {
  const { views, downloads, lastViewedAt } = counts ?? NO_VIEWS;
  return {
    id: packet.id,
    title: packet.title,
    state: packetState(packet, now),
    createdAt: packet.createdAt.toISOString(),
    expiresAt: packet.expiresAt.toISOString(),
    revokedAt: packet.revokedAt?.toISOString() ?? null,
    licenceIds: packet.licenceIds,
    certificationIds: packet.certificationIds,
    ceTranscript: packet.includeCeTranscript,
    resume: packet.includeResume,
    views,
    downloads,
    lastViewedAt: lastViewedAt?.toISOString() ?? null,
  };
}

/** What a log entry looked at, in words; an entry deleted since is named by its kind only. */
export function viewLabel(
  view: CredentialPacketViewEntity,
  licences: ReadonlyMap<number, LicenceEntity>,
  certifications: ReadonlyMap<number, CertificationEntity>,
): string {
  switch (view.item) {
    case 'page':
      return 'Packet page';
    case 'licence': {
      const licence = view.entryId === null ? undefined : licences.get(view.entryId);
      return `${licence ? licenceLabel(licence.type, licence.state) : 'Licence'} document`;
    }
    case 'certification': {
      const certification = view.entryId === null ? undefined : certifications.get(view.entryId);
      return `${certification ? certificationLabel(certification.name) : 'Certification'} document`;
    }
    case 'ce-transcript':
      return 'CE transcript';
    case 'resume':
      return 'Résumé';
  }
}

export function toPacketViewDto(view: CredentialPacketViewEntity, label: string): PacketViewDto {
  return {
    viewedAt: view.viewedAt.toISOString(),
    item: view.item,
    label,
    network: view.network,
    browser: browserLabel(view.userAgent),
    userAgent: view.userAgent,
  };
}

function sharedDocument(entry: LicenceEntity | CertificationEntity, url: string): SharedDocumentDto | null {
  return entry.documentFile ? { name: entry.documentName ?? 'document', url } : null;
}

export function toSharedLicenceDto(token: string, entry: LicenceEntity, day: string): SharedLicenceDto {
  return {
    id: entry.id,
    type: entry.type,
    typeLabel: entry.type === 'APRN' && entry.aprnRole ? `APRN (${entry.aprnRole})` : WALLET_LICENCE_LABELS[entry.type],
    state: entry.state,
    number: entry.number,
    multistate: entry.multistate,
    issueDate: entry.issueDate,
    expiryDate: entry.expiryDate,
    status: entry.status,
    standing: entryStanding(entry.expiryDate, day, entry.status === 'expired'),
    document: sharedDocument(entry, sharedDocumentUrl(token, 'licences', entry.id)),
  };
}

export function toSharedCertificationDto(token: string, entry: CertificationEntity, day: string): SharedCertificationDto {
  return {
    id: entry.id,
    name: entry.name,
    issuer: entry.issuer,
    number: entry.number,
    issueDate: entry.issueDate,
    expiryDate: entry.expiryDate,
    standing: entryStanding(entry.expiryDate, day),
    document: sharedDocument(entry, sharedDocumentUrl(token, 'certifications', entry.id)),
  };
}
