import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, MaxLength, Min } from 'class-validator';
import { LIMITS } from '@nurse/domain';
import { PageQueryDto } from '../../../common/page-query.dto';
import { PublicUserDto } from './user.dto';

export class PeopleSearchQueryDto extends PageQueryDto {
  @ApiPropertyOptional({ maxLength: LIMITS.shortTextMax, description: 'Words of a name or a location, or a specialty (or its synonym)' })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(LIMITS.shortTextMax, { message: `Search at most ${LIMITS.shortTextMax} characters` })
  q?: string;

  @ApiPropertyOptional({ description: 'Your own id (you are never in the results); any other id is refused' })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: 'excludeUserId must be your user id' })
  @Min(1, { message: 'excludeUserId must be your user id' })
  excludeUserId?: number;
}

export class PeoplePageDto {
  @ApiProperty({ type: [PublicUserDto] }) items: PublicUserDto[];
  @ApiProperty() total: number;
  @ApiProperty() pageSize: number;
  @ApiProperty({ type: String, nullable: true }) nextCursor: string | null;
}
