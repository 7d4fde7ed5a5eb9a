import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { OUTBOX_DIR } from './settings';

export interface OutboxMail {
  to: string;
  subject: string;
  body: string;
}

/** Undoes quoted-printable soft line breaks and escapes, enough to read links out of a body. */
function decodeQuotedPrintable(text: string): string {
  return text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

function header(raw: string, name: string): string {
  return raw.match(new RegExp(`^${name}: (.*)$`, 'mi'))?.[1]?.trim() ?? '';
}

export function readOutbox(): OutboxMail[] {
  let files: string[] = [];
  try {
    files = readdirSync(OUTBOX_DIR).filter((file) => file.endsWith('.eml')).sort();
  } catch {
    return [];
  }
  return files.map((file) => {
    const raw = readFileSync(path.join(OUTBOX_DIR, file), 'utf8');
    return { to: header(raw, 'To').toLowerCase(), subject: header(raw, 'Subject'), body: decodeQuotedPrintable(raw) };
  });
}

/** Mails to an address whose subject contains `subject`; waits for at least `count` (mail is sent by a job). */
export async function waitForMail(to: string, subject: string, count = 1): Promise<OutboxMail[]> {
  const matching = () => readOutbox().filter((mail) => mail.to.includes(to.toLowerCase()) && mail.subject.includes(subject));
  await expect.poll(() => matching().length, { message: `mail '${subject}' to ${to}` }).toBeGreaterThanOrEqual(count);
  return matching();
}

export function resetLinkFrom(mail: OutboxMail): string {
  const link = mail.body.match(/https?:\/\/\S+?\/reset-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`No reset link in the mail '${mail.subject}'`);
  return link;
}
