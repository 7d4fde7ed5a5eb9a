import { Suspense } from 'react';
import { act, render, screen } from '@testing-library/react';
import { preloadable } from './preloadable';

function Greeting({ name }: { name: string }) {
  return <h1>{`Hello, ${name}`}</h1>;
}

const renderInSuspense = (ui: React.ReactNode) => render(<Suspense fallback={<p>Loading</p>}>{ui}</Suspense>);

describe('preloadable', () => {
  it('suspends while its code is downloading, then shows the component', async () => {
    let arrive: () => void = () => undefined;
    const load = jest.fn(() => new Promise<{ default: typeof Greeting }>((done) => (arrive = () => done({ default: Greeting }))));
    const Lazy = preloadable(load);
    renderInSuspense(<Lazy name="Ada" />);
    expect(screen.getByText('Loading')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'Hello, Ada' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders at once, without a fallback, once preloaded; the download is made once', async () => {
    const load = jest.fn(() => Promise.resolve({ default: Greeting }));
    const Lazy = preloadable(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    renderInSuspense(<Lazy name="Bea" />);
    expect(screen.getByRole('heading', { name: 'Hello, Bea' })).toBeTruthy();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('downloads again after a failed preload', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('ChunkLoadError')).mockResolvedValueOnce({ default: Greeting });
    const Lazy = preloadable<{ name: string }>(load);
    await expect(Lazy.preload()).rejects.toThrow('ChunkLoadError');
    renderInSuspense(<Lazy name="Cleo" />);
    expect(await screen.findByRole('heading', { name: 'Hello, Cleo' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
