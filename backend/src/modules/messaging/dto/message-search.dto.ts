import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional, IsString, Length, MaxLength } from 'class-validator';
import { MESSAGE_SEARCH, MESSAGE_SEARCH_TEXTS } from '@nurse/domain';
import { INVALID_CURSOR } from '../../../common/page-cursor';

const trimmed = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);
const QUERY_LENGTH = { message: MESSAGE_SEARCH_TEXTS.queryLength };

export class MessageSearchQueryDto {
  @ApiProperty({
    minLength: MESSAGE_SEARCH.minLength,
    maxLength: MESSAGE_SEARCH.maxLength,
    description:
      'Words separated by spaces, trimmed: a message matches when it holds every one, in any case and with or without accents, ' +
      'also inside longer words',
  })
  @Transform(trimmed)
  @IsString(QUERY_LENGTH)
  @Length(MESSAGE_SEARCH.minLength, MESSAGE_SEARCH.maxLength, QUERY_LENGTH)
  q: string;

  @ApiPropertyOptional({
    maxLength: 200,
    description: 'The `nextCursor` of the page before, with the same words; leave out for the first page',
  })
  @IsOptional()
  @IsString({ message: INVALID_CURSOR })
  @MaxLength(200, { message: INVALID_CURSOR })
  before?: string;
}

export class SnippetSegmentDto {
  @ApiProperty({ description: 'Text as written (line breaks as spaces); "…" where text was left out' }) text: string;
  @ApiProperty({ description: 'One of the searched words: shown marked' }) match: boolean;
}

export class SearchConversationDto {
  @ApiProperty({ description: 'The other nurse of the conversation' }) userId: number;
  @ApiProperty() userName: string;
  @ApiProperty({ type: String, nullable: true }) userProfileImage: string | null;
}

export class SearchSenderDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class SearchGroupDto {
  @ApiProperty() id: number;
  @ApiProperty() name: string;
}

export class MessageSearchHitDto {
  @ApiProperty({ description: 'The message' }) id: number;
  @ApiProperty({ type: SearchConversationDto, description: 'The other nurse of a private message; on a group message, its sender' })
  conversation: SearchConversationDto;
  @ApiPropertyOptional({ type: SearchGroupDto, description: 'The group of a group message; absent on a private message' })
  group?: SearchGroupDto;
  @ApiProperty({ type: SearchSenderDto, description: 'You or the other nurse' }) sender: SearchSenderDto;
  @ApiProperty({ format: 'date-time' }) createdAt: string;
  @ApiProperty({
    type: [SnippetSegmentDto],
    description: 'The text around the first match, in pieces in order; the matched words are the pieces with `match` true',
  })
  snippet: SnippetSegmentDto[];
}

export class MessageSearchPageDto {
  @ApiProperty({ type: [MessageSearchHitDto], description: 'The newest first' }) items: MessageSearchHitDto[];
  @ApiProperty() pageSize: number;
  @ApiProperty({
    type: String,
    nullable: true,
    description:
      'While older messages remain to search: pass it as `before`. A page searches a bounded number of your messages, so it may ' +
      'hold fewer hits than pageSize (even none) and still have a nextCursor',
  })
  nextCursor: string | null;
}
