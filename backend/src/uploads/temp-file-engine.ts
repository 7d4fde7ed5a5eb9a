import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Request } from 'express';
import type { StorageEngine } from 'multer';

/** Removes a received file; one already gone is not an error. */
export function removeTempFile(path: string): Promise<void> {
  return rm(path, { force: true });
}

/**
 * A multer storage engine that streams each received file into a new file of its own in `folder`, so
 * no upload is held in memory. A file whose stream fails (the client went away, a malformed body) is
 * removed before the failure is reported; multer removes the files of a refused request through
 * `_removeFile`, and the upload interceptor the file of a request once it is answered.
 *
 * A request answered while its file is still arriving (refused at the size cap) is abandoned: once the
 * answer is out, Node no longer tells the request that its connection closed, so a client that stops
 * sending would leave the file's stream, and the file, waiting forever.
 */
export class TempFileEngine implements StorageEngine {
  constructor(private readonly folder: string) {}

  _handleFile(req: Request, file: Express.Multer.File, callback: (error?: unknown, info?: Partial<Express.Multer.File>) => void): void {
    const path = join(this.folder, randomBytes(16).toString('hex'));
    const sink = createWriteStream(path, { flags: 'wx' });
    const abandon = () => sink.destroy(new Error('The request was answered before its file arrived'));
    req.res?.once('close', abandon);
    pipeline(file.stream, sink)
      .finally(() => req.res?.off('close', abandon))
      .then(
        () => callback(null, { path, size: sink.bytesWritten }),
        (error: unknown) =>
          void removeTempFile(path)
            .catch(() => undefined)
            .then(() => callback(error)),
      );
  }

  _removeFile(_req: Request, file: Express.Multer.File, callback: (error: Error | null) => void): void {
    // A file whose stream failed was removed then, and reaches multer without a path.
    if (!file.path) return callback(null);
    removeTempFile(file.path).then(() => callback(null), callback);
  }
}
