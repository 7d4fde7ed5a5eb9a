import { createHash, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { ConflictError, ForbiddenError, InvalidInputError, NotFoundError } from '../../../common/domain-errors';
import type { AppConfig } from '../../../config/app-config';
import { APP_CONFIG } from '../../../config/config.module';
import { lockNurse } from '../../users/row-locks';
import { UnitOfWork } from '../../../database/unit-of-work.service';
import type { UserEntity } from '../../users/entities/user.entity';
import { CREDENTIAL_MESSAGES } from '../credential-messages';
import { WalletReadCache } from '../wallet-read-cache.service';
import { WalletService } from '../wallet.service';
import type { CreatedPacketDto, CreatePacketDto, PacketDto, PacketViewDto } from './dto/packet.dto';
import type { CredentialPacketEntity } from './entities/credential-packet.entity';
import { SHARED_PACKET_PAGE, toPacketDto, toPacketViewDto, viewLabel } from './packet.mapper';
import { PACKET_LIMITS, PACKET_MESSAGES as M, packetExpiry, sharesLinks } from './packet-rules';
import { PacketsRepository } from './packets.repository';
import { DomainEventBus } from '../../../events/domain-event-bus.service';

/** The SHA-256 of a link token, the only form of it that is stored. */
export const packetTokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The packets she shares: made from her own entries, listed with their views, revoked at once. A
 * packet that is someone else's is answered as not found, like an id no row has.
 */
@Injectable()
export class PacketsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly packets: PacketsRepository,
    private readonly wallet: WalletService,
    private readonly cache: WalletReadCache,
    private readonly events: DomainEventBus,
    private readonly unitOfWork: UnitOfWork,
  ) {}

  async list(user: UserEntity): Promise<PacketDto[]> {
    const { packets, counts } = await this.cache.read(user.id, 'packets', async () => {
      const owned = await this.packets.listByOwner(user.id);
      return { packets: owned, counts: await this.packets.viewCounts(owned.map((packet) => packet.id)) };
    });
    // Expired or not is judged now, not when the packets were read.
    const now = new Date();
    return packets.map((packet) => toPacketDto(packet, counts.get(packet.id), now));
  }

  /** Makes the packet and answers its link, the one time the token is known. A pending account shares nothing. */
  async create(user: UserEntity, body: CreatePacketDto): Promise<CreatedPacketDto> {
    if (!sharesLinks(user)) throw new ForbiddenError(M.notLive);
    const licenceIds = body.licenceIds ?? [];
    const certificationIds = body.certificationIds ?? [];
    const ceTranscript = body.ceTranscript ?? false;
    const resume = body.resume ?? false;
    if (licenceIds.length + certificationIds.length === 0 && !ceTranscript && !resume) throw new InvalidInputError(M.empty);
    if (licenceIds.length + certificationIds.length > PACKET_LIMITS.entriesMax) {
      throw InvalidInputError.forFields([{ field: 'certificationIds', message: M.entryIds }]);
    }
    await this.assertOwn('licences', user, licenceIds);
    await this.assertOwn('certifications', user, certificationIds);
    if (resume && !user.resumeFile) throw InvalidInputError.forFields([{ field: 'resume', message: M.noResume }]);
    // Whole seconds: a MySQL DATETIME keeps no fraction, so this answer says what is stored on every database.
    const now = new Date(Math.floor(Date.now() / 1000) * 1000);
    const token = randomBytes(32).toString('base64url');
    // Her creates run one at a time from the count to the insert, so a burst of them keeps the cap.
    const packet = await this.unitOfWork.run(async (tx) => {
      await lockNurse(user.id, tx);
      if ((await this.packets.countOpen(user.id, now, tx)) >= PACKET_LIMITS.openPacketsPerNurse) throw new ConflictError(M.tooMany);
      return this.packets.insert(
        {
          userId: user.id,
          title: body.title.trim(),
          tokenHash: packetTokenHash(token),
          licenceIds,
          certificationIds,
          includeCeTranscript: ceTranscript,
          includeResume: resume,
          expiresAt: packetExpiry(now, body.expiresInDays),
          revokedAt: null,
          createdAt: now,
        },
        tx,
      );
    });
    this.events.announce({ type: 'wallet-changed', userId: user.id });
    return { ...toPacketDto(packet, undefined, now), url: `${this.config.appUrl}${SHARED_PACKET_PAGE}/${token}` };
  }

  /** Her packet's view log, newest first, each entry named in words. */
  async views(user: UserEntity, id: number): Promise<PacketViewDto[]> {
    const packet = await this.own(user, id);
    const [views, licences, certifications] = await Promise.all([
      this.packets.listViews(packet.id, PACKET_LIMITS.viewsShown),
      this.wallet.entries('licences', user.id),
      this.wallet.entries('certifications', user.id),
    ]);
    const licencesById = new Map(licences.map((entry) => [entry.id, entry]));
    const certificationsById = new Map(certifications.map((entry) => [entry.id, entry]));
    return views.map((view) => toPacketViewDto(view, viewLabel(view, licencesById, certificationsById)));
  }

  /** Revokes the link at once; revoking one already revoked changes nothing. */
  async revoke(user: UserEntity, id: number): Promise<PacketDto> {
    const packet = await this.own(user, id);
    await this.packets.revoke(packet.id, new Date());
    this.events.announce({ type: 'wallet-changed', userId: user.id });
    const revoked = await this.own(user, id);
    return toPacketDto(revoked, (await this.packets.viewCounts([id])).get(id), new Date());
  }

  private async own(user: UserEntity, id: number): Promise<CredentialPacketEntity> {
    const packet = await this.packets.findById(id);
    if (!packet || packet.userId !== user.id) throw new NotFoundError(M.packetNotFound);
    return packet;
  }

  /** Every id names one of her entries of that kind; another nurse's is not found, as in the wallet. */
  private async assertOwn(kind: 'licences' | 'certifications', user: UserEntity, ids: readonly number[]): Promise<void> {
    if (ids.length === 0) return;
    const hers = new Set((await this.wallet.entries(kind, user.id)).map((entry) => entry.id));
    if (ids.some((id) => !hers.has(id))) {
      throw new NotFoundError(kind === 'licences' ? CREDENTIAL_MESSAGES.licenceNotFound : CREDENTIAL_MESSAGES.certificationNotFound);
    }
  }
}
