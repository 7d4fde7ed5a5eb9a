import { UserEntity } from '../modules/users/entities/user.entity';
import { managerOf, type Transaction } from './transaction';

/**
 * Holds the nurse's account row until `tx` ends, so that her writes that check a count before adding
 * (a cap on what she may hold) run one after another. SQLite runs one transaction at a time already.
 */
export async function lockNurse(userId: number, tx: Transaction): Promise<void> {
  const manager = managerOf(tx);
  if (manager.connection.options.type !== 'mysql') return;
  await manager
    .getRepository(UserEntity)
    .createQueryBuilder('u')
    .select('u.id')
    .setLock('pessimistic_write')
    .where({ id: userId })
    .getOne();
}
