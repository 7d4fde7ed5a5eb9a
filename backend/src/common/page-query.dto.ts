import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { INVALID_CURSOR } from './page-cursor';

export const MAX_PAGE_SIZE = 100;
const MAX_CURSOR_LENGTH = 200;

/** Keyset paging of a list: each page after the cursor the page before gave. */
export class PageQueryDto {
  @ApiPropertyOptional({
    maxLength: MAX_CURSOR_LENGTH,
    description: 'The `nextCursor` of the page before, with the same query and page size; leave out for the first page',
  })
  @IsOptional()
  @IsString({ message: INVALID_CURSOR })
  @MaxLength(MAX_CURSOR_LENGTH, { message: INVALID_CURSOR })
  cursor?: string;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: 20 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'pageSize must be a whole number' })
  @Min(1, { message: 'pageSize must be at least 1' })
  @Max(MAX_PAGE_SIZE, { message: `pageSize must be at most ${MAX_PAGE_SIZE}` })
  pageSize: number = 20;
}
