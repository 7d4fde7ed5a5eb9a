import { Column, CreateDateColumn, Entity, Index, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../../users/entities/user.entity';

/**
 * A nurse's private calendar feed of her expiry dates: one per nurse. Only the SHA-256 of its token is
 * kept, so the URL cannot be read back from the database; rotating replaces it, revoking deletes the row.
 */
@Entity('calendar_feeds')
export class CalendarFeedEntity {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  /** Hex SHA-256 of the URL's token. */
  @Index('uq_calendar_feeds_token', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  tokenHash: string;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
