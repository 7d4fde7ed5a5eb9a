import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { copyFiles } from './copy-files';
import { LocalFileStorage } from './local-file-storage';

describe('copyFiles', () => {
  const roots: string[] = [];
  const folder = () => {
    const root = mkdtempSync(join(tmpdir(), 'nurse-copy-files-'));
    roots.push(root);
    return new LocalFileStorage(root);
  };
  afterAll(() => roots.forEach((root) => rmSync(root, { recursive: true, force: true })));

  const put = (storage: LocalFileStorage, key: string, text: string) =>
    storage.put(key, Readable.from([Buffer.from(text)]), { contentType: 'application/pdf' });

  it('copies the files under the prefixes, and on a second run only those missing or of another size', async () => {
    const source = folder();
    const target = folder();
    await put(source, 'avatars/a.webp', 'photo');
    await put(source, 'resumes/b.pdf', 'résumé');
    await put(source, 'other/c.pdf', 'not an upload');

    expect(await copyFiles(source, target, ['avatars/', 'resumes/'])).toEqual({ copied: 2, skipped: 0 });
    expect((await buffer((await target.get('resumes/b.pdf'))!.stream)).toString()).toBe('résumé');
    expect(await target.get('other/c.pdf')).toBeNull();

    await put(source, 'resumes/b.pdf', 'a longer résumé');
    await put(source, 'avatars/d.webp', 'new photo');
    const copied: string[] = [];
    expect(await copyFiles(source, target, ['avatars/', 'resumes/'], (key) => copied.push(key))).toEqual({ copied: 2, skipped: 1 });
    expect(copied.sort()).toEqual(['avatars/d.webp', 'resumes/b.pdf']);
    expect((await buffer((await target.get('resumes/b.pdf'))!.stream)).toString()).toBe('a longer résumé');
  });
});
