import { Body, Controller, Get, Param, ParseIntPipe, Post, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import type { RequestAuth } from '../../common/request-context';
import { Access, StaffRole } from '../../sessions/access.decorator';
import { CurrentAuth, CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { CreateCertificationDto, CertificationDto, CertificationListDto, UpdateCertificationDto } from './dto/certification.dto';
import { toCertificationDto } from './wallet.mapper';
import { WalletService } from './wallet.service';

@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials/certifications')
export class CertificationsController {
  constructor(private readonly wallet: WalletService) {}

  @Get()
  @Access('nurse')
  @ApiOperation({ summary: 'Her certifications, oldest first' })
  @ApiOkResponse({ type: CertificationListDto })
  @ApiErrors(401)
  async list(@CurrentUser() user: UserEntity): Promise<CertificationListDto> {
    return { items: (await this.wallet.list('certifications', user)).map(toCertificationDto) };
  }

  @Post()
  @Access('nurse')
  @ApiOperation({
    summary: 'Add a certification to her wallet',
    description:
      'A name the catalogue lists (BLS, ACLS, PALS, NRP, TNCC, CCRN, CEN, ...) is stored in its listed spelling, any other as ' +
      'typed. The expiry date, when given, is after the issue date. At most CREDENTIAL_LIMITS.certificationsPerNurse (50): 409 beyond.',
  })
  @ApiCreatedResponse({ type: CertificationDto })
  @ApiErrors(400, 401, 409)
  async create(@CurrentUser() user: UserEntity, @Body() body: CreateCertificationDto): Promise<CertificationDto> {
    return toCertificationDto(await this.wallet.createCertification(user, body));
  }

  @Get(':entryId')
  @Access('nurse-or-admin')
  @StaffRole('moderator', 'support')
  @ApiOperation({ summary: 'One certification, for its owner or an administrator; anyone else is told it is not found' })
  @ApiOkResponse({ type: CertificationDto })
  @ApiErrors(400, 401, 404)
  async findOne(@Param('entryId', ParseIntPipe) id: number, @CurrentAuth() auth: RequestAuth): Promise<CertificationDto> {
    return toCertificationDto(await this.wallet.readable('certifications', id, auth));
  }

  @Put(':entryId')
  @Access('nurse')
  @ApiOperation({ summary: 'Change her certification; fields left out stay, and the whole certification must still follow the rules' })
  @ApiOkResponse({ type: CertificationDto })
  @ApiErrors(400, 401, 404)
  async update(
    @Param('entryId', ParseIntPipe) id: number,
    @CurrentUser() user: UserEntity,
    @Body() body: UpdateCertificationDto,
  ): Promise<CertificationDto> {
    return toCertificationDto(await this.wallet.updateCertification(user, id, body));
  }
}
