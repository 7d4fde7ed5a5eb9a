/** Server-made storage names and the display names kept for résumés. */
import { randomBytes } from 'node:crypto';
import { RESUME_EXTENSIONS } from '@nurse/domain';
import type { CredentialDocumentKind, ImageKind, ResumeKind } from './file-sniffer';

export type MediaKind = 'avatars' | 'resumes' | 'credentials' | 'attachments';

/** 32 hex characters of randomness plus the extension: nothing of the client's name reaches the disk. */
export function randomStorageName(extension: string): string {
  return `${randomBytes(16).toString('hex')}.${extension}`;
}

const STORAGE_NAME = /^[0-9a-f]{32}\.(webp|pdf|doc|docx|png|jpeg)$/;

/** True only for names this server made, so a stored name can never walk out of its folder. */
export function isStorageName(name: string): boolean {
  return STORAGE_NAME.test(name);
}

export const AVATAR_URL_PREFIX = '/api/media/avatars/';

export function avatarUrl(storageName: string): string {
  return `${AVATAR_URL_PREFIX}${storageName}`;
}

/** The stored avatar's file name when the URL is one of ours, else null (e.g. an external picture). */
export function avatarStorageName(profileImage: string | null): string | null {
  if (!profileImage?.startsWith(AVATAR_URL_PREFIX)) return null;
  const name = profileImage.slice(AVATAR_URL_PREFIX.length);
  return isStorageName(name) ? name : null;
}

/** The extensions a display name may already end with, and the name given to a file that came without one. */
export interface DisplayNaming {
  extensions: readonly string[];
  fallbackStem: string;
}

const RESUME_NAMING: DisplayNaming = { extensions: RESUME_EXTENSIONS, fallbackStem: 'resume' };

const MAX_DISPLAY_CHARS = 120;
/** Keeps '/api/users/{id}/resume/user{id}-' plus the encoded name inside the 500-character column. */
const MAX_ENCODED_DISPLAY_NAME = 400;

/**
 * A safe display name from the client's file name: the last path segment, without control characters,
 * quotes or slashes, spaces collapsed, at most 120 characters (and 400 once URL-encoded); an extension
 * matching the bytes is appended when the name has none of `extensions` ('cv' holding a PDF becomes 'cv.pdf').
 */
export function sanitizeDisplayName(
  original: string,
  kind: ResumeKind | CredentialDocumentKind | ImageKind,
  naming: DisplayNaming = RESUME_NAMING,
): string {
  const lastSegment = original.split(/[/\\]/).pop() ?? '';
  let name = lastSegment
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"*<>?|:]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const lower = name.toLowerCase();
  const hasExtension = naming.extensions.some((extension) => lower.endsWith(extension) && lower.length > extension.length);
  if (!hasExtension) name = `${name || naming.fallbackStem}.${kind}`;
  return shorten(name);
}

/** Drops characters from the end of the stem, keeping the extension, until both limits hold. */
function shorten(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = name.slice(dot);
  const stem = [...name.slice(0, dot)];
  const fits = () =>
    stem.length + extension.length <= MAX_DISPLAY_CHARS && encodeURIComponent(stem.join('') + extension).length <= MAX_ENCODED_DISPLAY_NAME;
  while (stem.length > 1 && !fits()) stem.pop();
  return `${stem.join('').trimEnd()}${extension}`;
}

/** The résumé URL the API answers, so the shared resumeDisplayName rule shows the original name. */
export function resumeUrlFor(userId: number, displayName: string): string {
  return `/api/users/${userId}/resume/user${userId}-${encodeURIComponent(displayName)}`;
}

/**
 * `attachment` with an ASCII fallback name and the exact name as RFC 5987 `filename*`, so every browser
 * saves the résumé under its original name.
 */
export function attachmentDisposition(fileName: string): string {
  return disposition('attachment', fileName);
}

/** The same for a file the browser shows itself (a photo, a PDF in a new tab), still under its name when saved. */
export function inlineDisposition(fileName: string): string {
  return disposition('inline', fileName);
}

function disposition(type: 'attachment' | 'inline', fileName: string): string {
  const fallback = fileName.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${type}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}
