import { Injectable } from '@nestjs/common';
import { utcToday } from '@nurse/domain';
import { NotFoundError } from '../../../common/domain-errors';
import type { UserEntity } from '../../users/entities/user.entity';
import { ProfileService, type ResumeDownload } from '../../users/profile.service';
import { UsersService } from '../../users/users.service';
import { CeTranscriptService, type CeTranscript } from '../continuing-education/ce-transcript.service';
import { CredentialDocuments, type DocumentDownload } from '../credential-documents.service';
import type { CredentialKind } from '../credential-kinds';
import { WalletRepository } from '../wallet.repository';
import type { SharedPacketDto } from './dto/packet.dto';
import type { CredentialPacketEntity } from './entities/credential-packet.entity';
import { SHARED_PACKET_API, toSharedCertificationDto, toSharedLicenceDto } from './packet.mapper';
import {
  coarseNetwork,
  PACKET_MESSAGES as M,
  PACKET_TOKEN,
  packetState,
  sharesLinks,
  shortUserAgent,
  type PacketViewItem,
} from './packet-rules';
import { PacketsRepository } from './packets.repository';
import { packetTokenHash } from './packets.service';
import { DomainEventBus } from '../../../events/domain-event-bus.service';

/** Who is looking, as far as her view log keeps it. */
export interface PacketViewer {
  ip: string | undefined;
  userAgent: string | undefined;
}

interface OpenPacket {
  packet: CredentialPacketEntity;
  owner: UserEntity;
  token: string;
}

const ITEM_OF: Record<CredentialKind, PacketViewItem> = { licences: 'licence', certifications: 'certification' };

/**
 * A packet as its recipient sees it, by the link's token and no session: read-only, from her entries as
 * they are now (one she deleted is gone from it). A malformed, unknown, expired or revoked token, or one
 * of a nurse whose account is not live, is not found, the same answer for each, so a link tells nothing
 * once it stops working. Every answer is logged.
 */
@Injectable()
export class SharedPacketsService {
  constructor(
    private readonly packets: PacketsRepository,
    private readonly wallet: WalletRepository,
    private readonly users: UsersService,
    private readonly documents: CredentialDocuments,
    private readonly transcripts: CeTranscriptService,
    private readonly profiles: ProfileService,
    private readonly events: DomainEventBus,
  ) {}

  async summary(token: string, viewer: PacketViewer): Promise<SharedPacketDto> {
    const { packet, owner } = await this.open(token);
    const [licences, certifications] = await Promise.all([
      this.wallet.list('licences', owner.id),
      this.wallet.list('certifications', owner.id),
    ]);
    const day = utcToday();
    const shared: SharedPacketDto = {
      title: packet.title,
      ownerName: owner.name,
      expiresAt: packet.expiresAt.toISOString(),
      asOf: day,
      licences: licences.filter((entry) => packet.licenceIds.includes(entry.id)).map((entry) => toSharedLicenceDto(token, entry, day)),
      certifications: certifications
        .filter((entry) => packet.certificationIds.includes(entry.id))
        .map((entry) => toSharedCertificationDto(token, entry, day)),
      ceTranscript: packet.includeCeTranscript
        ? { name: 'ce-transcript.csv', url: `${SHARED_PACKET_API}/${token}/ce-transcript.csv` }
        : null,
      resume:
        packet.includeResume && owner.resumeFile
          ? { name: owner.resumeName ?? 'resume', url: `${SHARED_PACKET_API}/${token}/resume` }
          : null,
    };
    await this.record(packet, 'page', null, viewer);
    return shared;
  }

  /** The document of a licence or certification in the packet, while it is still hers. */
  async document(token: string, kind: CredentialKind, entryId: number, viewer: PacketViewer): Promise<DocumentDownload> {
    const { packet, owner } = await this.open(token);
    const chosen = kind === 'licences' ? packet.licenceIds : packet.certificationIds;
    const entry = chosen.includes(entryId) ? await this.wallet.findById(kind, entryId) : null;
    if (!entry || entry.userId !== owner.id || !entry.documentFile) throw new NotFoundError(M.documentGone);
    const file = await this.documents.open(entry);
    await this.record(packet, ITEM_OF[kind], entryId, viewer);
    return file;
  }

  /** Her CE transcript as it stands now. */
  async transcript(token: string, viewer: PacketViewer): Promise<CeTranscript> {
    const { packet, owner } = await this.open(token);
    if (!packet.includeCeTranscript) throw new NotFoundError(M.documentGone);
    const transcript = await this.transcripts.transcript(owner);
    await this.record(packet, 'ce-transcript', null, viewer);
    return transcript;
  }

  /** The résumé on her profile now; none once she removed it. */
  async resume(token: string, viewer: PacketViewer): Promise<ResumeDownload> {
    const { packet, owner } = await this.open(token);
    if (!packet.includeResume || !owner.resumeFile) throw new NotFoundError(M.documentGone);
    const file = await this.profiles.resume(owner.id);
    await this.record(packet, 'resume', null, viewer);
    return file;
  }

  private async open(token: string): Promise<OpenPacket> {
    const packet = PACKET_TOKEN.test(token) ? await this.packets.findByTokenHash(packetTokenHash(token)) : null;
    const owner = packet && packetState(packet, new Date()) === 'active' ? await this.users.findById(packet.userId) : null;
    if (!packet || !owner || !sharesLinks(owner)) throw new NotFoundError(M.linkGone);
    return { packet, owner, token };
  }

  /** Logs the view; her packets list counts it. */
  private async record(packet: CredentialPacketEntity, item: PacketViewItem, entryId: number | null, viewer: PacketViewer): Promise<void> {
    await this.packets.recordView({
      packetId: packet.id,
      viewedAt: new Date(),
      item,
      entryId,
      network: coarseNetwork(viewer.ip),
      userAgent: shortUserAgent(viewer.userAgent),
    });
    this.events.announce({ type: 'wallet-changed', userId: packet.userId });
  }
}
