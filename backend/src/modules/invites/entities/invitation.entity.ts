import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

export const ADMIN_INVITER_KEY = 'admin';

/** One invitation per (email, inviter); resending bumps the count. */
@Entity('invitations')
@Index('uq_invitations_email_inviter', ['email', 'inviterKey'], { unique: true })
export class InvitationEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Index('idx_invitations_email')
  @Column({ type: 'varchar', length: 254 })
  email: string;

  /** 'user:{id}' for a nurse, 'admin' for an administrator. */
  @Column({ type: 'varchar', length: 40 })
  inviterKey: string;

  @Column({ type: 'int', nullable: true })
  invitedByUserId: number | null;

  @ManyToOne(() => UserEntity, { nullable: true, onDelete: 'SET NULL' })
  @JoinColumn({ name: 'invitedByUserId' })
  invitedBy: UserEntity | null;

  @Column({ type: 'int', default: 1 })
  sendCount: number;

  @Index('idx_invitations_last_sent')
  @Column({ type: 'datetime' })
  lastSentAt: Date;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;
}
