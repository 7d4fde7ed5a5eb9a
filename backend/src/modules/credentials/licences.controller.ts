import { Body, Controller, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import type { RequestAuth } from '../../common/request-context';
import { Access, StaffRole } from '../../sessions/access.decorator';
import { CurrentAuth, CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { CreateLicenceDto, LicenceDto, LicenceListDto, UpdateLicenceDto } from './dto/licence.dto';
import { toLicenceDto } from './wallet.mapper';
import { WalletService } from './wallet.service';

@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials/licences')
export class LicencesController {
  constructor(private readonly wallet: WalletService) {}

  @Get()
  @Access('nurse')
  @ApiOperation({ summary: 'Her licences, oldest first' })
  @ApiOkResponse({ type: LicenceListDto })
  @ApiErrors(401)
  async list(@CurrentUser() user: UserEntity): Promise<LicenceListDto> {
    return { items: (await this.wallet.list('licences', user)).map(toLicenceDto) };
  }

  @Post()
  @Access('nurse')
  @ApiOperation({
    summary: 'Add a licence to her wallet',
    description:
      'A multistate (compact) licence is RN or LPN/VN, from a state issuing multistate licences, with her primary state ' +
      'of residence, itself such a state. An APRN licence names its role. The expiry date is after the issue date. ' +
      'At most CREDENTIAL_LIMITS.licencesPerNurse (30) licences: 409 beyond.',
  })
  @ApiCreatedResponse({ type: LicenceDto })
  @ApiErrors(400, 401, 409)
  async create(@CurrentUser() user: UserEntity, @Body() body: CreateLicenceDto): Promise<LicenceDto> {
    return toLicenceDto(await this.wallet.createLicence(user, body));
  }

  @Get(':entryId')
  @Access('nurse-or-admin')
  @StaffRole('moderator', 'support')
  @ApiOperation({ summary: 'One licence, for its owner or an administrator; anyone else is told it is not found' })
  @ApiOkResponse({ type: LicenceDto })
  @ApiErrors(400, 401, 404)
  async findOne(@Param('entryId', ParseIntPipe) id: number, @CurrentAuth() auth: RequestAuth): Promise<LicenceDto> {
    return toLicenceDto(await this.wallet.readable('licences', id, auth));
  }

  @Put(':entryId')
  @Access('nurse')
  @ApiOperation({ summary: 'Change her licence; fields left out stay, and the whole licence must still follow the rules' })
  @ApiOkResponse({ type: LicenceDto })
  @ApiErrors(400, 401, 404)
  async update(
    @Param('entryId', ParseIntPipe) id: number,
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateLicenceDto,
  ): Promise<LicenceDto> {
    return toLicenceDto(await this.wallet.updateLicence(user, id, body));
  }
}
