/**
 * Photos are decoded in a child process of their own, started when a photo arrives and ended after a
 * short idle spell. Decoding a 40-megapixel photo takes tens of MB however small the file, and glibc's
 * allocator keeps most of what libvips freed reserved in the process for good; when the decoding
 * process exits, all of it goes back to the system. Only two photos are decoded at once.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { ConcurrencyLimit } from '../common/concurrency-limit';
import { AvatarImageError } from './avatar-image-error';
import type { EncodeReply, EncodeRequest } from './avatar-encoder-messages';
import type { AttachmentImageTarget, EncodedAttachmentImage } from './attachment-image-encoding';

export { AvatarImageError } from './avatar-image-error';

export const DECODES_AT_ONCE = 2;
/** Long enough for the next photo of a burst to find the process started, short enough to give memory back soon. */
const IDLE_MS = 2000;

/**
 * The built server runs `avatar-encoder.js` beside `main.js`; the API tests run from the TypeScript
 * sources, so the process compiles its own on the fly.
 */
function startEncoder(): ChildProcess {
  if (__filename.endsWith('.ts')) {
    return fork(path.join(__dirname, 'avatar-encoder-process.ts'), [], {
      execArgv: ['-r', '@swc-node/register'],
      env: { ...process.env, SWC_NODE_PROJECT: path.resolve(__dirname, '../../tsconfig.json') },
      serialization: 'advanced',
    });
  }
  return fork(path.join(__dirname, 'avatar-encoder.js'), [], { execArgv: [], serialization: 'advanced' });
}

interface Waiting {
  /** The process the photo was sent to: only its exit fails the photo. */
  child: ChildProcess;
  resolve: (reply: EncodeReply) => void;
  reject: (error: Error) => void;
}

class AvatarEncoder {
  private child: ChildProcess | null = null;
  private readonly waiting = new Map<number, Waiting>();
  private lastId = 0;
  private idleTimer: NodeJS.Timeout | null = null;

  encode(path: string, attachment?: AttachmentImageTarget): Promise<EncodeReply> {
    const child = this.running();
    const id = ++this.lastId;
    return new Promise<EncodeReply>((resolve, reject) => {
      this.waiting.set(id, { child, resolve, reject });
      const request: EncodeRequest = { id, path, ...(attachment ? { attachment } : {}) };
      child.send(request, (error) => {
        if (error) this.settle(id, (waiting) => waiting.reject(error));
      });
    });
  }

  private running(): ChildProcess {
    if (this.idleTimer) clearTimeout(this.idleTimer);
    this.idleTimer = null;
    if (this.child) {
      this.child.ref();
      this.child.channel?.ref();
      return this.child;
    }
    const child = startEncoder();
    child.on('message', (reply: EncodeReply) =>
      this.settle(reply.id, (waiting) =>
        'failure' in reply ? waiting.reject(new AvatarImageError(reply.failure)) : waiting.resolve(reply),
      ),
    );
    child.on('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      // A photo that crashed the decoder fails on its own; the API goes on.
      const stopped = new Error(`The avatar encoder stopped (${signal ?? `exit code ${code}`})`);
      // A process stopped when idle exits a moment later, maybe after the next photo went to a new one.
      for (const [id, waiting] of this.waiting) if (waiting.child === child) this.settle(id, (settled) => settled.reject(stopped));
    });
    this.child = child;
    return child;
  }

  private settle(id: number, answer: (waiting: Waiting) => void): void {
    const waiting = this.waiting.get(id);
    if (!waiting) return;
    this.waiting.delete(id);
    answer(waiting);
    if (this.waiting.size === 0) this.stopWhenIdle();
  }

  /** The process ends once it has had nothing to do for a while; nor does it keep the API running. */
  private stopWhenIdle(): void {
    const child = this.child;
    if (!child) return;
    child.unref();
    child.channel?.unref();
    this.idleTimer = setTimeout(() => {
      if (this.child !== child || this.waiting.size > 0) return;
      this.child = null;
      child.disconnect();
    }, IDLE_MS);
    this.idleTimer.unref();
  }
}

const decodes = new ConcurrencyLimit(DECODES_AT_ONCE);
const encoder = new AvatarEncoder();

/**
 * The avatar of the photo in the file at `path`, as WebP: EXIF orientation applied, metadata dropped,
 * fitted into 512x512. A damaged file or one over 40 megapixels fails with an `AvatarImageError`.
 */
export async function reencodeAvatar(path: string): Promise<Buffer> {
  const reply = await decodes.run(() => encoder.encode(path));
  if (!('avatar' in reply)) throw new AvatarImageError('unreadable');
  return Buffer.from(reply.avatar.buffer, reply.avatar.byteOffset, reply.avatar.byteLength);
}

/**
 * Writes a message attachment's photo, re-encoded without metadata, and its thumbnail to `target`'s
 * files, in the same process and under the same limit as avatars. A damaged file or one over the
 * pixel limit fails with an `AvatarImageError`.
 */
export async function reencodeAttachmentImage(path: string, target: AttachmentImageTarget): Promise<EncodedAttachmentImage> {
  const reply = await decodes.run(() => encoder.encode(path, target));
  if (!('image' in reply)) throw new AvatarImageError('unreadable');
  return reply.image;
}
