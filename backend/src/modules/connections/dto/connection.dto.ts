import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, MaxLength, Min, MinLength } from 'class-validator';
import { ERRORS, LIMITS } from '@nurse/domain';
import { PublicUserDto } from '../../users/dto/user.dto';
import { CONNECTION_ANSWERS, type ConnectionAnswer, type ConnectionStatusView } from '../connection-pair';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const USER_ID = { message: 'User ids are positive whole numbers' };

/** The pair of nurses, one of them the one asking, and her note. */
export class ConnectionRequestDto {
  @ApiProperty({ description: 'One of the pair; with userId2, the signed-in nurse and the nurse she asks, in either order' })
  @IsInt(USER_ID)
  @Min(1, USER_ID)
  userId1: number;

  @ApiProperty()
  @IsInt(USER_ID)
  @Min(1, USER_ID)
  userId2: number;

  @ApiPropertyOptional({ description: 'The nurse asking; when given it must be the signed-in nurse' })
  @IsOptional()
  @IsInt(USER_ID)
  @Min(1, USER_ID)
  requesterId?: number;

  @ApiProperty({ minLength: 1, maxLength: LIMITS.connectionNoteMax, description: 'A short note to the nurse asked' })
  @Transform(trimmed)
  @IsString({ message: ERRORS.connectionNoteRequired })
  @MinLength(1, { message: ERRORS.connectionNoteRequired })
  @MaxLength(LIMITS.connectionNoteMax, { message: ERRORS.connectionNoteTooLong })
  message: string;
}

export class ConnectionAnswerDto {
  @ApiProperty({ enum: CONNECTION_ANSWERS, description: "'rejected' means the same as 'ignored'" })
  @IsIn(CONNECTION_ANSWERS, { message: `status must be one of: ${CONNECTION_ANSWERS.join(', ')}` })
  status: ConnectionAnswer;
}

export class ConnectionDto {
  @ApiProperty() id: number;
  @ApiProperty() requesterId: number;
  @ApiProperty() addresseeId: number;
  @ApiProperty({ enum: ['pending', 'accepted', 'ignored'] }) status: string;
  @ApiProperty() message: string;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

class RequesterDto {
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) profileImage: string | null;
}

export class ConnectionRequestItemDto {
  @ApiProperty() id: number;
  @ApiProperty() requesterId: number;
  @ApiProperty({ type: RequesterDto }) requester: RequesterDto;
  @ApiProperty() message: string;
  @ApiProperty({ enum: ['pending'] }) status: 'pending';
  @ApiProperty({ format: 'date-time' }) createdAt: string;
}

export class ConnectionRequestPageDto {
  @ApiProperty({ type: [ConnectionRequestItemDto] }) items: ConnectionRequestItemDto[];
  @ApiProperty({ description: 'Pending requests in all: the Network badge' }) total: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}

export class ConnectedUserDto extends PublicUserDto {
  @ApiProperty() connectionId: number;
}

export class ConnectionPageDto {
  @ApiProperty({ type: [ConnectedUserDto] }) items: ConnectedUserDto[];
  @ApiProperty() total: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}

export class ConnectionStatusDto {
  @ApiProperty({ type: Number, nullable: true }) id: number | null;
  @ApiProperty({ enum: ['none', 'pending', 'accepted', 'rejected'] }) status: ConnectionStatusView;
  @ApiProperty({ type: Number, nullable: true }) requesterId: number | null;
}

export class BlockRequestDto {
  @ApiProperty({ description: 'The nurse to block' })
  @IsInt(USER_ID)
  @Min(1, USER_ID)
  blockedUserId: number;
}

export class BlockedUserDto {
  @ApiProperty() userId: number;
  @ApiProperty() name: string;
  @ApiProperty({ type: String, nullable: true }) profileImage: string | null;
  @ApiProperty({ format: 'date-time' }) blockedAt: string;
}

export class BlockListDto {
  @ApiProperty({ type: [BlockedUserDto] }) items: BlockedUserDto[];
}
