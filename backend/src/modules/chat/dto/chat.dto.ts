import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, MaxLength, Min, ValidateNested } from 'class-validator';
import { CHAT_MESSAGE_TYPES, ERRORS, LIMITS, SUGGESTED_ACTION_TYPES, type ChatMessageType, type SuggestedActionType } from '@nurse/domain';

const ID = { message: 'Ids are positive whole numbers' };
const SHORT_TEXT = LIMITS.shortTextMax;

export class AskAssistantDto {
  @ApiProperty({ maxLength: LIMITS.chatMessageMax, description: 'Her question; it must not be blank' })
  @IsString({ message: ERRORS.chatMessageBlank })
  @Matches(/\S/, { message: ERRORS.chatMessageBlank })
  @MaxLength(LIMITS.chatMessageMax, { message: ERRORS.chatMessageTooLong })
  message: string;

  @ApiPropertyOptional({ description: 'The nurse asking; when given it must be the signed-in nurse' })
  @IsOptional()
  @IsInt(ID)
  @Min(1, ID)
  userId?: number;
}

export class SuggestedActionDto {
  @ApiProperty({
    enum: SUGGESTED_ACTION_TYPES,
    description: 'specialty opens the interests screen, connections My Connections, profile the profile',
  })
  @IsIn(SUGGESTED_ACTION_TYPES, { message: `type must be one of: ${SUGGESTED_ACTION_TYPES.join(', ')}` })
  type: SuggestedActionType;

  @ApiProperty({ maxLength: SHORT_TEXT })
  @IsString()
  @MaxLength(SHORT_TEXT)
  label: string;

  @ApiProperty({ maxLength: SHORT_TEXT, description: 'The specialty, for a specialty action' })
  @IsString()
  @MaxLength(SHORT_TEXT)
  value: string;
}

export class AssistantReplyDto {
  @ApiProperty() message: string;
  @ApiProperty({ type: [String] }) suggestedSpecialties: string[];
  @ApiProperty({ type: [SuggestedActionDto] }) suggestedActions: SuggestedActionDto[];
}

export class SaveChatMessageDto {
  @ApiPropertyOptional({ description: 'The nurse whose history this is; when given it must be the signed-in nurse' })
  @IsOptional()
  @IsInt(ID)
  @Min(1, ID)
  userId?: number;

  @ApiProperty({ maxLength: 100, description: "'session-{user id}-{date}': one session a day" })
  @IsString({ message: ERRORS.chatSessionId })
  @MaxLength(100, { message: ERRORS.chatSessionId })
  sessionId: string;

  @ApiProperty({ enum: CHAT_MESSAGE_TYPES })
  @IsIn(CHAT_MESSAGE_TYPES, { message: `messageType must be one of: ${CHAT_MESSAGE_TYPES.join(', ')}` })
  messageType: ChatMessageType;

  @ApiProperty({ maxLength: LIMITS.chatMessageMax * 4 })
  @IsString({ message: ERRORS.chatMessageBlank })
  @Matches(/\S/, { message: ERRORS.chatMessageBlank })
  @MaxLength(LIMITS.chatMessageMax * 4, { message: ERRORS.chatMessageTooLong })
  message: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @IsString({ each: true })
  @MaxLength(SHORT_TEXT, { each: true })
  suggestedSpecialties?: string[];

  @ApiPropertyOptional({ type: [SuggestedActionDto] })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(10)
  @ValidateNested({ each: true })
  @Type(() => SuggestedActionDto)
  suggestedActions?: SuggestedActionDto[];
}

export class ChatHistoryMessageDto {
  @ApiProperty() id: number;
  @ApiProperty() userId: number;
  @ApiProperty() sessionId: string;
  @ApiProperty({ enum: CHAT_MESSAGE_TYPES }) messageType: ChatMessageType;
  @ApiProperty() message: string;
  @ApiProperty({ type: [String] }) suggestedSpecialties: string[];
  @ApiProperty({ type: [SuggestedActionDto] }) suggestedActions: SuggestedActionDto[];
  @ApiProperty({ format: 'date-time' }) createdAt: Date;
}
