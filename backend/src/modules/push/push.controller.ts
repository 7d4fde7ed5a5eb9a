import { Body, Controller, Delete, Get, Headers, HttpCode, Param, ParseIntPipe, Post } from '@nestjs/common';
import { ApiCookieAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import type { RequestAuth } from '../../common/request-context';
import { CurrentAuth, CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { CreatePushSubscriptionDto, PushDeviceDto, PushDeviceListDto, PushKeyDto } from './dto/push.dto';
import { PushSubscriptionsService, type PushDevice } from './push-subscriptions.service';

const toDto = (device: PushDevice): PushDeviceDto => ({
  ...device,
  createdAt: device.createdAt.toISOString(),
  lastUsedAt: device.lastUsedAt?.toISOString() ?? null,
});

@ApiTags('push')
@ApiCookieAuth('sid')
@Controller('push')
export class PushController {
  constructor(private readonly push: PushSubscriptionsService) {}

  @Get('key')
  @Access('live-nurse')
  @ApiOperation({ summary: 'The public key a browser subscribes to pushes with' })
  @ApiOkResponse({ type: PushKeyDto })
  @ApiErrors(401, 403)
  key(): PushKeyDto {
    return { publicKey: this.push.publicKey() };
  }

  @Post('subscriptions')
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Turn push on for this device',
    description:
      'The body is PushSubscription.toJSON() and an optional name. An endpoint stored already (under any account) becomes hers. ' +
      'The device is removed when she signs out of this session, or when all her sessions end.',
  })
  @ApiCreatedResponse({ type: PushDeviceDto })
  @ApiErrors(400, 401, 403, 503)
  async add(
    @CurrentUser() nurse: UserEntity,
    @CurrentAuth() auth: RequestAuth,
    @Body() body: CreatePushSubscriptionDto,
    @Headers('user-agent') userAgent?: string,
  ): Promise<PushDeviceDto> {
    return toDto(await this.push.add(nurse.id, auth.userSessionId, body, userAgent));
  }

  @Get('subscriptions')
  @Access('live-nurse')
  @ApiOperation({ summary: 'Your devices that take pushes' })
  @ApiOkResponse({ type: PushDeviceListDto })
  @ApiErrors(401, 403)
  async list(@CurrentUser() nurse: UserEntity): Promise<PushDeviceListDto> {
    return { devices: (await this.push.list(nurse.id)).map(toDto) };
  }

  @Delete('subscriptions/:deviceId')
  @Access('live-nurse')
  @HttpCode(204)
  @ApiOperation({ summary: 'Turn push off for one of your devices' })
  @ApiNoContentResponse()
  @ApiErrors(400, 401, 403, 404)
  async remove(@CurrentUser() nurse: UserEntity, @Param('deviceId', ParseIntPipe) id: number): Promise<void> {
    await this.push.remove(nurse.id, id);
  }
}
