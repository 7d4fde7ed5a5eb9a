import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxEntity } from './mail-outbox.entity';
import { MailOutbox } from './mail-outbox.service';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailService } from './mail.service';
import { SendEmailProcessor } from './send-email.processor';

/** The mail outbox, its delivery job and the transport; housekeeping removes old sent rows through the repository. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntity])],
  providers: [MailService, MailOutboxRepository, MailOutbox, SendEmailProcessor],
  exports: [MailOutbox, MailOutboxRepository],
})
export class MailModule {}
