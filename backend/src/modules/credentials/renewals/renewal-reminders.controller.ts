import { Controller, Get, Param, ParseIntPipe } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { ApiErrors } from '../../../common/api-errors.decorator';
import { Access } from '../../../sessions/access.decorator';
import { CurrentUser } from '../../../sessions/current-auth.decorator';
import type { UserEntity } from '../../users/entities/user.entity';
import { ReminderEntryDto } from './dto/reminder-entry.dto';
import { RenewalRemindersService } from './renewal-reminders.service';

@ApiTags('credentials')
@ApiCookieAuth('sid')
@Controller('credentials/renewal-reminders')
export class RenewalRemindersController {
  constructor(private readonly reminders: RenewalRemindersService) {}

  @Get(':id')
  @Access('nurse')
  @ApiOperation({
    summary: 'The wallet entry one of her renewal reminders was about',
    description:
      'A renewal reminder notification links to /wallet?reminder={id}; the wallet reads here which licence or certification to show. ' +
      'Another nurse’s reminder is not found.',
  })
  @ApiOkResponse({ type: ReminderEntryDto })
  @ApiErrors(400, 401, 404)
  entry(@Param('id', ParseIntPipe) id: number, @CurrentUser() user: UserEntity): Promise<ReminderEntryDto> {
    return this.reminders.entryOfReminder(user.id, id);
  }
}
