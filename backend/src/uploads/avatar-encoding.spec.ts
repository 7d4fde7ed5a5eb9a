import sharp from 'sharp';
import * as fixtures from '../../test/profile-support/upload-fixtures';
import { useTempFiles } from '../../test/profile-support/temp-files';
import { AvatarImageError } from './avatar-image-error';
import { encodeAvatar as encodeFile } from './avatar-encoding';

const file = useTempFiles();
const encodeAvatar = async (bytes: Uint8Array) => encodeFile(await file(bytes));

describe('encodeAvatar', () => {
  it('turns the photo upright by its EXIF orientation and drops all metadata', async () => {
    const source = await fixtures.jpegWithExif(80, 40);
    const out = await encodeAvatar(source);
    const meta = await sharp(out).metadata();
    expect(meta.format).toBe('webp');
    expect([meta.width, meta.height]).toEqual([40, 80]);
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(out.includes(Buffer.from('SecretCam'))).toBe(false);
  });

  it('fits large photos into 512x512 and never enlarges small ones', async () => {
    const large = await sharp({ create: { width: 2000, height: 1000, channels: 3, background: 'white' } })
      .png()
      .toBuffer();
    expect(await sharp(await encodeAvatar(large)).metadata()).toMatchObject({ width: 512, height: 256 });
    expect(await sharp(await encodeAvatar(await fixtures.pngImage(64, 48))).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it('refuses an image over 40 megapixels without decoding it', async () => {
    await expect(encodeAvatar(await fixtures.hugeCanvasPng())).rejects.toEqual(new AvatarImageError('too-many-pixels'));
  });

  it('refuses truncated images', async () => {
    const png = await fixtures.noisyPng();
    await expect(encodeAvatar(png.subarray(0, png.length / 2))).rejects.toEqual(new AvatarImageError('unreadable'));
    const jpeg = await sharp(png).jpeg().toBuffer();
    await expect(encodeAvatar(jpeg.subarray(0, Math.floor(jpeg.length * 0.6)))).rejects.toEqual(new AvatarImageError('unreadable'));
  });
});
