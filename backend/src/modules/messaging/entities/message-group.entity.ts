import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** A named conversation of several nurses; its members are message_group_members rows. */
@Entity('message_groups')
export class MessageGroupEntity {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: 60 })
  name: string;

  /** Who may rename it and remove members: its starter, then the earliest remaining member once she left. */
  @Column({ type: 'int' })
  creatorId: number;

  @CreateDateColumn({ type: 'datetime' })
  createdAt: Date;

  /** Its latest message, moved in the send's transaction; null before the first. */
  @Column({ type: 'int', nullable: true })
  lastMessageId: number | null;
}
