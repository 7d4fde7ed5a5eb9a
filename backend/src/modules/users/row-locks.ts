import { In } from 'typeorm';
import { UserEntity } from './entities/user.entity';
import { managerOf, type Transaction } from '../../database/transaction';

/**
 * Holds the nurses' account rows until `tx` ends, taken in id order so that two transactions locking
 * the same nurses run one after the other instead of deadlocking. SQLite runs one transaction at a
 * time already.
 */
export async function lockNurses(userIds: readonly number[], tx: Transaction): Promise<void> {
  const manager = managerOf(tx);
  if (manager.connection.options.type !== 'mysql') return;
  await manager
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .select('u.id')
    .setLock('pessimistic_write')
    .where({ id: In([...userIds]) })
    .orderBy('u.id')
    .getMany();
}

/**
 * Holds the nurse's account row until `tx` ends, so that her writes that check a count before adding
 * (a cap on what she may hold) run one after another.
 */
export function lockNurse(userId: number, tx: Transaction): Promise<void> {
  return lockNurses([userId], tx);
}
