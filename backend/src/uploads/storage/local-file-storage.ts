import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { contentTypeOfKey } from './content-types';
import type { FileStorage, PutOptions, StoredEntry, StoredObject } from './file-storage';

const SAFE_KEY = /^(?!.*(^|\/)\.)[A-Za-z0-9._-]+(\/[A-Za-z0-9._-]+)*$/;

/**
 * Files in a folder on this machine. A file is written under a temporary dot-name and renamed into
 * place, so a reader never sees half a file and a failure leaves nothing behind; listings skip
 * dot-names.
 */
export class LocalFileStorage implements FileStorage {
  constructor(private readonly root: string) {}

  async put(key: string, body: Readable, _options: PutOptions): Promise<void> {
    const path = this.pathOf(key);
    await mkdir(dirname(path), { recursive: true });
    const temporary = join(dirname(path), `.${randomBytes(8).toString('hex')}.tmp`);
    try {
      await pipeline(body, createWriteStream(temporary, { flags: 'wx' }));
      await rename(temporary, path);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async get(key: string): Promise<StoredObject | null> {
    const path = this.pathOf(key);
    const info = await stat(path).catch(() => null);
    if (!info?.isFile()) return null;
    return { stream: createReadStream(path), contentType: contentTypeOfKey(key), size: info.size };
  }

  async delete(key: string): Promise<void> {
    await rm(this.pathOf(key), { force: true });
  }

  async list(prefix: string): Promise<StoredEntry[]> {
    const entries: StoredEntry[] = [];
    for (const path of await filesUnder(this.root)) {
      const key = relative(this.root, path).split(sep).join('/');
      if (!key.startsWith(prefix) || !SAFE_KEY.test(key)) continue;
      const info = await stat(path).catch(() => null);
      if (info?.isFile()) entries.push({ key, size: info.size, lastModified: info.mtime });
    }
    return entries;
  }

  async close(): Promise<void> {}

  private pathOf(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error(`Not a storage key: ${key}`);
    return join(this.root, ...key.split('/'));
  }
}

async function filesUnder(folder: string): Promise<string[]> {
  const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
  const nested = await Promise.all(
    entries.map((entry) => {
      const path = join(folder, entry.name);
      return entry.isDirectory() ? filesUnder(path) : Promise.resolve(entry.isFile() ? [path] : []);
    }),
  );
  return nested.flat();
}
