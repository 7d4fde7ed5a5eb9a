/**
 * Photos and files in private messages: what may be attached, how much, and what she is told when a
 * file is refused. The server enforces these; the composer checks them first to say why at once.
 */
export const MESSAGE_ATTACHMENTS_MAX = 5;
export const MESSAGE_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;
/** A photo over this many pixels is refused before its pixels are decoded. */
export const MESSAGE_ATTACHMENT_MAX_MEGAPIXELS = 50;
/** An uploaded file not sent with a message within this time is deleted. */
export const MESSAGE_ATTACHMENT_PENDING_HOURS = 24;
/** A signed link to an attachment works for at most this long. */
export const MESSAGE_ATTACHMENT_LINK_MAX_MINUTES = 15;

/** What a stored attachment is: a photo (shown with a thumbnail) or a PDF (shown as a file chip). */
export const MESSAGE_ATTACHMENT_KINDS = ['image', 'pdf'] as const;
export type MessageAttachmentKind = (typeof MESSAGE_ATTACHMENT_KINDS)[number];

/** The files the picker offers; the server judges each by its bytes, whatever its name says. */
export const MESSAGE_ATTACHMENT_ACCEPT = 'image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif,application/pdf';

export const MESSAGE_ATTACHMENT_TEXTS = {
  wrongType: 'Only photos (JPEG, PNG, HEIC, WebP) and PDFs can be attached.',
  tooLarge: 'Each file can be at most 10 MB.',
  tooMany: `A message can have at most ${MESSAGE_ATTACHMENTS_MAX} attachments.`,
  noFile: 'Choose a photo or a PDF to attach.',
  emptyFile: 'The file is empty.',
  unreadableImage: 'This photo could not be read. Try another one, or save it again as JPEG or PNG.',
  tooManyPixels: `This photo is too large: at most ${MESSAGE_ATTACHMENT_MAX_MEGAPIXELS} megapixels.`,
  /** An id in attachmentIds that is not her upload waiting to be sent (someone else's, already sent, expired). */
  notAvailable: 'An attachment is no longer available: attach the file again.',
  notFound: 'Attachment not found',
  linkExpired: 'This link has expired: open the conversation again.',
  notInRequests: 'Photos and files can be sent once the conversation has started.',
  /** Asked before any message with a photo goes out. */
  photoQuestion:
    'Check that your photo shows no patient information: no faces, names, wristbands, charts, screens or documents about a patient. Sharing it can put your licence at risk. Confirm to send it.',
  attach: 'Attach a photo or PDF',
  remove: (name: string) => `Remove ${name}`,
  uploading: 'Uploading…',
  attachment: 'Photo or file',
} as const;

/** The question asked before a message goes out: the text's signs of patient information, the photo's check, or both. */
export function attachmentAwareQuestion(textQuestion: string | null, hasPhoto: boolean): string | null {
  if (!hasPhoto) return textQuestion;
  return textQuestion === null ? MESSAGE_ATTACHMENT_TEXTS.photoQuestion : `${textQuestion} ${MESSAGE_ATTACHMENT_TEXTS.photoQuestion}`;
}
