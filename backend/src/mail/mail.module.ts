import { Module } from '@nestjs/common';
import { MailService } from './mail.service';
import { SendEmailProcessor } from './send-email.processor';

@Module({ providers: [MailService, SendEmailProcessor], exports: [MailService] })
export class MailModule {}
