import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { describeFileStorageContract } from './file-storage-contract';
import { LocalFileStorage } from './local-file-storage';

describeFileStorageContract('local folder', async () => {
  const root = mkdtempSync(join(tmpdir(), 'nurse-local-storage-'));
  return { storage: new LocalFileStorage(root), dispose: async () => rmSync(root, { recursive: true, force: true }) };
});

describe('local folder file storage', () => {
  let root: string;
  beforeEach(() => (root = mkdtempSync(join(tmpdir(), 'nurse-local-storage-'))));
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('refuses a key that could leave its folder', async () => {
    const storage = new LocalFileStorage(root);
    await expect(storage.get('../outside.pdf')).rejects.toThrow(/Not a storage key/);
    await expect(storage.put('avatars/../../x.webp', Readable.from([Buffer.from('x')]), { contentType: 'image/webp' })).rejects.toThrow(
      /Not a storage key/,
    );
  });

  it('leaves nothing behind when the body fails half way', async () => {
    const storage = new LocalFileStorage(root);
    const failing = Readable.from(
      (async function* () {
        yield Buffer.from('half a file');
        throw new Error('connection lost');
      })(),
    );
    await expect(storage.put('resumes/broken.pdf', failing, { contentType: 'application/pdf' })).rejects.toThrow('connection lost');
    expect(readdirSync(join(root, 'resumes'))).toEqual([]);
  });
});
