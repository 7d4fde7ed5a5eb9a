import type { AppConfig } from '../../config/app-config';
import { DomainEventBus } from '../../events/domain-event-bus.service';
import { WalletReadCache } from './wallet-read-cache.service';

const events = new DomainEventBus(null);

function cache(): WalletReadCache {
  const walletCache = new WalletReadCache({ readCacheMs: 60_000 } as AppConfig, events);
  walletCache.onModuleInit();
  return walletCache;
}

/** A read that counts how often it ran and answers a fresh list of rows each time. */
function counted() {
  let reads = 0;
  return {
    read: async () => [{ id: ++reads }],
    get reads() {
      return reads;
    },
  };
}

describe('the wallet read cache', () => {
  it('reads a part once for a burst of requests, and hands out rows no request can change', async () => {
    const walletCache = cache();
    const licences = counted();
    const first = await walletCache.read(7, 'licences', licences.read);
    expect(await walletCache.read(7, 'licences', licences.read)).toBe(first);
    expect(licences.reads).toBe(1);
    expect(() => {
      (first[0] as { id: number }).id = 99;
    }).toThrow(TypeError);
    expect(() => first.push({ id: 100 })).toThrow(TypeError);
  });

  it('drops every part of one nurse when her wallet changed, and only hers', async () => {
    const walletCache = cache();
    const [herLicences, herPackets, othersLicences] = [counted(), counted(), counted()];
    await walletCache.read(7, 'licences', herLicences.read);
    await walletCache.read(7, 'packets', herPackets.read);
    await walletCache.read(8, 'licences', othersLicences.read);

    events.publish([{ type: 'wallet-changed', userId: 7 }]);
    await walletCache.read(7, 'licences', herLicences.read);
    await walletCache.read(7, 'packets', herPackets.read);
    await walletCache.read(8, 'licences', othersLicences.read);
    expect([herLicences.reads, herPackets.reads, othersLicences.reads]).toEqual([2, 2, 1]);
  });

  it('keeps her nothing as nothing: a part she does not have is read once too', async () => {
    const walletCache = cache();
    let reads = 0;
    const noFeed = async () => {
      reads += 1;
      return null;
    };
    expect(await walletCache.read(7, 'calendar-feed', noFeed)).toBeNull();
    expect(await walletCache.read(7, 'calendar-feed', noFeed)).toBeNull();
    expect(reads).toBe(1);
  });
});
