/**
 * The process that decodes photos for the API (started by avatar-image.ts): it receives the path of a
 * photo's file and answers its avatar, or writes a message attachment's versions to the files named,
 * or answers why it was refused. It exits when the API closes the channel.
 */
import sharp from 'sharp';
import { AvatarImageError } from './avatar-image-error';
import { encodeAvatar } from './avatar-encoding';
import { encodeAttachmentImage } from './attachment-image-encoding';
import type { EncodeReply, EncodeRequest } from './avatar-encoder-messages';

// Each photo is decoded once, so libvips' cache would only hold memory; one libvips thread per photo.
sharp.cache(false);
sharp.concurrency(1);

function encode(request: EncodeRequest): Promise<EncodeReply> {
  const { id, path, attachment } = request;
  if (attachment) return encodeAttachmentImage(path, attachment).then((image) => ({ id, image }));
  return encodeAvatar(path).then((avatar) => ({ id, avatar }));
}

process.on('message', (request: EncodeRequest) => {
  void encode(request)
    .catch((error: unknown): EncodeReply => ({ id: request.id, failure: error instanceof AvatarImageError ? error.reason : 'unreadable' }))
    // An API that went away meanwhile can no longer take the answer; the process ends with the channel.
    .then((reply) => process.send?.(reply, undefined, {}, () => undefined));
});
