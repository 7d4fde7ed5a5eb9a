/**
 * Decides what an uploaded file is from its bytes, never from its name or declared type. file-type
 * reads the signatures from the head of the file on disk; a few stricter checks follow for the
 * formats we accept.
 */
import { fileTypeFromFile } from 'file-type';
import { fileContains } from './file-contains';

export type ImageKind = 'jpeg' | 'png' | 'webp';
export type ResumeKind = 'pdf' | 'doc' | 'docx';
export type CredentialDocumentKind = 'pdf' | 'png' | 'jpeg';
/** A file attached to a private message: a photo (HEIC is converted to JPEG) or a PDF. */
export type MessageAttachmentType = ImageKind | 'heic' | 'pdf';
export type SniffedKind = ImageKind | ResumeKind | CredentialDocumentKind;

export const RESUME_MIME_TYPES: Readonly<Record<ResumeKind, string>> = {
  pdf: 'application/pdf',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** A licence card or a board's verification page: PDF, PNG or JPEG. */
export const CREDENTIAL_DOCUMENT_MIME_TYPES: Readonly<Record<CredentialDocumentKind, string>> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
};

const CREDENTIAL_DOCUMENT_KINDS: Readonly<Record<string, CredentialDocumentKind>> = { pdf: 'pdf', png: 'png', jpg: 'jpeg' };

const IMAGE_KINDS: Readonly<Record<string, ImageKind>> = { jpg: 'jpeg', png: 'png', webp: 'webp' };

const MESSAGE_ATTACHMENT_TYPES: Readonly<Record<string, MessageAttachmentType>> = { ...IMAGE_KINDS, heic: 'heic', pdf: 'pdf' };

/** An OLE2 compound file holding a Word document has a 'WordDocument' stream, named in UTF-16LE. */
const WORD_STREAM_NAME = Buffer.from('WordDocument', 'utf16le');

/** The head of a file holds the signatures; for docx file-type reads the zip entries it needs from the file. */
async function detect(path: string): Promise<string | null> {
  const type = await fileTypeFromFile(path);
  return type?.ext ?? null;
}

/** The file at `path`: JPEG, PNG or WebP, else null (SVG, GIF, HTML, executables, unknown or empty bytes). */
export async function sniffImage(path: string): Promise<ImageKind | null> {
  const ext = await detect(path);
  return ext !== null ? (IMAGE_KINDS[ext] ?? null) : null;
}

/** The file at `path`: PDF, Word 97-2003 (OLE2 with a WordDocument stream) or Word 2007+ (zip with word/ parts), else null. */
export async function sniffResume(path: string): Promise<ResumeKind | null> {
  const ext = await detect(path);
  switch (ext) {
    case 'pdf':
      return 'pdf';
    case 'docx':
      return 'docx';
    case 'cfb':
      // Other compound files (spreadsheets, installers, mail) share the container: require the Word stream.
      return (await fileContains(path, WORD_STREAM_NAME)) ? 'doc' : null;
    default:
      return null;
  }
}

/** The file at `path`: PDF, PNG or JPEG, else null (executables, archives, other images, unknown or empty bytes). */
export async function sniffCredentialDocument(path: string): Promise<CredentialDocumentKind | null> {
  const ext = await detect(path);
  return ext !== null ? (CREDENTIAL_DOCUMENT_KINDS[ext] ?? null) : null;
}

/** The file at `path`: JPEG, PNG, WebP, HEIC or PDF, else null (text, GIF, SVG, AVIF, executables, unknown or empty bytes). */
export async function sniffMessageAttachment(path: string): Promise<MessageAttachmentType | null> {
  const ext = await detect(path);
  return ext !== null ? (MESSAGE_ATTACHMENT_TYPES[ext] ?? null) : null;
}
