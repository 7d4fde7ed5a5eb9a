import { act, fireEvent, render, screen } from '@testing-library/react';
import type { RemoteHost, RemoteModuleProps } from '@nurse/federation';
import { preloadRemote, RemoteArea } from './remote-area';

const host: RemoteHost = { injectApi: jest.fn(), hasApi: () => false };

function AdminLogin({ host: given }: RemoteModuleProps) {
  return <h1>{given === host ? 'Admin sign in' : 'wrong host'}</h1>;
}

describe('RemoteArea', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => consoleError.mockRestore());

  it('shows a spinner, then the remote with the host', async () => {
    let resolve: (component: typeof AdminLogin) => void = () => undefined;
    const load = jest.fn(() => new Promise<typeof AdminLogin>((done) => (resolve = done)));
    render(<RemoteArea load={load} host={host} />);
    expect(screen.getByRole('status')).toBeTruthy();
    await act(async () => resolve(AdminLogin));
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeTruthy();
    expect(load).toHaveBeenCalledWith({ reload: false });
  });

  it('shows a remote downloaded beforehand at once, with no spinner, and downloads it once', async () => {
    const load = jest.fn(() => Promise.resolve(AdminLogin));
    await preloadRemote(load);
    render(<RemoteArea load={load} host={host} />);
    expect(screen.getByRole('heading', { name: 'Admin sign in' })).toBeTruthy();
    expect(screen.queryByRole('status')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('offers Retry when the remote cannot be downloaded, and loads it again', async () => {
    const load = jest
      .fn()
      .mockRejectedValueOnce(new Error('ScriptExternalLoadError: remoteEntry.js 404'))
      .mockResolvedValueOnce(AdminLogin);
    render(
      <>
        <nav>Rest of the shell</nav>
        <RemoteArea load={load} host={host} />
      </>,
    );
    expect(await screen.findByText('This area is temporarily unavailable.')).toBeTruthy();
    expect(screen.getByText('Rest of the shell')).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);

    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Admin sign in' })).toBeTruthy();
    expect(load).toHaveBeenLastCalledWith({ reload: true });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('catches a remote that throws while rendering', async () => {
    function Broken(): never {
      throw new Error('boom');
    }
    const load = jest.fn().mockResolvedValue(Broken);
    render(<RemoteArea load={load} host={host} />);
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('This area is temporarily unavailable.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
