import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';

const PREFIX = 'nurse-uploads-';

/** Whether a process with this id runs on this machine (signal 0 only asks). */
function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, as another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * The upload folders in `parent` left by processes that no longer run (killed before they could
 * remove their own): their names carry the pid that made them.
 */
export function abandonedUploadFolders(parent: string, running: (pid: number) => boolean = isRunning): string[] {
  return readdirSync(parent).filter((name) => {
    const match = new RegExp(`^${PREFIX}(\\d+)-`).exec(name);
    return match !== null && !running(Number(match[1]));
  });
}

/**
 * A folder of this app's own under the OS temp dir (TMPDIR) where uploads are written while they are
 * checked; each file in it lives only as long as its request. Removed with whatever it holds when the
 * app stops; one left by a process that was killed is removed when the next one starts.
 */
@Injectable()
export class UploadTempFolder implements OnModuleDestroy {
  readonly path: string;

  constructor() {
    const parent = tmpdir();
    for (const name of abandonedUploadFolders(parent)) rmSync(join(parent, name), { recursive: true, force: true });
    this.path = mkdtempSync(join(parent, `${PREFIX}${process.pid}-`));
  }

  async onModuleDestroy(): Promise<void> {
    await rm(this.path, { recursive: true, force: true });
  }
}
