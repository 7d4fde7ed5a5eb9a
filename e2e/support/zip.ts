import { inflateRawSync } from 'node:zlib';

const END_OF_DIRECTORY = 0x06054b50;
const DIRECTORY_ENTRY = 0x02014b50;

/** The bytes of the file `name` inside a zip archive (read through its central directory), or null when it holds none. */
export function fileInZip(zip: Buffer, name: string): Buffer | null {
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END_OF_DIRECTORY) end -= 1;
  if (end < 0) throw new Error('The download is not a zip archive');
  for (let at = zip.readUInt32LE(end + 16), left = zip.readUInt16LE(end + 10); left > 0; left -= 1) {
    if (zip.readUInt32LE(at) !== DIRECTORY_ENTRY) throw new Error('The zip archive’s directory is broken');
    const nameEnd = at + 46 + zip.readUInt16LE(at + 28);
    if (zip.subarray(at + 46, nameEnd).toString('utf8') === name) {
      const local = zip.readUInt32LE(at + 42);
      const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
      const stored = zip.subarray(start, start + zip.readUInt32LE(at + 20));
      return zip.readUInt16LE(at + 10) === 8 ? inflateRawSync(stored) : Buffer.from(stored);
    }
    at = nameEnd + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
  }
  return null;
}
