/** The behaviour every FileStorage driver shares, run by each driver's spec. */
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { FileStorage } from './file-storage';

export interface StorageUnderTest {
  storage: FileStorage;
  dispose(): Promise<void>;
}

/** Larger than a stream's 64 KiB chunk, so the body crosses the driver in many pieces. */
const LARGE_FILE_BYTES = 3 * 1024 * 1024 + 17;

function inChunks(bytes: Buffer, chunkBytes = 64 * 1024): Readable {
  return Readable.from(
    (function* () {
      for (let offset = 0; offset < bytes.length; offset += chunkBytes) yield bytes.subarray(offset, offset + chunkBytes);
    })(),
  );
}

export function describeFileStorageContract(driver: string, open: () => Promise<StorageUnderTest>): void {
  describe(`${driver} file storage`, () => {
    let subject: StorageUnderTest;
    let storage: FileStorage;

    beforeAll(async () => {
      subject = await open();
      storage = subject.storage;
    });
    afterAll(() => subject.dispose());

    it('answers a stored file with its bytes, content type and length', async () => {
      const bytes = Buffer.from('%PDF-1.7 a résumé');
      await storage.put('resumes/0123456789abcdef0123456789abcdef.pdf', Readable.from([bytes]), {
        contentType: 'application/pdf',
        size: bytes.length,
      });
      const stored = await storage.get('resumes/0123456789abcdef0123456789abcdef.pdf');
      expect(stored).not.toBeNull();
      expect(stored!.contentType).toBe('application/pdf');
      expect(stored!.size).toBe(bytes.length);
      expect(await buffer(stored!.stream)).toEqual(bytes);
    });

    it('streams a file larger than a chunk, of a length not known beforehand, both ways', async () => {
      const bytes = randomBytes(LARGE_FILE_BYTES);
      await storage.put('avatars/large.webp', inChunks(bytes), { contentType: 'image/webp' });
      const stored = await storage.get('avatars/large.webp');
      expect(stored!.size).toBe(LARGE_FILE_BYTES);
      expect(stored!.contentType).toBe('image/webp');
      const received = await buffer(stored!.stream);
      expect(received.equals(bytes)).toBe(true);
    });

    it('answers null for a key with nothing under it, and deleting it is no error', async () => {
      expect(await storage.get('avatars/missing.webp')).toBeNull();
      await expect(storage.delete('avatars/missing.webp')).resolves.toBeUndefined();
    });

    it('replaces a file stored again under the same key', async () => {
      await storage.put('resumes/again.pdf', Readable.from([Buffer.from('first version')]), { contentType: 'application/pdf' });
      await storage.put('resumes/again.pdf', Readable.from([Buffer.from('second')]), { contentType: 'application/pdf' });
      expect((await buffer((await storage.get('resumes/again.pdf'))!.stream)).toString()).toBe('second');
    });

    it('lists the files under a prefix with their sizes and times, and forgets a deleted one', async () => {
      const before = Date.now() - 60_000;
      await storage.put('listed/a.pdf', Readable.from([Buffer.from('abc')]), { contentType: 'application/pdf' });
      await storage.put('listed/b.webp', Readable.from([Buffer.from('defgh')]), { contentType: 'image/webp' });
      await storage.put('unlisted/c.pdf', Readable.from([Buffer.from('x')]), { contentType: 'application/pdf' });
      const listed = await storage.list('listed/');
      expect(listed.map(({ key, size }) => ({ key, size })).sort((a, b) => a.key.localeCompare(b.key))).toEqual([
        { key: 'listed/a.pdf', size: 3 },
        { key: 'listed/b.webp', size: 5 },
      ]);
      for (const entry of listed) expect(entry.lastModified.getTime()).toBeGreaterThan(before);

      await storage.delete('listed/a.pdf');
      expect(await storage.get('listed/a.pdf')).toBeNull();
      expect((await storage.list('listed/')).map((entry) => entry.key)).toEqual(['listed/b.webp']);
    });

    it('answers an empty list for a prefix nothing is stored under', async () => {
      expect(await storage.list('nothing-here/')).toEqual([]);
    });
  });
}
