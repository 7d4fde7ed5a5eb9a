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

/**
 * Waits (up to ~10 s) until at least `count` mails to the address whose subject contains
 * `subject` exist, then returns the newest. Mails of different kinds are sent by concurrent
 * jobs, so only the order of mails of one kind is meaningful.
 */
export async function waitForMail(app: TestApp, address: string, subject: string, count = 1): Promise<Mail> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const mails = mailsTo(app, address).filter((mail) => mail.subject.includes(subject));
    if (mails.length >= count) return mails[mails.length - 1];
    if (Date.now() > deadline) throw new Error(`No mail #${count} about "${subject}" to ${address} in the outbox after 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

export const SUBJECTS = {
  welcome: 'Welcome to Nurse Career Network',
  reset: 'Reset your password',
  invitation: 'invited you to Nurse Career Network',
} as const;

/** The token of the password reset link in the `count`-th reset mail to that address. */
export async function resetTokenFromMail(app: TestApp, address: string, count = 1): Promise<string> {
  const mail = await waitForMail(app, address, SUBJECTS.reset, count);
  const link = new RegExp(`${app.config.appUrl}/reset-password\\?token=([A-Za-z0-9_%-]+)`).exec(mail.content);
  if (!link) throw new Error(`No reset link in the mail to ${address}:\n${mail.content}`);
  return decodeURIComponent(link[1]);
}
