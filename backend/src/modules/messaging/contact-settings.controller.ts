import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { ContactSettingsService } from './contact-settings.service';
import { ContactSettingsDto, UpdateContactSettingsDto } from './dto/contact.dto';

@ApiTags('messages')
@ApiCookieAuth('sid')
@Controller('settings/contact')
export class ContactSettingsController {
  constructor(private readonly settings: ContactSettingsService) {}

  @Get()
  @Access('live-nurse')
  @ApiOperation({ summary: 'Who may start a conversation with you, and whether you show read receipts and typing' })
  @ApiOkResponse({ type: ContactSettingsDto })
  @ApiErrors(401, 403)
  get(@CurrentUser() nurse: UserEntity): Promise<ContactSettingsDto> {
    return this.settings.of(nurse.id);
  }

  @Put()
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Change your contact settings; fields left out stay as they are',
    description:
      'contactPolicy "specialty" lets live nurses who share one of your specialties send you a message request. ' +
      "readReceipts off hides your read marks and typing, and you then see no one else's.",
  })
  @ApiOkResponse({ type: ContactSettingsDto })
  @ApiErrors(400, 401, 403)
  update(@CurrentUser() nurse: UserEntity, @Body() body: UpdateContactSettingsDto): Promise<ContactSettingsDto> {
    return this.settings.update(nurse.id, body);
  }
}
