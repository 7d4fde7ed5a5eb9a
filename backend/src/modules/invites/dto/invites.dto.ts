import { ApiProperty } from '@nestjs/swagger';
import { ArrayMaxSize, IsArray, IsString, MaxLength } from 'class-validator';
import { LIMITS, VALIDATION } from '@nurse/domain';

export class SendInvitesDto {
  @ApiProperty({ type: [String], maxItems: LIMITS.maxInvitesPerRequest, example: ['colleague@example.org'] })
  @IsArray({ message: VALIDATION.invitesNone })
  @ArrayMaxSize(LIMITS.maxInvitesPerRequest, { message: `At most ${LIMITS.maxInvitesPerRequest} invitations at a time` })
  @IsString({ each: true, message: VALIDATION.invitesNone })
  @MaxLength(LIMITS.emailMax, { each: true, message: VALIDATION.email })
  emails: string[];
}

export class SentInvitesDto {
  @ApiProperty({ description: 'How many invitations were sent' })
  sentTo: number;
}
