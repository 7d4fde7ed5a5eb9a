import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { OUTBOX_DIR } from './settings';

/** One mail the server wrote to the outbox (no SMTP_URL set), with its text bodies decoded. */
export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** The decoded text/plain and text/html parts, joined. */
  body: string;
}

/** Undoes quoted-printable soft line breaks ('=' at a line end) and '=XX' escapes, as UTF-8. */
export function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i += 1) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(joined[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHeaders(raw: string): { headers: string; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return { headers: raw, body: '' };
  return { headers: raw.slice(0, match.index), body: raw.slice(match.index + match[0].length) };
}

function header(headers: string, name: string): string {
  // Folded header lines continue with leading white space.
  const unfolded = headers.replace(/\r?\n[ \t]+/g, ' ');
  return unfolded.match(new RegExp(`^${name}:[ \\t]*(.*)$`, 'mi'))?.[1]?.trim() ?? '';
}

function decodePart(headers: string, body: string): string {
  const encoding = header(headers, 'Content-Transfer-Encoding').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** The decoded text parts of a message, following multipart boundaries. */
function textOf(headers: string, body: string): string[] {
  const type = header(headers, 'Content-Type');
  const boundary = type.match(/boundary="?([^";]+)"?/i)?.[1];
  if (!/^multipart\//i.test(type) || !boundary) return /^text\/|^$/i.test(type) ? [decodePart(headers, body)] : [];
  return body
    .split(`--${boundary}`)
    .slice(1)
    .filter((part) => !part.startsWith('--'))
    .flatMap((part) => {
      const inner = splitHeaders(part.replace(/^\r?\n/, ''));
      return textOf(inner.headers, inner.body);
    });
}

export function parseMail(file: string, raw: string): OutboxMail {
  const { headers, body } = splitHeaders(raw);
  return {
    file,
    to: header(headers, 'To').toLowerCase(),
    subject: header(headers, 'Subject'),
    body: textOf(headers, body).join('\n'),
  };
}

/** Every mail in the outbox, oldest first (file names start with the time of sending). */
export function readOutbox(): OutboxMail[] {
  let files: string[] = [];
  try {
    // Files are written as .eml.tmp and renamed, so an .eml is always complete.
    files = readdirSync(OUTBOX_DIR).filter((file) => file.endsWith('.eml'));
  } catch {
    return [];
  }
  const sendingTime = (file: string) => Number(file.split('-')[0]);
  files.sort((a, b) => sendingTime(a) - sendingTime(b) || a.localeCompare(b));
  return files.map((file) => parseMail(file, readFileSync(path.join(OUTBOX_DIR, file), 'utf8')));
}

/**
 * Mails to an address whose subject contains `subject`, oldest first; waits for at least `count`,
 * since mail is written asynchronously by a job.
 */
export async function waitForMail(to: string, subject: string, count = 1): Promise<OutboxMail[]> {
  const matching = () => readOutbox().filter((mail) => mail.to.includes(to.toLowerCase()) && mail.subject.includes(subject));
  await expect.poll(() => matching().length, { message: `mail '${subject}' to ${to}` }).toBeGreaterThanOrEqual(count);
  return matching();
}

/** The newest mail to an address whose subject contains `subject`. */
export async function newestMail(to: string, subject: string): Promise<OutboxMail> {
  return (await waitForMail(to, subject)).at(-1)!;
}

/** The password-reset link of a mail (the first one; the text and HTML parts carry the same link). */
export function resetLinkFrom(mail: OutboxMail): string {
  const link = mail.body.match(/https?:\/\/[^\s"'<>]+\/reset-password\?token=[\w-]+/)?.[0];
  if (!link) throw new Error(`No reset link in the mail '${mail.subject}' (${mail.file})`);
  return link;
}
