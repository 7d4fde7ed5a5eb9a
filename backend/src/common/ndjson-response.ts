import { Logger } from '@nestjs/common';
import type { Response } from 'express';
import { toErrorBody } from './http-exception.filter';

/**
 * An answer written as it is made: one JSON object a line (application/x-ndjson). Nothing is sent
 * until the first line, so a failure before it (validation, a limit) still answers with its own
 * status through the global filter; a failure after it ends the stream with an error line.
 */
export class NdjsonResponse {
  private readonly left = new AbortController();

  constructor(private readonly res: Response) {
    res.on('close', () => {
      if (!res.writableFinished) this.left.abort();
    });
  }

  /** Aborted when the client goes away before the end. */
  get signal(): AbortSignal {
    return this.left.signal;
  }

  get started(): boolean {
    return this.res.headersSent;
  }

  write(line: object): void {
    if (this.left.signal.aborted) return;
    if (!this.res.headersSent) {
      this.res.status(200);
      this.res.setHeader('Content-Type', 'application/x-ndjson; charset=utf-8');
      this.res.setHeader('Cache-Control', 'no-store');
      // Proxies such as nginx would otherwise hold the lines back until the end.
      this.res.setHeader('X-Accel-Buffering', 'no');
    }
    this.res.write(`${JSON.stringify(line)}\n`);
  }

  end(line: object): void {
    this.write(line);
    this.res.end();
  }

  /** Ends a started stream with the error's public message; before the start, the caller rethrows instead. */
  fail(error: unknown): void {
    const { statusCode, message } = toErrorBody(error);
    if (statusCode >= 500) new Logger('HttpError').error(`streamed answer failed: ${(error as Error)?.stack ?? String(error)}`);
    this.end({ type: 'error', statusCode, message });
  }
}
