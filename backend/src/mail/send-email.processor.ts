import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { JobProcessorsRegistry } from '../jobs/job-processors.registry';
import { MailOutboxRepository } from './mail-outbox.repository';
import { renderMail } from './mail-templates';
import { nextSweepAt } from './outbox-retry';
import { MailService } from './mail.service';

/**
 * Delivers an outbox row at most once as far as the outbox knows: a row already marked sent is
 * skipped. A crash between handing the message over and marking it sends it again; the file
 * transport writes it under the row's name, so that repeat replaces the file instead of adding one.
 */
@Injectable()
export class SendEmailProcessor implements OnModuleInit {
  private readonly logger = new Logger('Mail');

  constructor(
    private readonly processors: JobProcessorsRegistry,
    private readonly mail: MailService,
    private readonly outbox: MailOutboxRepository,
  ) {}

  onModuleInit(): void {
    this.processors.register('send-email', ({ outboxId }) => this.deliver(outboxId));
  }

  private async deliver(id: number): Promise<void> {
    const row = await this.outbox.claimUndelivered(id, (attempts) => nextSweepAt(new Date(), attempts));
    if (!row) return;
    // Rows stored before message keys existed keep a name of their own that a retry repeats.
    await this.mail.send(row.recipient, renderMail(row.message), row.messageKey ?? `mail-${id}-${row.createdAt.getTime()}`);
    // By its outbox id and kind: the recipient and the subject (a digest's names another nurse) stay out of the logs.
    this.logger.log(`Mail #${id} (${row.message.template}) sent`);
    await this.outbox.markSent(id);
  }
}
