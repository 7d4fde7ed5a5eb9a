import { Body, Controller, Delete, Get, Param, ParseIntPipe, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { MessageResponseDto } from '../../../common/error-response.dto';
import type { RequestAuth } from '../../../common/request-context';
import { Access, StaffRole } from '../../../sessions/access.decorator';
import { CurrentAuth, CurrentUser } from '../../../sessions/current-auth.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { CE_MESSAGES as M } from './ce-messages';
import { CeProgressService } from './ce-progress.service';
import { toCeRequirementDto } from './ce.mapper';
import { CeProgressDto } from './dto/ce-progress.dto';
import { CeRequirementDto, PutCeRequirementDto } from './dto/ce-requirement.dto';

/** A licence's CE progress for its current cycle, and the requirement she enters for it. */
@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials/licences')
export class CeProgressController {
  constructor(private readonly progress: CeProgressService) {}

  @Get(':entryId/ce-progress')
  @Access('nurse-or-admin')
  @StaffRole('moderator', 'support')
  @ApiOperation({
    summary: 'CE hours counted for the licence’s current cycle against her own requirement or the state’s',
    description:
      'Her own requirement for the licence wins; otherwise the board’s rule from the product’s dated data (basis, source, asOf, ' +
      'sourceLine, alternatives, exemption); a board requiring no CE says so; with neither, nothing is counted (basis unknown, ' +
      'note giving the reason when known).',
  })
  @ApiOkResponse({ type: CeProgressDto })
  @ApiErrors(400, 401, 404)
  async get(@Param('entryId', ParseIntPipe) id: number, @CurrentAuth() auth: RequestAuth): Promise<CeProgressDto> {
    const progress = await this.progress.progress(id, auth);
    return {
      licenceId: id,
      ...progress,
      alternatives: [...progress.alternatives],
      topics: [...progress.topics],
      missingTopics: [...progress.missingTopics],
    };
  }

  @Get(':entryId/ce-requirement')
  @Access('nurse-or-admin')
  @StaffRole('moderator', 'support')
  @ApiOperation({ summary: 'The CE requirement she entered for the licence' })
  @ApiOkResponse({ type: CeRequirementDto })
  @ApiErrors(400, 401, 404)
  async requirement(@Param('entryId', ParseIntPipe) id: number, @CurrentAuth() auth: RequestAuth): Promise<CeRequirementDto> {
    return toCeRequirementDto(await this.progress.requirement(id, auth));
  }

  @Put(':entryId/ce-requirement')
  @Access('nurse')
  @ApiOperation({
    summary: 'Enter or replace her own CE requirement for the licence, as her board states it',
    description: 'Used instead of the product’s rule for this licence. The cycle’s first and last days are counted; at most 6 years.',
  })
  @ApiOkResponse({ type: CeRequirementDto })
  @ApiErrors(400, 401, 404)
  async save(
    @Param('entryId', ParseIntPipe) id: number,
    @CurrentUser() user: UserEntity,
    @Body() body: PutCeRequirementDto,
  ): Promise<CeRequirementDto> {
    return toCeRequirementDto(await this.progress.saveRequirement(id, user, body));
  }

  @Delete(':entryId/ce-requirement')
  @Access('nurse')
  @ApiOperation({ summary: 'Delete her own CE requirement for the licence; the product’s rule applies again' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 404)
  async remove(@Param('entryId', ParseIntPipe) id: number, @CurrentUser() user: UserEntity): Promise<MessageResponseDto> {
    await this.progress.deleteRequirement(id, user);
    return { message: M.requirementDeleted };
  }
}
