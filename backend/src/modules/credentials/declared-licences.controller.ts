import { Controller, Delete, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { MessageResponseDto } from '../../common/error-response.dto';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { DeclaredLicenceListDto } from './dto/declared-licence.dto';
import { LICENSURE_MESSAGES as M } from './licensure-messages';
import { LicensureService } from './licensure.service';

@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials/declared-licences')
export class DeclaredLicencesController {
  constructor(private readonly licensure: LicensureService) {}

  @Get()
  @Access('nurse')
  @ApiOperation({
    summary: 'The licences she named on onboarding or the profile and has not yet added complete (number and dates) to her wallet',
  })
  @ApiOkResponse({ type: DeclaredLicenceListDto })
  @ApiErrors(401)
  async list(@CurrentUser() user: UserEntity): Promise<DeclaredLicenceListDto> {
    return { items: await this.licensure.declaredOf(user.id) };
  }

  @Delete(':entryId')
  @Access('nurse')
  @ApiOperation({ summary: 'Remove a declared licence; her profile licensure no longer lists it' })
  @ApiOkResponse({ type: MessageResponseDto })
  @ApiErrors(400, 401, 404)
  async remove(@Param('entryId', ParseIntPipe) id: number, @CurrentUser() user: UserEntity): Promise<MessageResponseDto> {
    await this.licensure.removeDeclared(user.id, id);
    return { message: M.declaredRemoved };
  }
}
