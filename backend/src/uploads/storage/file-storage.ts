import type { Readable } from 'node:stream';

export interface PutOptions {
  contentType: string;
  /** The length in bytes when known beforehand. */
  size?: number;
}

export interface StoredObject {
  stream: Readable;
  contentType: string;
  size: number;
}

export interface StoredEntry {
  key: string;
  size: number;
  lastModified: Date;
}

/**
 * Where uploaded files live: a local folder or an S3-compatible bucket. Keys are slash-separated paths
 * such as `avatars/<name>.webp`; bodies always travel as streams.
 */
export interface FileStorage {
  put(key: string, body: Readable, options: PutOptions): Promise<void>;
  /** The stored file, or null when there is none under that key. */
  get(key: string): Promise<StoredObject | null>;
  /** Removes the file; a key with nothing under it is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file whose key starts with `prefix`. */
  list(prefix: string): Promise<StoredEntry[]>;
  /** Lets go of connections and handles. */
  close(): Promise<void>;
}

export const FILE_STORAGE = Symbol('FILE_STORAGE');
