/**
 * Re-encodes a photo attached to a message: EXIF orientation applied, every piece of metadata dropped
 * (sharp writes none unless asked to), fitted into 4096x4096, and a thumbnail of at most 320 px as WebP.
 * HEIC is decoded by libheif (heic-decode: the prebuilt libvips reads AVIF but not HEVC) and stored as JPEG.
 */
import { readFile } from 'node:fs/promises';
import sharp, { type Sharp } from 'sharp';
import { MESSAGE_ATTACHMENT_MAX_MEGAPIXELS } from '@nurse/domain';
import { AvatarImageError } from './avatar-image-error';
import { checkedPhotoSize } from './avatar-encoding';
import type { ImageKind, MessageAttachmentType } from './file-sniffer';

export const ATTACHMENT_FULL_SIZE = 4096;
export const ATTACHMENT_THUMBNAIL_SIZE = 320;
const MAX_PIXELS = MESSAGE_ATTACHMENT_MAX_MEGAPIXELS * 1_000_000;

/** Where the encoder writes the two versions of the photo, and what it stores it as. */
export interface AttachmentImageTarget {
  type: Exclude<MessageAttachmentType, 'pdf'>;
  full: string;
  thumbnail: string;
}

export interface EncodedAttachmentImage {
  width: number;
  height: number;
  format: ImageKind;
}

/** The stored format of a photo of that type: HEIC becomes JPEG, the others keep theirs. */
export function storedImageFormat(type: AttachmentImageTarget['type']): ImageKind {
  return type === 'heic' ? 'jpeg' : type;
}

interface HeicImage {
  width: number;
  height: number;
  decode(): Promise<{ width: number; height: number; data: Uint8ClampedArray }>;
}
type HeicDecode = { all(input: { buffer: Buffer }): Promise<HeicImage[]> };

/** The photo's pixels as a sharp pipeline, its size checked before anything is decoded. */
async function source(path: string, type: AttachmentImageTarget['type']): Promise<Sharp> {
  if (type === 'heic') {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const heic = require('heic-decode') as HeicDecode;
    const [primary] = await heic.all({ buffer: await readFile(path) }).catch(() => {
      throw new AvatarImageError('unreadable');
    });
    if (!primary?.width || !primary.height) throw new AvatarImageError('unreadable');
    if (primary.width * primary.height > MAX_PIXELS) throw new AvatarImageError('too-many-pixels');
    const { width, height, data } = await primary.decode().catch(() => {
      throw new AvatarImageError('unreadable');
    });
    return sharp(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { raw: { width, height, channels: 4 } });
  }
  await checkedPhotoSize(path, MAX_PIXELS);
  return sharp(path, { failOn: 'truncated', limitInputPixels: MAX_PIXELS }).rotate();
}

function encoded(pipeline: Sharp, format: ImageKind): Sharp {
  switch (format) {
    case 'jpeg':
      // libjpeg-turbo's own encoder: mozjpeg's trellis search took fourteen times as long on a 15-megapixel photo.
      return pipeline.jpeg({ quality: 85 });
    case 'png':
      return pipeline.png();
    case 'webp':
      return pipeline.webp({ quality: 85 });
  }
}

/** Writes the re-encoded photo and its thumbnail to `target`'s files; answers the stored photo's size. */
export async function encodeAttachmentImage(path: string, target: AttachmentImageTarget): Promise<EncodedAttachmentImage> {
  const format = storedImageFormat(target.type);
  const pipeline = await source(path, target.type);
  try {
    const [full] = await Promise.all([
      encoded(
        pipeline.clone().resize(ATTACHMENT_FULL_SIZE, ATTACHMENT_FULL_SIZE, { fit: 'inside', withoutEnlargement: true }),
        format,
      ).toFile(target.full),
      pipeline
        .clone()
        .resize(ATTACHMENT_THUMBNAIL_SIZE, ATTACHMENT_THUMBNAIL_SIZE, { fit: 'inside', withoutEnlargement: true })
        .webp({ quality: 75 })
        .toFile(target.thumbnail),
    ]);
    return { width: full.width, height: full.height, format };
  } catch {
    throw new AvatarImageError('unreadable');
  }
}
