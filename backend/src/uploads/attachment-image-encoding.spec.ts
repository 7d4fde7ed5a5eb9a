import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import * as fixtures from '../../test/profile-support/upload-fixtures';
import { HEIC_SAMPLE } from '../../test/profile-support/heic-sample';
import { useTempFiles } from '../../test/profile-support/temp-files';
import { AvatarImageError } from './avatar-image-error';
import { encodeAttachmentImage, type AttachmentImageTarget } from './attachment-image-encoding';

const file = useTempFiles();

async function encode(bytes: Uint8Array, type: AttachmentImageTarget['type']) {
  const path = await file(bytes);
  const target = { type, full: `${path}.full`, thumbnail: `${path}.thumbnail` };
  const image = await encodeAttachmentImage(path, target);
  return { image, full: await readFile(target.full), thumbnail: await readFile(target.thumbnail) };
}

describe('encodeAttachmentImage', () => {
  it('turns a JPEG upright by its EXIF orientation, drops all metadata and makes a WebP thumbnail', async () => {
    const { image, full, thumbnail } = await encode(await fixtures.jpegWithExif(800, 400), 'jpeg');
    expect(image).toEqual({ width: 400, height: 800, format: 'jpeg' });
    const meta = await sharp(full).metadata();
    expect([meta.format, meta.width, meta.height, meta.exif, meta.icc]).toEqual(['jpeg', 400, 800, undefined, undefined]);
    expect(full.includes(Buffer.from('SecretCam'))).toBe(false);
    expect(await sharp(thumbnail).metadata()).toMatchObject({ format: 'webp', width: 160, height: 320 });
  });

  it('keeps a PNG a PNG and never enlarges a small photo', async () => {
    const { image, thumbnail } = await encode(await fixtures.pngImage(64, 48), 'png');
    expect(image).toEqual({ width: 64, height: 48, format: 'png' });
    expect(await sharp(thumbnail).metadata()).toMatchObject({ width: 64, height: 48 });
  });

  it('decodes an HEVC HEIC photo and stores it as JPEG without its metadata', async () => {
    const { image, full } = await encode(HEIC_SAMPLE, 'heic');
    expect(image).toEqual({ width: 640, height: 480, format: 'jpeg' });
    const meta = await sharp(full).metadata();
    expect([meta.format, meta.exif]).toEqual(['jpeg', undefined]);
  });

  it('refuses a damaged photo and one over 50 megapixels', async () => {
    await expect(encode(Buffer.from('not a photo'), 'png')).rejects.toEqual(new AvatarImageError('unreadable'));
    await expect(encode(HEIC_SAMPLE.subarray(0, 200), 'heic')).rejects.toEqual(new AvatarImageError('unreadable'));
    await expect(encode(await fixtures.hugeCanvasPng(7000), 'png')).rejects.toEqual(new AvatarImageError('too-many-pixels'));
  });
});
