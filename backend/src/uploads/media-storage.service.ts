import { Inject, Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { isStorageName, randomStorageName, type MediaKind } from './file-names';
import { contentTypeOfKey } from './storage/content-types';
import { FILE_STORAGE, type FileStorage, type StoredObject } from './storage/file-storage';

export type StoredFile = StoredObject;

function keyOf(kind: MediaKind, name: string): string {
  return `${kind}/${name}`;
}

/**
 * Uploaded photos and résumés under `avatars/` and `resumes/` of the configured storage, each under a
 * random name this server made.
 */
@Injectable()
export class MediaStorage implements OnModuleDestroy {
  private readonly logger = new Logger(MediaStorage.name);

  constructor(@Inject(FILE_STORAGE) private readonly files: FileStorage) {}

  /** Streams `size` bytes of `body` into storage under a new random name and answers that name. */
  async save(kind: MediaKind, body: Readable, size: number, extension: string): Promise<string> {
    const name = randomStorageName(extension);
    const key = keyOf(kind, name);
    await this.files.put(key, body, { contentType: contentTypeOfKey(key), size });
    return name;
  }

  /** Opens a stored file; null when the name is not one of ours or the file is gone. */
  async open(kind: MediaKind, name: string): Promise<StoredFile | null> {
    if (!isStorageName(name)) return null;
    return this.files.get(keyOf(kind, name));
  }

  /** Removes a stored file; a missing file or a failure is logged, never thrown (the record is already right). */
  async remove(kind: MediaKind, name: string | null): Promise<void> {
    if (!name || !isStorageName(name)) return;
    try {
      await this.files.delete(keyOf(kind, name));
    } catch (error) {
      this.logger.warn(`Could not remove ${kind}/${name}: ${(error as Error).message}`);
    }
  }

  /**
   * Removes stored files for good when an account is erased: unlike `remove`, a failure is thrown, so
   * that the erasure is tried again; a file already gone is not an error.
   */
  async erase(kind: MediaKind, names: readonly (string | null)[]): Promise<void> {
    for (const name of names) if (name && isStorageName(name)) await this.files.delete(keyOf(kind, name));
  }

  /** Names of the stored files of that kind last changed before `cutoff`. */
  async listStoredBefore(kind: MediaKind, cutoff: Date): Promise<string[]> {
    const entries = await this.files.list(`${kind}/`);
    return entries
      .filter((entry) => entry.lastModified.getTime() < cutoff.getTime())
      .map((entry) => entry.key.slice(kind.length + 1))
      .filter(isStorageName);
  }

  async onModuleDestroy(): Promise<void> {
    await this.files.close();
  }
}
