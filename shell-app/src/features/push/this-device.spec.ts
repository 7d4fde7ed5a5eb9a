import {
  forgetThisDevice,
  keyBytes,
  PUSH_TEXTS,
  PushUnavailable,
  rememberThisDevice,
  subscribeThisDevice,
  thisDeviceId,
} from './this-device';

describe('push on this device', () => {
  beforeEach(() => localStorage.clear());

  it('turns the server’s base64url key into its bytes', () => {
    expect([...keyBytes('AQID_-8')]).toEqual([1, 2, 3, 255, 239]);
  });

  it('remembers the device the server stored for this browser', () => {
    expect(thisDeviceId()).toBeNull();
    rememberThisDevice(42);
    expect(thisDeviceId()).toBe(42);
  });

  it('tells her plainly when this browser cannot take pushes', async () => {
    await expect(subscribeThisDevice('AQID')).rejects.toEqual(new PushUnavailable(PUSH_TEXTS.unsupported));
  });

  it('on sign-out removes the device on the server and forgets it, even when the server cannot be reached', async () => {
    rememberThisDevice(7);
    const removed: number[] = [];
    await forgetThisDevice(async (id) => {
      removed.push(id);
      throw new Error('offline');
    });
    expect(removed).toEqual([7]);
    expect(thisDeviceId()).toBeNull();
    await forgetThisDevice(async (id) => removed.push(id));
    expect(removed).toEqual([7]);
  });
});
