import { createLiveHub } from './live-hub';

describe('createLiveHub', () => {
  it('hands a published event to the listeners of that event only, until they stop listening', () => {
    const hub = createLiveHub();
    const messages: unknown[] = [];
    const reads: unknown[] = [];
    const stop = hub.on('message', (payload) => messages.push(payload));
    hub.on('read', (payload) => reads.push(payload));

    hub.publish('message', { id: 1 });
    stop();
    hub.publish('message', { id: 2 });

    expect(messages).toEqual([{ id: 1 }]);
    expect(reads).toEqual([]);
  });

  it('reports the socket coming up and going down once per change', () => {
    const hub = createLiveHub();
    const changes: boolean[] = [];
    hub.onStatus((connected) => changes.push(connected));

    expect(hub.isConnected()).toBe(false);
    hub.setConnected(true);
    hub.setConnected(true);
    hub.setConnected(false);

    expect(changes).toEqual([true, false]);
    expect(hub.isConnected()).toBe(false);
  });
});
