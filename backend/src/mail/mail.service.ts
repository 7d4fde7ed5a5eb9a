import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable } from '@nestjs/common';
import { createTransport, type Transporter } from 'nodemailer';
import { APP_CONFIG } from '../config/config.module';
import type { AppConfig } from '../config/app-config';
import type { RenderedMail } from './mail-templates';

/** The domain of the sender's address (MAIL_FROM), which Message-IDs name; the site's host without one. */
export function senderDomain(mailFrom: string, appUrl: string): string {
  return /@([^\s>@]+)>?\s*$/.exec(mailFrom)?.[1] ?? new URL(appUrl).hostname;
}

/**
 * Sends mail through SMTP when SMTP_URL is set; otherwise writes each message as an .eml file
 * in DATA_DIR/outbox. Only job processors call this.
 */
@Injectable()
export class MailService {
  private readonly transport: Transporter;
  private readonly outboxDir: string | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    if (config.smtpUrl) {
      this.transport = createTransport(config.smtpUrl);
      this.outboxDir = null;
    } else {
      this.transport = createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
      this.outboxDir = join(config.dataDir, 'outbox');
    }
  }

  /**
   * Sends one message. `key` names it for good: it is the Message-ID's local part and the .eml file's
   * name, so sending the same message again replaces the file.
   */
  async send(to: string, mail: RenderedMail, key: string): Promise<void> {
    const messageId = `<${key}@${senderDomain(this.config.mailFrom, this.config.appUrl)}>`;
    const info = await this.transport.sendMail({ from: this.config.mailFrom, to, messageId, ...mail });
    if (this.outboxDir) {
      await mkdir(this.outboxDir, { recursive: true });
      const file = join(this.outboxDir, `${key}.eml`);
      // Written under a temporary name first so a reader never sees half a message.
      const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
      await writeFile(temporary, info.message as Buffer);
      await rename(temporary, file);
    }
  }
}
