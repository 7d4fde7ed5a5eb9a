import { Entity, Index, PrimaryColumn } from 'typeorm';

/**
 * One specialty a nurse has experience in, kept in step with `users.confirmedSpecialties` by
 * UsersRepository, so that discovery by specialty reads an index instead of every profile.
 */
@Entity('user_specialties')
@Index('idx_user_specialties_user', ['userId'])
export class UserSpecialtyEntity {
  @PrimaryColumn({ type: 'varchar', length: 100 })
  specialty: string;

  @PrimaryColumn({ type: 'int' })
  userId: number;
}
