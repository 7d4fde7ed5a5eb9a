/**
 * SQL that holds when the two users named by `a` and `b` (column expressions) have no block between
 * them either way, as two primary-key probes: for the queries that leave such pairs out (people search
 * here, and the connections and messaging modules above; the blocks table is the connections module's).
 */
export const noBlockBetween = (a: string, b: string): string =>
  `NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.blockerId = ${a} AND bl.blockedId = ${b}) ` +
  `AND NOT EXISTS (SELECT 1 FROM blocks bl WHERE bl.blockerId = ${b} AND bl.blockedId = ${a})`;
