import { useTempFiles } from '../../test/profile-support/temp-files';
import { fileContains } from './file-contains';

const file = useTempFiles();
const NEEDLE = Buffer.from('WordDocument', 'utf16le');
/** Node reads files 64 KiB at a time. */
const CHUNK = 64 * 1024;

describe('fileContains', () => {
  it.each([
    ['at the start', 0],
    ['across the first two chunks', CHUNK - 5],
    ['far into the file', 3 * CHUNK + 17],
  ])('finds the bytes %s', async (_where, offset) => {
    const bytes = Buffer.alloc(4 * CHUNK, 0x20);
    NEEDLE.copy(bytes, offset);
    expect(await fileContains(await file(bytes), NEEDLE)).toBe(true);
  });

  it('answers false when only a part of the bytes is there, or the file is empty', async () => {
    const bytes = Buffer.alloc(2 * CHUNK, 0x20);
    NEEDLE.subarray(0, NEEDLE.length - 1).copy(bytes, CHUNK - 4);
    expect(await fileContains(await file(bytes), NEEDLE)).toBe(false);
    expect(await fileContains(await file(Buffer.alloc(0)), NEEDLE)).toBe(false);
  });
});
