import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import * as fixtures from '../../test/profile-support/upload-fixtures';
import { useTempFiles } from '../../test/profile-support/temp-files';
import { AvatarImageError, reencodeAvatar as reencodeFile } from './avatar-image';

const file = useTempFiles();
const reencodeAvatar = async (bytes: Uint8Array) => reencodeFile(await file(bytes));

/** The ids of this process's child processes, from /proc. */
function childProcesses(): number[] {
  const listed = readFileSync(`/proc/${process.pid}/task/${process.pid}/children`, 'utf8').trim();
  return listed ? listed.split(' ').map(Number) : [];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// The first photo starts the encoder process, which compiles its TypeScript sources here.
jest.setTimeout(30_000);

describe('reencodeAvatar', () => {
  it('decodes photos in a process of their own that ends once idle, giving its memory back', async () => {
    const before = childProcesses();
    const avatars = await Promise.all([1, 2, 3].map(async () => reencodeAvatar(await fixtures.pngImage(640, 480))));
    for (const avatar of avatars) expect(await sharp(avatar).metadata()).toMatchObject({ format: 'webp', width: 512, height: 384 });
    expect(childProcesses().filter((pid) => !before.includes(pid))).toHaveLength(1);
    await sleep(3500);
    expect(childProcesses().filter((pid) => !before.includes(pid))).toEqual([]);
  });

  it("answers the encoder's refusal as an AvatarImageError", async () => {
    await expect(reencodeAvatar(await fixtures.hugeCanvasPng())).rejects.toEqual(new AvatarImageError('too-many-pixels'));
    await expect(reencodeAvatar(Buffer.from('not a picture'))).rejects.toEqual(new AvatarImageError('unreadable'));
  });
});
