import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { Injectable, Logger } from '@nestjs/common';
import {
  MESSAGE_ATTACHMENT_MAX_BYTES,
  MESSAGE_ATTACHMENT_PENDING_HOURS,
  MESSAGE_ATTACHMENT_TEXTS as T,
  MESSAGE_ATTACHMENTS_MAX,
} from '@nurse/domain';
import { InvalidInputError, NotFoundError } from '../../../common/domain-errors';
import type { Transaction } from '../../../database/transaction';
import { AvatarImageError, reencodeAttachmentImage } from '../../../uploads/avatar-image';
import { sanitizeDisplayName, type DisplayNaming } from '../../../uploads/file-names';
import { sniffMessageAttachment, type ImageKind } from '../../../uploads/file-sniffer';
import { MediaStorage, type StoredFile } from '../../../uploads/media-storage.service';
import { removeTempFile } from '../../../uploads/temp-file-engine';
import { MessageAccessService } from '../message-access.service';
import type { UploadedFile } from '../../users/profile.service';
import type { MessageAttachmentEntity } from '../entities/message-attachment.entity';
import type { AttachmentVariant } from './attachment-links';
import { MessageAttachmentsRepository, type NewAttachment } from './message-attachments.repository';

export interface AttachmentDownload extends StoredFile {
  contentType: string;
  fileName: string;
}

const MIME: Readonly<Record<ImageKind | 'pdf', string>> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  pdf: 'application/pdf',
};
const NAMING: DisplayNaming = { extensions: ['.pdf', '.png', '.jpg', '.jpeg', '.webp'], fallbackStem: 'attachment' };
const PENDING_MS = MESSAGE_ATTACHMENT_PENDING_HOURS * 3_600_000;
const PURGE_BATCH = 200;

/** The name shown for an upload: her device's name made safe, a HEIC photo's now ending in .jpg. */
function displayName(original: string, stored: ImageKind | 'pdf'): string {
  const heic = /\.(heic|heif)$/i;
  return sanitizeDisplayName(stored === 'jpeg' && heic.test(original) ? original.replace(heic, '.jpg') : original, stored, NAMING);
}

/**
 * Photos and PDFs attached to private messages. She uploads each file first: its type is judged by its
 * bytes, a photo is re-encoded without its metadata (EXIF, GPS, the camera) with a thumbnail, in the
 * photo decoding process (uploads/avatar-image.ts), and the file waits, hers, for a message to claim it
 * in the message's own transaction. Only those who may read the message read it (message-access.ts).
 */
@Injectable()
export class MessageAttachmentsService {
  private readonly logger = new Logger(MessageAttachmentsService.name);

  constructor(
    private readonly attachments: MessageAttachmentsRepository,
    private readonly storage: MediaStorage,
    private readonly access: MessageAccessService,
  ) {}

  /** Stores an uploaded file as her attachment waiting to be sent. */
  async upload(ownerId: number, file: UploadedFile | undefined): Promise<MessageAttachmentEntity> {
    if (!file) throw new InvalidInputError(T.noFile);
    if (file.size === 0) throw new InvalidInputError(T.emptyFile);
    if (file.size > MESSAGE_ATTACHMENT_MAX_BYTES) throw new InvalidInputError(T.tooLarge, [{ field: 'file', message: T.tooLarge }]);
    const type = await sniffMessageAttachment(file.path);
    if (!type) throw new InvalidInputError(T.wrongType, [{ field: 'file', message: T.wrongType }]);
    const stored = type === 'pdf' ? await this.storePdf(file) : await this.storeImage(file, type);
    try {
      return await this.attachments.insertPending({ ownerId, ...stored });
    } catch (error) {
      await this.removeFiles(stored);
      throw error;
    }
  }

  private async storePdf(file: UploadedFile): Promise<Omit<NewAttachment, 'ownerId'>> {
    const originalKey = await this.save(file.path, file.size, 'pdf');
    return {
      kind: 'pdf',
      mime: MIME.pdf,
      bytes: file.size,
      originalKey,
      thumbnailKey: null,
      width: null,
      height: null,
      filename: displayName(file.originalname, 'pdf'),
    };
  }

  private async storeImage(file: UploadedFile, type: ImageKind | 'heic'): Promise<Omit<NewAttachment, 'ownerId'>> {
    const target = { type, full: `${file.path}.full`, thumbnail: `${file.path}.thumbnail` };
    try {
      const image = await reencodeAttachmentImage(file.path, target).catch((error: unknown) => {
        // A photo the decoder refused is hers to change; a decoder that stopped is ours (500, logged).
        if (!(error instanceof AvatarImageError)) throw error;
        const message = error.reason === 'too-many-pixels' ? T.tooManyPixels : T.unreadableImage;
        throw new InvalidInputError(message, [{ field: 'file', message }]);
      });
      const [fullSize, thumbnailSize] = await Promise.all([stat(target.full), stat(target.thumbnail)]);
      const originalKey = await this.save(target.full, fullSize.size, image.format);
      let thumbnailKey: string;
      try {
        thumbnailKey = await this.save(target.thumbnail, thumbnailSize.size, 'webp');
      } catch (error) {
        await this.storage.remove('attachments', originalKey);
        throw error;
      }
      return {
        kind: 'image',
        mime: MIME[image.format],
        bytes: fullSize.size,
        originalKey,
        thumbnailKey,
        width: image.width,
        height: image.height,
        filename: displayName(file.originalname, image.format),
      };
    } finally {
      await Promise.all([removeTempFile(target.full), removeTempFile(target.thumbnail)]).catch(() => undefined);
    }
  }

  private async save(path: string, size: number, extension: string): Promise<string> {
    const body = createReadStream(path);
    try {
      return await this.storage.save('attachments', body, size, extension);
    } finally {
      body.destroy();
    }
  }

  /**
   * Her uploads a message is about to carry: every id hers, waiting and not expired, at most five and
   * none twice; otherwise the message is refused before anything is written.
   */
  async pendingFor(ownerId: number, ids: readonly number[], now = new Date()): Promise<MessageAttachmentEntity[]> {
    if (ids.length === 0) return [];
    if (ids.length > MESSAGE_ATTACHMENTS_MAX) throw new InvalidInputError(T.tooMany, [{ field: 'attachmentIds', message: T.tooMany }]);
    const distinct = new Set(ids);
    const found = await this.attachments.pendingOf(ownerId, [...distinct], this.pendingSince(now));
    if (distinct.size !== ids.length || found.length !== ids.length) {
      throw new InvalidInputError(T.notAvailable, [{ field: 'attachmentIds', message: T.notAvailable }]);
    }
    return found;
  }

  /** Gives the message her uploads, in its transaction: if one was taken or expired meanwhile, nothing is written. */
  async claim(ids: readonly number[], ownerId: number, messageId: number, tx: Transaction, now = new Date()): Promise<void> {
    if (ids.length === 0) return;
    const claimed = await this.attachments.claim(ids, ownerId, messageId, this.pendingSince(now), tx);
    if (claimed !== ids.length) throw new InvalidInputError(T.notAvailable, [{ field: 'attachmentIds', message: T.notAvailable }]);
  }

  /** The attachments of each message, in the order uploaded. */
  async ofMessages(messageIds: readonly number[]): Promise<Map<number, MessageAttachmentEntity[]>> {
    const byMessage = new Map<number, MessageAttachmentEntity[]>();
    for (const attachment of await this.attachments.ofMessages(messageIds)) {
      const list = byMessage.get(attachment.messageId!) ?? [];
      list.push(attachment);
      byMessage.set(attachment.messageId!, list);
    }
    return byMessage;
  }

  /**
   * The file for `viewerId`: one who may read the message it was sent with (message-access.ts: the
   * pair with no block between them, or a group's member who joined before it, with no block between
   * her and its sender), or its uploader while it waits to be sent. Anyone else: not found.
   */
  async openFor(viewerId: number, id: number, variant: AttachmentVariant): Promise<AttachmentDownload> {
    const attachment = await this.attachments.findById(id);
    if (!attachment) throw new NotFoundError(T.notFound);
    if (attachment.messageId === null) {
      if (attachment.ownerId !== viewerId) throw new NotFoundError(T.notFound);
    } else if (!(await this.access.mayRead(viewerId, attachment.messageId))) {
      throw new NotFoundError(T.notFound);
    }
    return this.download(attachment, variant);
  }

  /** The file of an attachment of a sent message, for an administrator reading a report about it. */
  async openForModeration(id: number, variant: AttachmentVariant, isReported: (messageId: number) => Promise<boolean>) {
    const attachment = await this.attachments.findById(id);
    const messageId = attachment?.messageId ?? null;
    if (!attachment || messageId === null || !(await isReported(messageId))) throw new NotFoundError(T.notFound);
    return this.download(attachment, variant);
  }

  private async download(attachment: MessageAttachmentEntity, variant: AttachmentVariant): Promise<AttachmentDownload> {
    const thumbnail = variant === 'thumbnail';
    if (thumbnail && !attachment.thumbnailKey) throw new NotFoundError(T.notFound);
    const file = await this.storage.open('attachments', thumbnail ? attachment.thumbnailKey! : attachment.originalKey);
    if (!file) throw new NotFoundError(T.notFound);
    return {
      ...file,
      contentType: thumbnail ? MIME.webp : attachment.mime,
      fileName: thumbnail ? attachment.filename.replace(/\.[^.]+$/, '') + '-thumbnail.webp' : attachment.filename,
    };
  }

  /**
   * Removes a message's attachments, rows and files. For a message that is deleted: call it once the
   * message's deletion has committed (a file removed for a deletion that rolled back cannot come back).
   */
  async removeOfMessage(messageId: number): Promise<void> {
    const rows = await this.attachments.ofMessages([messageId]);
    await this.removeRows(rows);
  }

  /** Deletes uploads that waited for a message longer than a day; answers how many. */
  async purgeExpiredPending(now = new Date()): Promise<number> {
    let removed = 0;
    for (;;) {
      const rows = await this.attachments.expiredPending(this.pendingSince(now), PURGE_BATCH);
      await this.removeRows(rows);
      removed += rows.length;
      if (rows.length < PURGE_BATCH) return removed;
    }
  }

  /** Every stored name a row holds. */
  storedNames(): Promise<string[]> {
    return this.attachments.storedNames();
  }

  private async removeRows(rows: MessageAttachmentEntity[]): Promise<void> {
    if (rows.length === 0) return;
    // Rows first: a file no row names is swept later, a row whose file is gone would answer 404.
    await this.attachments.remove(rows.map((row) => row.id));
    for (const row of rows) await this.removeFiles(row);
    this.logger.debug?.(`Removed ${rows.length} message attachment(s)`);
  }

  private async removeFiles({ originalKey, thumbnailKey }: Pick<NewAttachment, 'originalKey' | 'thumbnailKey'>): Promise<void> {
    await this.storage.remove('attachments', originalKey);
    await this.storage.remove('attachments', thumbnailKey);
  }

  private pendingSince(now: Date): Date {
    return new Date(now.getTime() - PENDING_MS);
  }
}
