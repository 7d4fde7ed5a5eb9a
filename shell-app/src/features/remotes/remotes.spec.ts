import { loadRemote } from '@module-federation/enhanced/runtime';
import { loadRemoteComponent, remoteLoader } from './remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

const manifest = { remotes: [{ name: 'mfe_network', entry: '/remotes/mfe-network/remoteEntry.js' }] };

describe('loading a remote page', () => {
  beforeEach(() => {
    global.fetch = jest.fn(() => Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(manifest) } as Response));
  });

  it('awaits the code the page says its address needs before handing the page over', async () => {
    const events: string[] = [];
    const InterestsPage = Object.assign(() => null, {
      preload: () =>
        new Promise<void>((done) =>
          setTimeout(() => {
            events.push('job board downloaded');
            done();
          }, 10),
        ),
    });
    jest.mocked(loadRemote).mockResolvedValue({ default: InterestsPage });
    const page = await loadRemoteComponent('mfe_network/InterestsPage');
    events.push('page handed over');
    expect(page).toBe(InterestsPage);
    expect(events).toEqual(['job board downloaded', 'page handed over']);
  });

  it('hands the page over when the part it preloads cannot be downloaded: that part loads when shown', async () => {
    const NetworkPage = Object.assign(() => null, { preload: () => Promise.reject(new Error('ChunkLoadError')) });
    jest.mocked(loadRemote).mockResolvedValue({ default: NetworkPage });
    await expect(loadRemoteComponent('mfe_network/NetworkPage')).resolves.toBe(NetworkPage);
  });

  it('gives one loader per exposed module, so a page and its early download share one download', () => {
    expect(remoteLoader('mfe_network/MessagesPage')).toBe(remoteLoader('mfe_network/MessagesPage'));
    expect(remoteLoader('mfe_network/MessagesPage')).not.toBe(remoteLoader('mfe_network/NetworkPage'));
  });
});
