import { CREDENTIAL_DOCUMENT_MIME_TYPES, RESUME_MIME_TYPES } from '../file-sniffer';

const BY_EXTENSION: Readonly<Record<string, string>> = { webp: 'image/webp', ...RESUME_MIME_TYPES, ...CREDENTIAL_DOCUMENT_MIME_TYPES };

/** The content type of a stored file from its extension; the folder driver keeps no other record of it. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  return BY_EXTENSION[extension] ?? 'application/octet-stream';
}
