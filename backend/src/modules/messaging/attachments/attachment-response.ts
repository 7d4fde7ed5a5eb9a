import type { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { inlineDisposition } from '../../../uploads/file-names';
import { storedFileResponse } from '../../../uploads/stored-file-response';
import type { AttachmentDownload } from './message-attachments.service';

/**
 * Sends an attachment for the browser to show (a photo, a PDF in its viewer) under its safe name: its
 * real type, never sniffed, kept only in the reader's own cache for `maxAgeSeconds`.
 */
export function attachmentResponse(res: Response, file: AttachmentDownload, maxAgeSeconds: number): StreamableFile {
  res.setHeader('Content-Disposition', inlineDisposition(file.fileName));
  res.setHeader('Cache-Control', `private, max-age=${Math.max(0, Math.floor(maxAgeSeconds))}`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  // A photo needs nothing from the page it is opened in; the browser's PDF viewer is left its own rules.
  if (file.contentType.startsWith('image/')) res.setHeader('Content-Security-Policy', "default-src 'none'");
  return storedFileResponse(res, file, file.contentType);
}
