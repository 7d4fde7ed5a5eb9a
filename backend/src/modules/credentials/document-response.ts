import type { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import { attachmentDisposition } from '../../uploads/file-names';
import { storedFileResponse } from '../../uploads/stored-file-response';
import type { DocumentDownload } from './credential-documents.service';

/** Sends a wallet document as a private, uncached attachment the browser must not sniff. */
export function documentResponse(res: Response, file: DocumentDownload): StreamableFile {
  res.setHeader('Content-Disposition', attachmentDisposition(file.fileName));
  res.setHeader('Cache-Control', 'private, no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  return storedFileResponse(res, file, file.contentType);
}
