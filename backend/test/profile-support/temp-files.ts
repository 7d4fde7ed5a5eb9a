/** Bytes written to files of a suite's own temporary folder, for the code that reads uploads from disk. */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Makes the folder in beforeAll and removes it in afterAll; the answer writes bytes there and answers the path. */
export function useTempFiles(): (bytes: Uint8Array) => Promise<string> {
  let folder = '';
  beforeAll(async () => {
    folder = await mkdtemp(join(tmpdir(), 'nurse-upload-spec-'));
  });
  afterAll(() => rm(folder, { recursive: true, force: true }));
  return async (bytes) => {
    const path = join(folder, randomBytes(8).toString('hex'));
    await writeFile(path, bytes);
    return path;
  };
}
