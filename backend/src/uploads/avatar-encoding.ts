/** Re-encodes an uploaded photo: EXIF orientation applied, metadata dropped, fitted into 512x512, WebP. */
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@nurse/domain';
import { AvatarImageError } from './avatar-image-error';

export const AVATAR_SIZE = 512;

/**
 * The photo's size from its header, before any pixel is decoded: an unreadable header, or more than
 * `maxPixels`, fails with an `AvatarImageError`.
 */
export async function checkedPhotoSize(path: string, maxPixels: number): Promise<{ width: number; height: number }> {
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = await sharp(path).metadata());
  } catch {
    throw new AvatarImageError('unreadable');
  }
  if (!width || !height) throw new AvatarImageError('unreadable');
  if (width * height > maxPixels) throw new AvatarImageError('too-many-pixels');
  return { width, height };
}
const MAX_PIXELS = UPLOAD_LIMITS.avatarMaxMegapixels * 1_000_000;

/**
 * The avatar of the photo in the file at `path`, as WebP; libvips reads the file itself. Any decoder warning (a truncated or damaged file) fails, and so does an image over
 * 40 megapixels, before its pixels are decoded. sharp writes no metadata unless asked to.
 */
export async function encodeAvatar(path: string): Promise<Buffer> {
  await checkedPhotoSize(path, MAX_PIXELS);
  try {
    return await sharp(path, { failOn: 'truncated', limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AvatarImageError('unreadable');
  }
}
