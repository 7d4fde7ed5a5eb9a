import { Column, Entity, PrimaryColumn } from 'typeorm';

/** When a nurse was last seen: a signed-in request, or a tab with its live socket open. */
@Entity('nurse_activity')
export class NurseActivityEntity {
  @PrimaryColumn({ type: 'int' })
  userId: number;

  @Column({ type: 'datetime', precision: 3 })
  lastActiveAt: Date;
}
