import { Body, Controller, Delete, Param, ParseIntPipe, Patch } from '@nestjs/common';
import { ApiCookieAuth, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { MESSAGE_DELETE_WINDOW_HOURS, MESSAGE_EDIT_WINDOW_MINUTES } from '@nurse/domain';
import { ApiErrors } from '../../common/api-errors.decorator';
import { Access } from '../../sessions/access.decorator';
import { CurrentUser } from '../../sessions/current-auth.decorator';
import type { UserEntity } from '../users/entities/user.entity';
import { EditMessageDto, ThreadMessageDto } from './dto/messaging.dto';
import { MessageChangesService, type ChangedMessage } from './message-changes.service';
import { toMessageDto } from './message.mapper';
import { AttachmentLinksService } from './attachments/attachment-links.service';
import { toMessageAttachmentDto } from './attachments/message-attachment.mapper';

/** The changed message as her thread shows it, its attachments by links made for her. */
function shownTo(links: AttachmentLinksService, nurseId: number, { message, reactions, attachments }: ChangedMessage): ThreadMessageDto {
  const now = new Date();
  return {
    ...toMessageDto(message),
    reactions,
    attachments: attachments.map((attachment) =>
      toMessageAttachmentDto(attachment, (id, variant) => links.linkFor(id, variant, nurseId, now)),
    ),
  };
}

@ApiTags('messages')
@ApiCookieAuth('sid')
@Controller()
export class MessageChangesController {
  constructor(
    private readonly changes: MessageChangesService,
    private readonly links: AttachmentLinksService,
  ) {}

  @Patch('messages/:messageId')
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Edit a message you sent',
    description:
      `Within ${MESSAGE_EDIT_WINDOW_MINUTES} minutes of sending it; the thread marks it edited (editedAt) and both of you see the new text live. ` +
      'The text is checked as a new message is (blank, too long, patient information to confirm: 400). The other nurse gets 403; ' +
      'after the window, or on a deleted message, 409. Not found outside your conversations.',
  })
  @ApiOkResponse({ type: ThreadMessageDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async edit(
    @CurrentUser() nurse: UserEntity,
    @Param('messageId', ParseIntPipe) messageId: number,
    @Body() body: EditMessageDto,
  ): Promise<ThreadMessageDto> {
    return shownTo(this.links, nurse.id, await this.changes.edit(nurse.id, messageId, body));
  }

  @Delete('messages/:messageId')
  @Access('live-nurse')
  @ApiOperation({
    summary: 'Delete a message you sent, for everyone',
    description:
      `Within ${MESSAGE_DELETE_WINDOW_HOURS} hours of sending it. Its text is emptied (both of you see "This message was deleted") and its ` +
      'reactions removed; an open report keeps the text the reporter saw. Deleting it again is harmless. The other nurse gets 403; ' +
      'after the window, 409. Not found outside your conversations.',
  })
  @ApiOkResponse({ type: ThreadMessageDto })
  @ApiErrors(400, 401, 403, 404, 409)
  async delete(@CurrentUser() nurse: UserEntity, @Param('messageId', ParseIntPipe) messageId: number): Promise<ThreadMessageDto> {
    return shownTo(this.links, nurse.id, await this.changes.delete(nurse.id, messageId));
  }
}
