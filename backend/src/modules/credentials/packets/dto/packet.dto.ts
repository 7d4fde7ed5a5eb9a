import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { EXPIRY_STANDINGS, WALLET_LICENCE_TYPES, type ExpiryStanding, type WalletLicenceType } from '@nurse/catalogue';
import { ArrayMaxSize, ArrayUnique, IsArray, IsBoolean, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import { PACKET_LIMITS as L, PACKET_MESSAGES as M, PACKET_VIEW_ITEMS, type PacketState, type PacketViewItem } from '../packet-rules';

const ENTRY_IDS = { message: M.entryIds };

export class CreatePacketDto {
  @ApiProperty({
    maxLength: L.titleMax,
    example: 'For St. Mary’s travel contract',
    description: 'Her name for it; the recipient sees it too',
  })
  @IsString({ message: M.title })
  @Matches(/\S/, { message: M.title })
  @MaxLength(L.titleMax, { message: M.title })
  title: string;

  @ApiProperty({ minimum: L.expiryDaysMin, maximum: L.expiryDaysMax, example: 7, description: 'Days the link works, from now' })
  @IsInt({ message: M.expiresInDays })
  @Min(L.expiryDaysMin, { message: M.expiresInDays })
  @Max(L.expiryDaysMax, { message: M.expiresInDays })
  expiresInDays: number;

  @ApiPropertyOptional({ type: [Number], maxItems: L.entriesMax, description: 'Her licences to share (ids)' })
  @IsOptional()
  @IsArray(ENTRY_IDS)
  @ArrayMaxSize(L.entriesMax, ENTRY_IDS)
  @ArrayUnique(ENTRY_IDS)
  @IsInt({ each: true, ...ENTRY_IDS })
  @Min(1, { each: true, ...ENTRY_IDS })
  licenceIds?: number[];

  @ApiPropertyOptional({ type: [Number], maxItems: L.entriesMax, description: 'Her certifications to share (ids)' })
  @IsOptional()
  @IsArray(ENTRY_IDS)
  @ArrayMaxSize(L.entriesMax, ENTRY_IDS)
  @ArrayUnique(ENTRY_IDS)
  @IsInt({ each: true, ...ENTRY_IDS })
  @Min(1, { each: true, ...ENTRY_IDS })
  certificationIds?: number[];

  @ApiPropertyOptional({ default: false, description: 'Share her CE transcript (as it stands when viewed)' })
  @IsOptional()
  @IsBoolean({ message: M.flag })
  ceTranscript?: boolean;

  @ApiPropertyOptional({ default: false, description: 'Share the résumé uploaded on her profile' })
  @IsOptional()
  @IsBoolean({ message: M.flag })
  resume?: boolean;
}

export class PacketDto {
  @ApiProperty() id: number;
  @ApiProperty() title: string;
  @ApiProperty({ enum: ['active', 'expired', 'revoked'] }) state: PacketState;
  @ApiProperty({ type: String, format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) revokedAt: string | null;
  @ApiProperty({ type: [Number], description: 'Licences chosen (one deleted since is no longer shown)' }) licenceIds: number[];
  @ApiProperty({ type: [Number] }) certificationIds: number[];
  @ApiProperty() ceTranscript: boolean;
  @ApiProperty() resume: boolean;
  @ApiProperty({ description: 'Times the page was opened' }) views: number;
  @ApiProperty({ description: 'Documents downloaded' }) downloads: number;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) lastViewedAt: string | null;
}

export class PacketListDto {
  @ApiProperty({ type: [PacketDto], description: 'Newest first' }) items: PacketDto[];
}

export class CreatedPacketDto extends PacketDto {
  @ApiProperty({
    description: 'The link to send. Shown once: only its hash is stored; make a new packet to get another.',
    example: 'https://nurse.example/packet/3q2-7wEjY0dPq4v1jX0m8ZcJd0qf9lU3b2bSg7rPzkA',
  })
  url: string;
}

export class PacketViewDto {
  @ApiProperty({ type: String, format: 'date-time' }) viewedAt: string;
  @ApiProperty({ enum: PACKET_VIEW_ITEMS, description: 'The page, or the document downloaded' }) item: PacketViewItem;
  @ApiProperty({ description: 'What was looked at, in words: "Packet page", "RN licence (TX) document"' }) label: string;
  @ApiProperty({ type: String, nullable: true, description: 'The viewer’s network (/24 or /48), never the full address' })
  network: string | null;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The viewer’s browser and system in words ("Chrome on Android"), read from its description; null without one',
  })
  browser: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The viewer’s browser, as it describes itself' }) userAgent: string | null;
}

export class PacketViewListDto {
  @ApiProperty({ type: [PacketViewDto], description: `Newest first, at most ${L.viewsShown}` }) items: PacketViewDto[];
}

/** A document in a shared packet. */
export class SharedDocumentDto {
  @ApiProperty({ description: 'The name it was uploaded under' }) name: string;
  @ApiProperty({ description: 'Where the recipient downloads it (no session needed)' }) url: string;
}

export class SharedLicenceDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: WALLET_LICENCE_TYPES }) type: WalletLicenceType;
  @ApiProperty({ description: '"RN", "APRN (CNP)"' }) typeLabel: string;
  @ApiProperty({ description: 'Issuing state code' }) state: string;
  @ApiProperty({ description: 'Her licence number: she chose to share it for verification' }) number: string;
  @ApiProperty() multistate: boolean;
  @ApiProperty({ format: 'date' }) issueDate: string;
  @ApiProperty({ format: 'date' }) expiryDate: string;
  @ApiProperty({ description: 'The status on the board’s record, as she declared it' }) status: string;
  @ApiProperty({ enum: EXPIRY_STANDINGS }) standing: ExpiryStanding;
  @ApiProperty({ type: SharedDocumentDto, nullable: true }) document: SharedDocumentDto | null;
}

export class SharedCertificationDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() issuer: string;
  @ApiProperty({ type: String, nullable: true }) number: string | null;
  @ApiProperty({ format: 'date' }) issueDate: string;
  @ApiProperty({ type: String, format: 'date', nullable: true }) expiryDate: string | null;
  @ApiProperty({ enum: EXPIRY_STANDINGS }) standing: ExpiryStanding;
  @ApiProperty({ type: SharedDocumentDto, nullable: true }) document: SharedDocumentDto | null;
}

export class SharedPacketDto {
  @ApiProperty() title: string;
  @ApiProperty({ description: 'The nurse who shared it' }) ownerName: string;
  @ApiProperty({ type: String, format: 'date-time' }) expiresAt: string;
  @ApiProperty({ format: 'date', description: 'The day the standings are judged on (UTC)' }) asOf: string;
  @ApiProperty({ type: [SharedLicenceDto] }) licences: SharedLicenceDto[];
  @ApiProperty({ type: [SharedCertificationDto] }) certifications: SharedCertificationDto[];
  @ApiProperty({ type: SharedDocumentDto, nullable: true, description: 'Her CE transcript (CSV), when shared' })
  ceTranscript: SharedDocumentDto | null;
  @ApiProperty({ type: SharedDocumentDto, nullable: true, description: 'Her résumé, when shared and still on her profile' })
  resume: SharedDocumentDto | null;
}
