import type { ContactPolicy } from '@nurse/domain';
import { Column, Entity, JoinColumn, OneToOne, PrimaryColumn } from 'typeorm';
import { UserEntity } from '../../users/entities/user.entity';

/** Who may start a conversation with her, and whether she shows read marks and typing. A nurse without a row has the defaults. */
@Entity('contact_settings')
export class ContactSettingsEntity {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @OneToOne(() => UserEntity, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'userId' })
  user?: UserEntity;

  @Column({ type: 'varchar', length: 16, default: 'connections' })
  contactPolicy: ContactPolicy;

  @Column({ type: 'boolean', default: true })
  readReceipts: boolean;
}
