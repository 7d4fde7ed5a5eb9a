import type { QueryRunner } from 'typeorm';
import { isOutsideOpenTransaction, runInOpenTransaction } from './open-transaction';

const runner = (name: string) => ({ name }) as unknown as QueryRunner;

describe('isOutsideOpenTransaction', () => {
  const transaction = runner('transaction');
  const other = runner('other');

  it('finds nothing outside the work of a transaction', () => {
    expect(isOutsideOpenTransaction(other)).toBe(false);
  });

  it("finds a statement on another runner during the work, not one on the transaction's own", async () => {
    await runInOpenTransaction(transaction, async () => {
      expect(isOutsideOpenTransaction(transaction)).toBe(false);
      expect(isOutsideOpenTransaction(other)).toBe(true);
    });
  });

  it('lets work that outlives the transaction, started without awaiting, use any connection', async () => {
    let release: () => void = () => undefined;
    const committed = new Promise<void>((done) => (release = done));
    let outside: boolean | null = null;
    let afterwards: Promise<void> = Promise.resolve();
    await runInOpenTransaction(transaction, async () => {
      afterwards = committed.then(() => {
        outside = isOutsideOpenTransaction(other);
      });
    });
    release();
    await afterwards;
    expect(outside).toBe(false);
  });
});
