/** A pooled connection as its public events show it: 'end' and 'error' are the ones after which the pool drops it. */
export interface PooledConnectionEvents {
  once(event: 'end' | 'error', listener: () => void): unknown;
}

/**
 * The public events of a mysql2 pool: 'connection' (a new connection made), 'acquire' (one taken),
 * 'release' (one given back to the free list) and 'enqueue' (a request waits because none is free).
 */
export interface PoolEvents {
  on(event: 'connection' | 'acquire' | 'release', listener: (connection: PooledConnectionEvents) => void): unknown;
  on(event: 'enqueue', listener: () => void): unknown;
}

/**
 * Which connections of a mysql2 pool are open and which are in use, followed through the pool's
 * public events alone. A connection made before the watching began counts once it is first taken.
 * The pool hands a released connection straight to a waiting request without an event; it stays in
 * use then, as it is. No count of waiting requests is kept: nothing public tells when one stops waiting.
 */
export class PoolUsage {
  private readonly openConnections = new Set<PooledConnectionEvents>();
  private readonly busyConnections = new Set<PooledConnectionEvents>();

  constructor(pool: PoolEvents) {
    pool.on('connection', (connection) => this.seen(connection));
    pool.on('acquire', (connection) => {
      this.seen(connection);
      this.busyConnections.add(connection);
    });
    pool.on('release', (connection) => {
      this.seen(connection);
      this.busyConnections.delete(connection);
    });
  }

  get open(): number {
    return this.openConnections.size;
  }

  get inUse(): number {
    return this.busyConnections.size;
  }

  private seen(connection: PooledConnectionEvents): void {
    if (this.openConnections.has(connection)) return;
    this.openConnections.add(connection);
    // A connection closed or broken while in use is dropped by the pool without a 'release'.
    const closed = () => {
      this.openConnections.delete(connection);
      this.busyConnections.delete(connection);
    };
    connection.once('end', closed);
    connection.once('error', closed);
  }
}
