import { availableParallelism } from 'node:os';
import { CONCURRENT_HASHES, PasswordHasherService } from './password-hasher.service';

let running = 0;
let mostAtOnce = 0;
const release: (() => void)[] = [];

jest.mock('argon2', () => {
  const slow = (answer: unknown) => () =>
    new Promise((resolve) => {
      running += 1;
      mostAtOnce = Math.max(mostAtOnce, running);
      release.push(() => {
        running -= 1;
        resolve(answer);
      });
    });
  return { argon2id: 2, hash: jest.fn(slow('$argon2id$hash')), verify: jest.fn(slow(true)) };
});

async function settle(): Promise<void> {
  for (let turn = 0; turn < 5; turn += 1) await Promise.resolve();
}

it('runs no more hashes at once than the cores less one and queues the rest, so a burst of sign-ins leaves the event loop a core', async () => {
  const hasher = new PasswordHasherService();
  const burst = [...Array.from({ length: 6 }, () => hasher.verify('$argon2id$hash', 'secret')), hasher.hash('secret')];
  await settle();
  expect(running).toBe(CONCURRENT_HASHES);
  while (release.length > 0) {
    release.shift()!();
    await settle();
  }
  await expect(Promise.all(burst)).resolves.toEqual([true, true, true, true, true, true, '$argon2id$hash']);
  expect(mostAtOnce).toBe(CONCURRENT_HASHES);
  expect(CONCURRENT_HASHES).toBe(Math.max(1, availableParallelism() - 1));
});
