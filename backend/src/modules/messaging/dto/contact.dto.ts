import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { CONTACT_POLICIES, ERRORS, type ContactPolicy } from '@nurse/domain';
import { IsBoolean, IsIn, IsOptional } from 'class-validator';
import { CONTACT_STANDINGS, type ContactStanding } from '../contact-rules.service';

export const MESSAGE_REQUEST_ACTIONS = ['accept', 'decline'] as const;

export class ContactSettingsDto {
  @ApiProperty({
    enum: CONTACT_POLICIES,
    description: 'Who may start a conversation with you: your connections, or also live nurses who share one of your specialties',
  })
  contactPolicy: ContactPolicy;

  @ApiProperty({ description: "Show read marks and typing; you see the other nurse's only while you show yours" })
  readReceipts: boolean;
}

export class UpdateContactSettingsDto {
  @ApiPropertyOptional({ enum: CONTACT_POLICIES })
  @IsOptional()
  @IsIn(CONTACT_POLICIES, { message: ERRORS.contactPolicy })
  contactPolicy?: ContactPolicy;

  @ApiPropertyOptional()
  @IsOptional()
  @IsBoolean({ message: ERRORS.readReceiptsSwitch })
  readReceipts?: boolean;
}

export class MessageRequestSenderDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) profilePhoto: string | null;
  @ApiProperty({ type: [String] }) specialties: string[];
}

export class MessageRequestDto {
  @ApiProperty({ type: MessageRequestSenderDto }) sender: MessageRequestSenderDto;
  @ApiProperty({ description: 'The first message, which opens the conversation once accepted' }) message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class MessageRequestListDto {
  @ApiProperty({ type: [MessageRequestDto], description: 'Pending requests, the newest first' }) items: MessageRequestDto[];
}

export class AnswerMessageRequestDto {
  @ApiProperty({ enum: MESSAGE_REQUEST_ACTIONS })
  @IsIn(MESSAGE_REQUEST_ACTIONS, { message: ERRORS.messageRequestAction })
  action: (typeof MESSAGE_REQUEST_ACTIONS)[number];
}

export class MutedUserDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) profilePhoto: string | null;
}

export class MutedConversationDto {
  @ApiProperty({ type: MutedUserDto, description: 'The other nurse of the conversation' }) user: MutedUserDto;
}

export class MutedConversationListDto {
  @ApiProperty({ type: [MutedConversationDto] }) items: MutedConversationDto[];
}

export class ContactStandingDto {
  @ApiProperty({
    enum: CONTACT_STANDINGS,
    description:
      'conversation: you write freely; request: your first message goes as a request she answers; awaiting-answer: your ' +
      'request waits for her answer; asked-by-other: her request waits for yours; refused: you may ask to connect',
  })
  standing: ContactStanding;

  @ApiProperty({ description: 'Whether you may send her a message now (in a conversation, or as a first message request)' })
  canMessage: boolean;
}
