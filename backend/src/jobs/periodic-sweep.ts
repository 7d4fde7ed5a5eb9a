import type { Logger } from '@nestjs/common';

/**
 * Runs `sweep` every `everyMs` without holding the process open; a run that fails is logged as
 * "<name> sweep failed" and the next one tries again. Answers the function that stops it.
 */
export function repeatSweep(logger: Logger, name: string, everyMs: number, sweep: () => Promise<unknown>): () => void {
  const timer = setInterval(() => {
    sweep().catch((error: unknown) => logger.warn(`${name} sweep failed: ${(error as Error).message}`));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
