import { Injectable, type OnModuleInit } from '@nestjs/common';
import { JobProcessors } from '../jobs/job-processors';
import { renderMail } from './mail-templates';
import { MailService } from './mail.service';

@Injectable()
export class SendEmailProcessor implements OnModuleInit {
  constructor(
    private readonly processors: JobProcessors,
    private readonly mail: MailService,
  ) {}

  onModuleInit(): void {
    this.processors.register('send-email', async ({ to, ...data }) => this.mail.send(to, renderMail(data)));
  }
}
