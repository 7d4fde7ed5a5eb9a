import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MESSAGE_ATTACHMENT_HOUSEKEEPING } from '../../../housekeeping/housekeeping-sources';
import { UploadsModule } from '../../../uploads/uploads.module';
import { MessageAccessModule } from '../message-access.module';
import { RateLimitModule } from '../../../rate-limit/rate-limit.module';
import { MessageAttachmentEntity } from '../entities/message-attachment.entity';
import { AttachmentLinksService } from './attachment-links.service';
import { MessageAttachmentsController } from './message-attachments.controller';
import { MessageAttachmentsRepository } from './message-attachments.repository';
import { MessageAttachmentsService } from './message-attachments.service';

/**
 * Photos and PDFs in private messages: the uploads, their files in the upload storage, the signed
 * links the thread shows them by. The messaging module claims them for a message; the reports module
 * shows them to administrators.
 */
@Module({
  imports: [TypeOrmModule.forFeature([MessageAttachmentEntity]), UploadsModule, MessageAccessModule, RateLimitModule],
  controllers: [MessageAttachmentsController],
  providers: [
    MessageAttachmentsRepository,
    MessageAttachmentsService,
    AttachmentLinksService,
    { provide: MESSAGE_ATTACHMENT_HOUSEKEEPING, useExisting: MessageAttachmentsService },
  ],
  exports: [MessageAttachmentsService, AttachmentLinksService, MESSAGE_ATTACHMENT_HOUSEKEEPING],
})
export class MessageAttachmentsModule {}
