import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsDefined, IsObject, IsOptional, IsString, IsUrl, Matches, MaxLength, ValidateNested } from 'class-validator';

export const PUSH_MESSAGES = {
  endpoint: 'endpoint must be the http(s) address the browser’s push subscription gave',
  p256dh: 'keys.p256dh must be the subscription’s public key in base64url (from PushSubscription.toJSON())',
  auth: 'keys.auth must be the subscription’s authentication secret in base64url (from PushSubscription.toJSON())',
  keys: 'keys must hold the subscription’s p256dh and auth',
  deviceName: 'deviceName must be text of at most 80 characters',
  notFound: 'That device was not found among yours: it may have been removed already',
  off: 'Push is not available on this server right now; the bell and email still reach you',
} as const;

/** An uncompressed P-256 point is 65 bytes: 87 base64url characters (88 with padding). */
const P256DH = /^[A-Za-z0-9_-]{86,87}=?$/;
/** A 16-byte secret: 22 base64url characters (24 with padding). */
const AUTH = /^[A-Za-z0-9_-]{22}(==)?$/;

export class PushKeyDto {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The VAPID public key (base64url) for pushManager.subscribe; null while push is off',
  })
  publicKey: string | null;
}

export class PushSubscriptionKeysDto {
  @ApiProperty({ description: 'The device’s P-256 public key, base64url' })
  @IsString({ message: PUSH_MESSAGES.p256dh })
  @Matches(P256DH, { message: PUSH_MESSAGES.p256dh })
  p256dh: string;

  @ApiProperty({ description: 'The device’s 16-byte authentication secret, base64url' })
  @IsString({ message: PUSH_MESSAGES.auth })
  @Matches(AUTH, { message: PUSH_MESSAGES.auth })
  auth: string;
}

export class CreatePushSubscriptionDto {
  @ApiProperty({ maxLength: 1000, example: 'https://fcm.googleapis.com/fcm/send/…' })
  @IsString({ message: PUSH_MESSAGES.endpoint })
  @MaxLength(1000, { message: PUSH_MESSAGES.endpoint })
  @IsUrl({ protocols: ['https', 'http'], require_protocol: true, require_tld: false }, { message: PUSH_MESSAGES.endpoint })
  endpoint: string;

  @ApiProperty({ type: PushSubscriptionKeysDto })
  @IsDefined({ message: PUSH_MESSAGES.keys })
  @IsObject({ message: PUSH_MESSAGES.keys })
  @ValidateNested()
  @Type(() => PushSubscriptionKeysDto)
  keys: PushSubscriptionKeysDto;

  @ApiPropertyOptional({ maxLength: 80, description: 'How she names the device; by default read from the browser (“Chrome on Android”)' })
  @IsOptional()
  @IsString({ message: PUSH_MESSAGES.deviceName })
  @MaxLength(80, { message: PUSH_MESSAGES.deviceName })
  deviceName?: string;
}

export class PushDeviceDto {
  @ApiProperty() id: number;
  @ApiProperty({ example: 'Safari on iOS' }) deviceName: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When a push last reached its push service' })
  lastUsedAt: string | null;
}

export class PushDeviceListDto {
  @ApiProperty({ type: [PushDeviceDto] }) devices: PushDeviceDto[];
}
