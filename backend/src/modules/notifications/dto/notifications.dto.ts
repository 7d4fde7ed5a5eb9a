import { ApiProperty, ApiPropertyOptional, OmitType } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsBoolean, IsIn, IsOptional, IsString, Matches, MaxLength, ValidateNested } from 'class-validator';
import { NOTIFICATION_CATEGORIES, TIME_OF_DAY_PATTERN, type NotificationCategory } from '@nurse/domain';

const CATEGORY = { message: `category must be one of: ${NOTIFICATION_CATEGORIES.join(', ')}` };
const TIME = { message: 'Times are written HH:mm, from 00:00 to 23:59' };

export class NotificationDto {
  @ApiProperty() id: number;
  @ApiProperty({ enum: NOTIFICATION_CATEGORIES }) category: NotificationCategory;
  @ApiProperty({ description: 'A short line naming who and how many; never a message’s text' }) text: string;
  @ApiProperty({ description: 'The path of the screen it concerns' }) link: string;
  @ApiProperty() read: boolean;
  @ApiProperty({ format: 'date-time', description: 'Its latest event' }) createdAt: string;
}

export class NotificationPageDto {
  @ApiProperty({ type: [NotificationDto], description: 'Latest first' }) items: NotificationDto[];
  @ApiProperty({ type: String, nullable: true, description: 'The page of older notifications' }) nextCursor: string | null;
}

export class NotificationUnreadDto {
  @ApiProperty({ description: 'Unread notifications shown in the app' }) unreadCount: number;
}

/** One category's channels as she changes them: `push` left out keeps her current choice. */
export class ChannelPreferenceChangeDto {
  @ApiProperty({ enum: NOTIFICATION_CATEGORIES })
  @IsIn(NOTIFICATION_CATEGORIES, CATEGORY)
  category: NotificationCategory;

  @ApiProperty({ description: 'Shown in the app, under the bell' })
  @IsBoolean({ message: 'inApp must be true or false' })
  inApp: boolean;

  @ApiProperty({ description: 'Gathered into an email digest while she is away' })
  @IsBoolean({ message: 'email must be true or false' })
  email: boolean;

  @ApiPropertyOptional({ description: 'A push to her devices; left out, her current choice stays' })
  @IsOptional()
  @IsBoolean({ message: 'push must be true or false' })
  push?: boolean;
}

/** One category's channels as stored: every channel named. */
export class ChannelPreferenceDto extends OmitType(ChannelPreferenceChangeDto, ['push'] as const) {
  @ApiProperty({ description: 'A push to each device she turned push on for (nothing while she has none)' })
  @IsBoolean({ message: 'push must be true or false' })
  push: boolean;
}

export class QuietHoursDto {
  @ApiProperty({ example: '08:00', description: 'Local time in her time zone' })
  @IsString(TIME)
  @Matches(TIME_OF_DAY_PATTERN, TIME)
  start: string;

  @ApiProperty({ example: '16:00', description: 'Local time; earlier than start means the window crosses midnight' })
  @IsString(TIME)
  @Matches(TIME_OF_DAY_PATTERN, TIME)
  end: string;
}

export class NotificationSettingsDto {
  @ApiProperty({ type: [ChannelPreferenceDto], description: 'Every category, with its channels' }) channels: ChannelPreferenceDto[];
  @ApiProperty({ type: String, nullable: true, example: 'America/Chicago', description: 'IANA zone; null until chosen' })
  timeZone: string | null;
  @ApiProperty({ type: QuietHoursDto, nullable: true, description: 'No email is sent inside this daily window' })
  quietHours: QuietHoursDto | null;
}

export class UpdateNotificationSettingsDto {
  @ApiPropertyOptional({ type: [ChannelPreferenceChangeDto], description: 'Only the categories to change' })
  @IsOptional()
  @IsArray({ message: 'channels must be a list' })
  @ArrayMaxSize(NOTIFICATION_CATEGORIES.length * 2)
  @ValidateNested({ each: true })
  @Type(() => ChannelPreferenceChangeDto)
  channels?: ChannelPreferenceChangeDto[];

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'America/Chicago',
    description:
      'IANA zone; null leaves her without one (quiet hours are then read in UTC), refused while quiet hours stay on in a zone she chose',
  })
  @IsOptional()
  @IsString({ message: 'timeZone must be a time zone name such as America/Chicago' })
  @MaxLength(64, { message: 'timeZone must be a time zone name such as America/Chicago' })
  timeZone?: string | null;

  @ApiPropertyOptional({ type: QuietHoursDto, nullable: true, description: 'null turns quiet hours off' })
  @IsOptional()
  @ValidateNested()
  @Type(() => QuietHoursDto)
  quietHours?: QuietHoursDto | null;
}

export class UnsubscribeDto {
  @ApiProperty({ enum: NOTIFICATION_CATEGORIES, description: 'The first of the categories the link names' })
  category: NotificationCategory;
  @ApiProperty({ enum: NOTIFICATION_CATEGORIES, isArray: true }) categories: NotificationCategory[];
  @ApiProperty({ example: 'Messages and Connection requests', description: 'The categories, as the screens name them' }) label: string;
  @ApiProperty({ description: 'Whether these categories are emailed to her now' }) email: boolean;
}
