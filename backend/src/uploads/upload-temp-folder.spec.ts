import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { abandonedUploadFolders } from './upload-temp-folder.service';

describe('abandonedUploadFolders', () => {
  let parent: string;

  beforeEach(() => {
    parent = mkdtempSync(join(tmpdir(), 'upload-folders-spec-'));
  });

  afterEach(() => rmSync(parent, { recursive: true, force: true }));

  it("names the folders of processes that no longer run, never a running one's or anything else", () => {
    for (const name of ['nurse-uploads-101-aB3x', 'nurse-uploads-202-Zq9k', 'nurse-uploads-abc', 'other-303-x', 'nurse-uploads-'])
      mkdirSync(join(parent, name));
    const running = (pid: number) => pid === 202;
    expect(abandonedUploadFolders(parent, running)).toEqual(['nurse-uploads-101-aB3x']);
  });

  it("keeps this process's own folder", () => {
    mkdirSync(join(parent, `nurse-uploads-${process.pid}-Ab12`));
    expect(abandonedUploadFolders(parent)).toEqual([]);
  });
});
