/** Reads the .eml files the app writes to DATA_DIR/outbox when no SMTP server is configured. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { TestApp } from './test-app';

export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The raw message with quoted-printable soft breaks and escapes decoded. */
  content: string;
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(raw: string, name: string): string {
  return new RegExp(`^${name}: (.*)$`, 'im').exec(raw)?.[1]?.trim() ?? '';
}

/** Mails to that address, oldest first. */
export function mailsTo(app: TestApp, address: string): Mail[] {
  const dir = join(app.config.dataDir, 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => join(dir, file))
    .sort((a, b) => statSync(a).mtimeMs - statSync(b).mtimeMs || a.localeCompare(b))
    .map((file) => {
      const raw = readFileSync(file, 'utf8');
      return { file, to: header(raw, 'To'), subject: header(raw, 'Subject'), content: decodeQuotedPrintable(raw) };
    })
    .filter((mail) => mail.to.toLowerCase() === address.toLowerCase());
}

/** Waits (up to ~10 s) until at least `count` mails to the address exist, then returns the newest. */
export async function waitForMail(app: TestApp, address: string, count = 1): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = mailsTo(app, address);
    if (mails.length >= count) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`No mail #${count} to ${address} in the outbox after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The password reset link of the newest mail to that address. */
export async function resetTokenFromMail(app: TestApp, address: string, count = 1): Promise<string> {
  const mail = await waitForMail(app, address, count);
  const link = new RegExp(`${app.config.appUrl}/reset-password\\?token=([A-Za-z0-9_%-]+)`).exec(mail.content);
  if (!link) throw new Error(`No reset link in the mail to ${address}:\n${mail.content}`);
  return decodeURIComponent(link[1]);
}
