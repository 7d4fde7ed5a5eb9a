import { Inject, Injectable, Logger } from '@nestjs/common';
import { createReadStream, type ReadStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { isStorageName, randomStorageName, type MediaKind } from './file-names';

export interface StoredFile {
  stream: ReadStream;
  size: number;
}

/**
 * Uploaded files under DATA_DIR/uploads/{avatars,resumes}. A file is written under a temporary name and
 * renamed into place, so a reader never sees half a file and a failure leaves nothing behind.
 */
@Injectable()
export class MediaStorage {
  private readonly logger = new Logger(MediaStorage.name);
  private readonly root: string;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.root = join(config.dataDir, 'uploads');
  }

  private folder(kind: MediaKind): string {
    return join(this.root, kind);
  }

  /** Stores the bytes under a new random name and answers that name. */
  async save(kind: MediaKind, bytes: Uint8Array, extension: string): Promise<string> {
    const folder = this.folder(kind);
    await mkdir(folder, { recursive: true });
    const name = randomStorageName(extension);
    const temporary = join(folder, `.${name}.tmp`);
    try {
      await writeFile(temporary, bytes, { flag: 'wx' });
      await rename(temporary, join(folder, name));
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
    return name;
  }

  /** Opens a stored file; null when the name is not one of ours or the file is gone. */
  async open(kind: MediaKind, name: string): Promise<StoredFile | null> {
    if (!isStorageName(name)) return null;
    const path = join(this.folder(kind), name);
    try {
      const info = await stat(path);
      if (!info.isFile()) return null;
      return { stream: createReadStream(path), size: info.size };
    } catch {
      return null;
    }
  }

  /** Removes a stored file; a missing file or a failure is logged, never thrown (the record is already right). */
  async remove(kind: MediaKind, name: string | null): Promise<void> {
    if (!name || !isStorageName(name)) return;
    try {
      await rm(join(this.folder(kind), name), { force: true });
    } catch (error) {
      this.logger.warn(`Could not remove ${kind}/${name}: ${(error as Error).message}`);
    }
  }

  /** Names of the stored files of that kind last changed before `cutoff`. */
  async listStoredBefore(kind: MediaKind, cutoff: Date): Promise<string[]> {
    const names = await readdir(this.folder(kind)).catch(() => [] as string[]);
    const old: string[] = [];
    for (const name of names.filter(isStorageName)) {
      const info = await stat(join(this.folder(kind), name)).catch(() => null);
      if (info?.isFile() && info.mtime.getTime() < cutoff.getTime()) old.push(name);
    }
    return old;
  }
}
