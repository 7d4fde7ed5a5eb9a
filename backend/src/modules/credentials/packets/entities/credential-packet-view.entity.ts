import { Column, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import type { PacketViewItem } from '../packet-rules';
import { CredentialPacketEntity } from './credential-packet.entity';

/**
 * One look at a shared packet: the page opened or a document downloaded. Kept for her audit log only:
 * when, what, the viewer's network (/24 or /48, never the full address) and browser description.
 */
@Entity('credential_packet_views')
@Index('idx_credential_packet_views_packet', ['packetId', 'id'])
export class CredentialPacketViewEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'int' })
  packetId: number;

  @ManyToOne(() => CredentialPacketEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'packetId' })
  packet?: CredentialPacketEntity;

  @Column({ type: 'datetime' })
  viewedAt: Date;

  @Column({ type: 'varchar', length: 16 })
  item: PacketViewItem;

  /** The licence or certification downloaded; null for the page, transcript and résumé. */
  @Column({ type: 'int', nullable: true })
  entryId: number | null;

  @Column({ type: 'varchar', length: 64, nullable: true })
  network: string | null;

  @Column({ type: 'varchar', length: 160, nullable: true })
  userAgent: string | null;
}
