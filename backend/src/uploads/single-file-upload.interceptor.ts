import {
  BadRequestException,
  HttpException,
  Injectable,
  PayloadTooLargeException,
  type CallHandler,
  type ExecutionContext,
  type NestInterceptor,
  type Type,
  mixin,
} from '@nestjs/common';
import type { RequestHandler, Response } from 'express';
import multer from 'multer';
import { PROFILE_VALIDATION, wrongUploadField } from '@nurse/domain';
import { finalize, type Observable } from 'rxjs';
import type { AppRequest } from '../common/request-context';
import { removeTempFile, TempFileEngine } from './temp-file-engine';
import { UploadTempFolder } from './upload-temp-folder.service';

export interface SingleFileOptions {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  /** The 413 message naming the limit. */
  tooLargeMessage: string;
}

/** Room in a multipart body beyond the file: boundaries, part headers and the few small text fields. */
export const MULTIPART_OVERHEAD_BYTES = 64 * 1024;

/** Turns multer's failures into the shared error shape: over the size cap 413, anything else 400. */
export function uploadError(error: unknown, options: SingleFileOptions): HttpException {
  if (error instanceof multer.MulterError) {
    switch (error.code) {
      case 'LIMIT_FILE_SIZE':
        return new PayloadTooLargeException(options.tooLargeMessage);
      case 'LIMIT_UNEXPECTED_FILE':
        return error.field === options.field
          ? new BadRequestException(PROFILE_VALIDATION.oneFileOnly)
          : new BadRequestException(wrongUploadField(options.field));
      case 'LIMIT_FILE_COUNT':
        return new BadRequestException(PROFILE_VALIDATION.oneFileOnly);
      default:
        return new BadRequestException(`Invalid upload: ${error.message}`);
    }
  }
  if (error instanceof HttpException) return error;
  // busboy's own parse errors: a malformed multipart body.
  return new BadRequestException(`Invalid upload: ${(error as Error)?.message ?? 'malformed multipart body'}`);
}

/**
 * Runs multer, but answers 413 as soon as the body passes the cap: multer itself reads a refused body
 * to its end before it reports the refusal.
 */
function readUpload(req: AppRequest, res: Response, middleware: RequestHandler, options: SingleFileOptions): Promise<void> {
  const cap = options.maxBytes + MULTIPART_OVERHEAD_BYTES;
  return new Promise<void>((resolve, reject) => {
    let settled = false;
    let received = 0;
    const settle = (error?: unknown) => {
      if (settled) return;
      settled = true;
      req.off('data', count);
      if (error) reject(error);
      else resolve();
    };
    const count = (chunk: Buffer) => {
      received += chunk.length;
      if (received > cap) settle(new PayloadTooLargeException(options.tooLargeMessage));
    };
    middleware(req, res, (error?: unknown) => {
      // Already refused at the cap, and no one else will remove the file that multer finished anyway.
      if (settled && !error && req.file) void removeTempFile(req.file.path).catch(() => undefined);
      settle(error ? uploadError(error, options) : undefined);
    });
    // multer has piped the request into its parser by now; counting alongside takes nothing from it.
    if (!settled) req.on('data', count);
  });
}

/**
 * Streams exactly one file from a multipart body into a temporary file of its own (never into memory),
 * capped at `maxBytes`, one file, a few small text fields; the handler gets its path. The file is
 * removed once the handler has answered, whatever the answer; multer removes it when the upload itself
 * is refused or the client goes away. A missing file is left to the handler, which answers 400. A body
 * that declares a length over the cap is refused (413) before any of it is read; like every refusal
 * before the body is read, the answer closes the connection instead of reading the rest.
 */
export function SingleFileUpload(options: SingleFileOptions): Type<NestInterceptor> {
  @Injectable()
  class SingleFileUploadInterceptor implements NestInterceptor {
    private readonly middleware: RequestHandler;

    constructor(folder: UploadTempFolder) {
      this.middleware = multer({
        storage: new TempFileEngine(folder.path),
        defParamCharset: 'utf8',
        limits: { fileSize: options.maxBytes, files: 1, fields: 10, fieldSize: 1024, parts: 12 },
      }).single(options.field);
    }

    async intercept(context: ExecutionContext, next: CallHandler): Promise<Observable<unknown>> {
      const http = context.switchToHttp();
      const req = http.getRequest<AppRequest>();
      if (Number(req.headers['content-length'] ?? 0) > options.maxBytes + MULTIPART_OVERHEAD_BYTES) {
        throw new PayloadTooLargeException(options.tooLargeMessage);
      }
      await readUpload(req, http.getResponse<Response>(), this.middleware, options);
      const received = req.file?.path;
      if (!received) return next.handle();
      return next.handle().pipe(finalize(() => void removeTempFile(received).catch(() => undefined)));
    }
  }
  return mixin(SingleFileUploadInterceptor);
}
