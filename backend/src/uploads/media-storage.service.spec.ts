import { mkdtempSync, rmSync, utimesSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { MediaStorage } from './media-storage.service';
import { LocalFileStorage } from './storage/local-file-storage';

const save = (media: MediaStorage, kind: 'avatars' | 'resumes', text: string, extension: string) =>
  media.save(kind, Readable.from([Buffer.from(text)]), Buffer.byteLength(text), extension);

describe('MediaStorage', () => {
  let root: string;
  let files: LocalFileStorage;
  let media: MediaStorage;
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'nurse-media-'));
    files = new LocalFileStorage(root);
    media = new MediaStorage(files);
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('stores a stream under a new random name of that kind and opens it with its type', async () => {
    const name = await save(media, 'resumes', '%PDF-1.7', 'pdf');
    expect(name).toMatch(/^[0-9a-f]{32}\.pdf$/);
    const file = await media.open('resumes', name);
    expect(file).toMatchObject({ contentType: 'application/pdf', size: 8 });
    expect((await buffer(file!.stream)).toString()).toBe('%PDF-1.7');
    expect(await media.open('avatars', name)).toBeNull();
  });

  it('opens and removes only names it made', async () => {
    await files.put('resumes/cv.pdf', Readable.from([Buffer.from('x')]), { contentType: 'application/pdf' });
    expect(await media.open('resumes', 'cv.pdf')).toBeNull();
    await media.remove('resumes', 'cv.pdf');
    expect((await files.list('resumes/')).map((entry) => entry.key)).toEqual(['resumes/cv.pdf']);
  });

  it('lists the names of its files of a kind last changed before the cutoff', async () => {
    const old = await save(media, 'avatars', 'old', 'webp');
    await save(media, 'avatars', 'new', 'webp');
    await save(media, 'resumes', 'other kind', 'pdf');
    const longAgo = new Date(Date.now() - 2 * 3600_000);
    utimesSync(join(root, 'avatars', old), longAgo, longAgo);
    expect(await media.listStoredBefore('avatars', new Date(Date.now() - 3600_000))).toEqual([old]);
  });
});
