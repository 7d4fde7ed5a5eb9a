import { mkdtempSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Injectable, type OnModuleDestroy } from '@nestjs/common';

/**
 * A folder of this app's own under the OS temp dir (TMPDIR) where uploads are written while they are
 * checked; each file in it lives only as long as its request. Removed with whatever it holds when the
 * app stops.
 */
@Injectable()
export class UploadTempFolder implements OnModuleDestroy {
  readonly path = mkdtempSync(join(tmpdir(), 'nurse-uploads-'));

  async onModuleDestroy(): Promise<void> {
    await rm(this.path, { recursive: true, force: true });
  }
}
