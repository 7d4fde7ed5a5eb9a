import { StreamableFile } from '@nestjs/common';
import type { Response } from 'express';
import type { StoredFile } from './media-storage.service';

/**
 * The stored file as the answer's body. A download the client abandons lets go of its source at once:
 * an unread bucket stream would keep one of the S3 client's pooled connections.
 */
export function storedFileResponse(res: Response, file: StoredFile, type: string): StreamableFile {
  res.once('close', () => file.stream.destroy());
  return new StreamableFile(file.stream, { type, length: file.size });
}
