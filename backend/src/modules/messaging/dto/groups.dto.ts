import { ApiProperty, OmitType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsInt, IsString, Length, Min } from 'class-validator';
import { MESSAGE_GROUP_MAX_MEMBERS, MESSAGE_GROUP_NAME_MAX, MESSAGE_GROUP_TEXTS, groupNameError } from '@nurse/domain';
import { SendMessageDto, SentMessageDto, ThreadMessageDto } from './messaging.dto';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const MEMBER_IDS = { message: MESSAGE_GROUP_TEXTS.memberIds };

export class GroupNameDto {
  @ApiProperty({ minLength: 1, maxLength: MESSAGE_GROUP_NAME_MAX, description: 'Trimmed before it is checked and stored' })
  @Transform(trimmed)
  @IsString({ message: MESSAGE_GROUP_TEXTS.nameBlank })
  @Length(1, MESSAGE_GROUP_NAME_MAX, {
    message: ({ value }: { value: unknown }) => (typeof value === 'string' && groupNameError(value)) || MESSAGE_GROUP_TEXTS.nameBlank,
  })
  name: string;
}

export class CreateGroupDto extends GroupNameDto {
  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: MESSAGE_GROUP_MAX_MEMBERS - 1,
    description: `Your connections to add (not you): at most ${MESSAGE_GROUP_MAX_MEMBERS - 1}, so the group has at most ${MESSAGE_GROUP_MAX_MEMBERS} members`,
  })
  @IsArray(MEMBER_IDS)
  @ArrayMinSize(1, { message: MESSAGE_GROUP_TEXTS.membersRequired })
  @ArrayMaxSize(MESSAGE_GROUP_MAX_MEMBERS - 1, { message: MESSAGE_GROUP_TEXTS.tooManyMembers })
  @IsInt({ each: true, ...MEMBER_IDS })
  @Min(1, { each: true, ...MEMBER_IDS })
  memberIds: number[];
}

export class AddGroupMembersDto {
  @ApiProperty({
    type: [Number],
    minItems: 1,
    maxItems: MESSAGE_GROUP_MAX_MEMBERS - 1,
    description: 'Your connections to add; the group never grows past its limit (409 when they would not fit)',
  })
  @IsArray(MEMBER_IDS)
  @ArrayMinSize(1, { message: MESSAGE_GROUP_TEXTS.membersRequired })
  @ArrayMaxSize(MESSAGE_GROUP_MAX_MEMBERS - 1, { message: MESSAGE_GROUP_TEXTS.tooManyMembers })
  @IsInt({ each: true, ...MEMBER_IDS })
  @Min(1, { each: true, ...MEMBER_IDS })
  userIds: number[];
}

export class GroupMemberDto {
  @ApiProperty() userId: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) profileImage: string | null;
  @ApiProperty({ description: 'The nurse who may rename the group and remove members' }) isCreator: boolean;
}

export class GroupDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty({ description: 'Who may rename it and remove members: its starter, or the earliest remaining member once she left' })
  creatorId: number;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({ description: 'You muted it: its messages do not count in your unread total or notify you' }) muted: boolean;
  @ApiProperty({ type: [GroupMemberDto], description: 'In the order they joined' }) members: GroupMemberDto[];
}

export class GroupSummaryDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
  @ApiProperty() memberCount: number;
  @ApiProperty({ type: String, nullable: true, description: 'The latest message you may see; null when there is none yet' })
  lastMessage: string | null;
  @ApiProperty({ format: 'date-time', description: 'The latest message you may see, or when you joined' }) lastMessageTime: string;
  @ApiProperty({ description: 'Messages in the group you have not read' }) unreadCount: number;
  @ApiProperty() muted: boolean;
}

export class GroupListDto {
  @ApiProperty({ type: [GroupSummaryDto], description: 'Your groups, the latest activity first' }) items: GroupSummaryDto[];
}

/** What a group message adds to a pair message: the group, the sender's public face and who read it. */
export class GroupThreadMessageDto extends ThreadMessageDto {
  @ApiProperty() declare groupId: number;
  @ApiProperty() fromUserName: string;
  @ApiProperty({ type: String, nullable: true }) fromUserProfileImage: string | null;
  @ApiProperty({
    description: 'On your own messages: how many other members have read it (their read mark passed it); 0 on the others’',
  })
  readByCount: number;
}

export class GroupThreadPageDto {
  @ApiProperty({ type: [GroupThreadMessageDto], description: 'In the order sent: the latest page first, older ones through nextCursor' })
  items: GroupThreadMessageDto[];
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true, description: 'The page of messages sent before these' }) nextCursor: string | null;
}

export class SendGroupMessageDto extends OmitType(SendMessageDto, ['toUserId', 'fromUserId'] as const) {}

export class SentGroupMessageDto extends SentMessageDto {
  @ApiProperty() declare groupId: number;
  @ApiProperty() fromUserName: string;
  @ApiProperty({ type: String, nullable: true }) fromUserProfileImage: string | null;
}
