/**
 * Decides what an uploaded file is from its bytes, never from its name or declared type.
 * file-type reads the signatures; a few stricter checks follow for the formats we accept.
 */
import { fileTypeFromBuffer } from 'file-type';

export type ImageKind = 'jpeg' | 'png' | 'webp';
export type ResumeKind = 'pdf' | 'doc' | 'docx';
export type SniffedKind = ImageKind | ResumeKind;

export const RESUME_MIME_TYPES: Readonly<Record<ResumeKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

const IMAGE_KINDS: Readonly<Record<string, ImageKind>> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

/** An OLE2 compound file holding a Word document has a 'WordDocument' stream, named in UTF-16LE. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/** Only the head of a file is needed for the signatures; docx needs its zip entries, read from the whole buffer. */
async function detect(bytes: Uint8Array): Promise<string | null> {
  if (bytes.length === 0) return null;
  const type = await fileTypeFromBuffer(bytes);
  return type?.ext ?? null;
}

/** JPEG, PNG or WebP, else null (SVG, GIF, HTML, executables, unknown or empty bytes). */
export async function sniffImage(bytes: Uint8Array): Promise<ImageKind | null> {
  const ext = await detect(bytes);
  return ext !== null ? (IMAGE_KINDS[ext] ?? null) : null;
}

/** PDF, Word 97-2003 (OLE2 with a WordDocument stream) or Word 2007+ (zip with word/ parts), else null. */
export async function sniffResume(bytes: Uint8Array): Promise<ResumeKind | null> {
  const ext = await detect(bytes);
  switch (ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'cfb':
      // Other compound files (spreadsheets, installers, mail) share the container: require the Word stream.
      return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).includes(WORD_STREAM_NAME) ? 'doc' : null;
    default:
      return null;
  }
}
