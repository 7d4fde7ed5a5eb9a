import { Column, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';

/**
 * One device a nurse turned push on for: the push service's endpoint and the keys its payloads are
 * encrypted to. An endpoint belongs to one account at a time (`endpointKey`, its SHA-256, is unique:
 * endpoints are too long for a unique index of their own on MariaDB).
 */
@Entity('push_subscriptions')
@Index('idx_push_subscriptions_user', ['userId', 'id'])
@Index('idx_push_subscriptions_session', ['sessionId'])
export class PushSubscriptionEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  userId: number;

  @Column({ type: 'varchar', length: 1000 })
  endpoint: string;

  @Index('uq_push_subscriptions_endpoint', { unique: true })
  @Column({ type: 'varchar', length: 64 })
  endpointKey: string;

  /** The device's P-256 public key, base64url. */
  @Column({ type: 'varchar', length: 100 })
  p256dh: string;

  /** The device's authentication secret, base64url. */
  @Column({ type: 'varchar', length: 50 })
  auth: string;

  @Column({ type: 'varchar', length: 80 })
  deviceName: string;

  /** The session it was added in: signing out of it (or every session ending) removes the device. */
  @Column({ type: 'varchar', length: 64, nullable: true })
  sessionId: string | null;

  @Column({ type: 'datetime', precision: 3 })
  createdAt: Date;

  /** When a push service last accepted a push for it; null until then. */
  @Column({ type: 'datetime', precision: 3, nullable: true })
  lastUsedAt: Date | null;
}
