/** Re-encodes an uploaded photo: EXIF orientation applied, metadata dropped, fitted into 512x512, WebP. */
import sharp from 'sharp';
import { UPLOAD_LIMITS } from '@nurse/domain';
import { ConcurrencyLimit } from '../common/concurrency-limit';

export const AVATAR_SIZE = 512;
const MAX_PIXELS = UPLOAD_LIMITS.avatarMaxMegapixels * 1_000_000;

/**
 * Decoding a large photo takes tens of MB however small the file, so only two are decoded at once,
 * each on one libvips thread, and no decoded image is kept in libvips' cache.
 */
export const DECODES_AT_ONCE = 2;
const decodes = new ConcurrencyLimit(DECODES_AT_ONCE);
sharp.cache(false);
sharp.concurrency(1);

export class AvatarImageError extends Error {
  constructor(readonly reason: 'too-many-pixels' | 'unreadable') {
    super(reason);
  }
}

/**
 * The avatar as WebP. Any decoder warning (a truncated or damaged file) fails, and so does an image over
 * 40 megapixels, before its pixels are decoded. sharp writes no metadata unless asked to.
 */
export function reencodeAvatar(bytes: Uint8Array): Promise<Buffer> {
  return decodes.run(() => reencode(bytes));
}

async function reencode(bytes: Uint8Array): Promise<Buffer> {
  let width = 0;
  let height = 0;
  try {
    ({ width, height } = await sharp(bytes).metadata());
  } catch {
    throw new AvatarImageError('unreadable');
  }
  if (!width || !height) throw new AvatarImageError('unreadable');
  if (width * height > MAX_PIXELS) throw new AvatarImageError('too-many-pixels');
  try {
    return await sharp(bytes, { failOn: 'truncated', limitInputPixels: MAX_PIXELS })
      .rotate()
      .resize(AVATAR_SIZE, AVATAR_SIZE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new AvatarImageError('unreadable');
  }
}
