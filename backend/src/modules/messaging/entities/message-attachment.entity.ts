import type { MessageAttachmentKind } from '@nurse/domain';
import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';
import { MessageEntity } from './message.entity';

/**
 * A photo or PDF attached to a private message. Uploaded first, it waits without a message (owned by
 * its sender) until a message claims it, or expires; its files live in the upload storage under
 * `attachments/`, under names this server made.
 */
@Entity('message_attachments')
@Index('idx_message_attachments_message', ['messageId', 'createdAt'])
@Index('idx_message_attachments_owner', ['ownerId', 'messageId'])
export class MessageAttachmentEntity {
  @PrimaryGeneratedColumn()
  id: number;

  /** The message it was sent with; null while it waits to be sent. */
  @Column({ type: 'int', nullable: true })
  messageId: number | null;

  @ManyToOne(() => MessageEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'messageId' })
  message?: MessageEntity;

  @Column({ type: 'int' })
  ownerId: number;

  @ManyToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'ownerId' })
  owner?: UserEntity;

  @Column({ type: 'varchar', length: 8 })
  kind: MessageAttachmentKind;

  /** The stored file's type, judged by its bytes (a HEIC photo is stored as JPEG). */
  @Column({ type: 'varchar', length: 64 })
  mime: string;

  /** The stored file's size. */
  @Column({ type: 'int' })
  bytes: number;

  /** The stored file's name under `attachments/`. */
  @Column({ type: 'varchar', length: 64 })
  originalKey: string;

  /** A photo's thumbnail (WebP, at most 320 px) under `attachments/`; null for a PDF. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  thumbnailKey: string | null;

  @Column({ type: 'int', nullable: true })
  width: number | null;

  @Column({ type: 'int', nullable: true })
  height: number | null;

  /** The name shown and sent in Content-Disposition, made safe from the name her device gave it. */
  @Column({ type: 'varchar', length: 255 })
  filename: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
