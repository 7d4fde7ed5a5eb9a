import { MESSAGE_ATTACHMENT_MAX_BYTES, MESSAGE_ATTACHMENT_TEXTS, MESSAGE_ATTACHMENTS_MAX } from '@nurse/domain';

/** What the picker knows of a chosen file before it is sent: the server judges its bytes. */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

const TYPES = new Set(['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif', 'application/pdf']);
const EXTENSIONS = /\.(jpe?g|png|webp|heic|heif|pdf)$/i;

/** Why a chosen file cannot be attached right away (its type, its size, one too many), or null to upload it. */
export function attachmentRefusal(file: ChosenFile, alreadyChosen: number): string | null {
  if (alreadyChosen >= MESSAGE_ATTACHMENTS_MAX) return MESSAGE_ATTACHMENT_TEXTS.tooMany;
  // Some phones give HEIC photos no type: the name decides then.
  if (!TYPES.has(file.type) && !EXTENSIONS.test(file.name)) return MESSAGE_ATTACHMENT_TEXTS.wrongType;
  if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) return MESSAGE_ATTACHMENT_TEXTS.tooLarge;
  return null;
}

/** Whether the file is probably a photo, to ask about patient information before it is uploaded and judged. */
export function looksLikePhoto(file: ChosenFile): boolean {
  return file.type.startsWith('image/') || /\.(jpe?g|png|webp|heic|heif)$/i.test(file.name);
}

/** "2.4 MB", "310 KB": a file's size as the chip shows it. */
export function fileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
