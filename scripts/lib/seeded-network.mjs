// Who the simulated nurses are: live nurses the network seed (backend/dist/seed.js --connections)
// stored with accepted connections, read from its MySQL/MariaDB database.
import mysql from 'mysql2/promise';

/** At most this many of each nurse's connections are kept: enough to spread her messages and reads. */
const CONNECTIONS_KEPT = 20;

/**
 * The first `count` live nurses with an accepted connection, each as
 * `{ id, email, connections: [{ id, name }] }`.
 */
export async function seededNurses(databaseUrl, count) {
  const db = await mysql.createConnection(databaseUrl);
  try {
    const [nurses] = await db.query(
      "SELECT u.id, u.email FROM users u WHERE u.accountStatus = 'live' AND EXISTS (" +
        "SELECT 1 FROM connections c WHERE c.status = 'accepted' AND (c.requesterId = u.id OR c.addresseeId = u.id)) " +
        'ORDER BY u.id LIMIT ?',
      [count],
    );
    if (nurses.length === 0) return [];
    const ids = nurses.map((nurse) => nurse.id);
    const [pairs] = await db.query(
      "SELECT requesterId, addresseeId FROM connections WHERE status = 'accepted' AND (requesterId IN (?) OR addresseeId IN (?))",
      [ids, ids],
    );
    const others = new Map(ids.map((id) => [id, []]));
    for (const { requesterId, addresseeId } of pairs) {
      if (others.get(requesterId)?.length < CONNECTIONS_KEPT) others.get(requesterId).push(addresseeId);
      if (others.get(addresseeId)?.length < CONNECTIONS_KEPT) others.get(addresseeId).push(requesterId);
    }
    const [named] = await db.query('SELECT id, name FROM users WHERE id IN (?)', [[...new Set([...others.values()].flat())]]);
    const names = new Map(named.map((user) => [user.id, user.name]));
    return nurses.map((nurse) => ({
      ...nurse,
      connections: others.get(nurse.id).map((id) => ({ id, name: names.get(id) })),
    }));
  } finally {
    await db.end();
  }
}
