import { EventEmitter } from 'node:events';
import { PoolUsage } from './pool-usage';

describe('PoolUsage', () => {
  let pool: EventEmitter;
  let usage: PoolUsage;
  beforeEach(() => {
    pool = new EventEmitter();
    usage = new PoolUsage(pool);
  });

  it('counts connections made, taken and given back', () => {
    const [first, second] = [new EventEmitter(), new EventEmitter()];
    pool.emit('connection', first);
    pool.emit('acquire', first);
    pool.emit('connection', second);
    pool.emit('acquire', second);
    expect([usage.open, usage.inUse]).toEqual([2, 2]);
    pool.emit('release', first);
    expect([usage.open, usage.inUse]).toEqual([2, 1]);
    pool.emit('acquire', first);
    pool.emit('release', first);
    pool.emit('release', second);
    expect([usage.open, usage.inUse]).toEqual([2, 0]);
  });

  it('drops a connection that ends or breaks, also while in use', () => {
    const [ending, breaking] = [new EventEmitter(), new EventEmitter()];
    for (const connection of [ending, breaking]) {
      pool.emit('connection', connection);
      pool.emit('acquire', connection);
    }
    ending.emit('end');
    breaking.emit('error', new Error('Connection lost'));
    expect([usage.open, usage.inUse]).toEqual([0, 0]);
  });

  it('counts a connection made before it began watching once it is taken', () => {
    const earlier = new EventEmitter();
    pool.emit('acquire', earlier);
    expect([usage.open, usage.inUse]).toEqual([1, 1]);
    pool.emit('release', earlier);
    expect([usage.open, usage.inUse]).toEqual([1, 0]);
  });
});
