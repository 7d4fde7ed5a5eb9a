import { Column, PrimaryGeneratedColumn } from 'typeorm';

/**
 * The columns of a scheduled pass that every instance fires and one runs: the entity adds the unique
 * key the instances insert (see insert-claim.ts) and what the pass did.
 */
export abstract class ClaimedPass {
  @PrimaryGeneratedColumn()
  id: number;

  /** A random id of the claim, so the instance that inserted the row can tell it is its own. */
  @Column({ type: 'varchar', length: 36 })
  claim: string;

  @Column({ type: 'datetime' })
  startedAt: Date;

  @Column({ type: 'datetime', nullable: true })
  finishedAt: Date | null;
}
