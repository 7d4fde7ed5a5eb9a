import type { Logger } from '@nestjs/common';

/**
 * Logs a connection's outage once when it starts and once when it ends, however many reconnection
 * attempts fail in between (each one emits an error).
 */
export class OutageLog {
  private down = false;

  constructor(
    private readonly logger: Logger,
    private readonly what: string,
  ) {}

  failed(error: unknown): void {
    if (this.down) return;
    this.down = true;
    this.logger.warn(`${this.what} is unreachable (${error instanceof Error ? error.message : String(error)}); retrying`);
  }

  recovered(): void {
    if (!this.down) return;
    this.down = false;
    this.logger.log(`${this.what} is reachable again`);
  }
}
