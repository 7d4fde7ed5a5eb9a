import { randomUUID } from 'node:crypto';
import type { FindOptionsWhere, QueryDeepPartialEntity, Repository } from 'typeorm';

/**
 * Inserts a row unless one with the same unique `key` exists (the insert is ignored, not failed), and
 * answers the row when this caller's insert made it, null when another's did: its random `claim` tells.
 * How instances agree that a piece of work (a day's pass, a reminder) is done once. Inside a
 * transaction the claim lasts only if that transaction commits.
 */
export async function insertClaim<T extends { id: number; claim: string }>(
  rows: Repository<T>,
  key: Partial<T>,
  rest: Partial<T>,
): Promise<T | null> {
  const claim = randomUUID();
  await rows
    .createQueryBuilder()
    .insert()
    .values({ ...key, ...rest, claim } as QueryDeepPartialEntity<T>)
    .orIgnore()
    .execute();
  const row = await rows.findOneBy(key as FindOptionsWhere<T>);
  return row?.claim === claim ? row : null;
}
