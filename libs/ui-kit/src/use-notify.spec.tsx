import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AppProviders } from './app-providers';
import { useNotify, type Notify } from './use-notify';

function renderWithNotify() {
  let notify: Notify | null = null;
  function Probe() {
    notify = useNotify();
    return <button type="button">Elsewhere</button>;
  }
  render(
    <AppProviders>
      <Probe />
    </AppProviders>,
  );
  return () => {
    if (!notify) throw new Error('useNotify did not render');
    return notify;
  };
}

describe('useNotify', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows a success toast with its title and description, politely', async () => {
    const notify = renderWithNotify();
    act(() => notify().success('Profile Updated', 'Your changes were saved.'));
    expect(await screen.findByText('Profile Updated')).toBeTruthy();
    expect(screen.getByText('Your changes were saved.')).toBeTruthy();
    expect(screen.getByRole('status').textContent).toContain('Profile Updated');
  });

  it('announces an error assertively', async () => {
    const notify = renderWithNotify();
    act(() => notify().error('Update Failed'));
    expect((await screen.findByRole('alert')).textContent).toContain('Update Failed');
  });

  it('shows one toast at a time: a new one replaces the last', async () => {
    const notify = renderWithNotify();
    act(() => notify().info('First'));
    act(() => notify().info('Second'));
    expect(await screen.findByText('Second')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('First')).toBeNull());
  });

  it('keeps a toast for 5 seconds', async () => {
    const notify = renderWithNotify();
    act(() => notify().success('Saved'));
    expect(await screen.findByText('Saved')).toBeTruthy();
    act(() => jest.advanceTimersByTime(4500));
    expect(screen.getByText('Saved')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1500));
    await waitFor(() => expect(screen.queryByText('Saved')).toBeNull());
  });

  it('moves focus to the notifications on F8', async () => {
    const notify = renderWithNotify();
    act(() => notify().success('Saved'));
    await screen.findByText('Saved');
    screen.getByRole('button', { name: 'Elsewhere' }).focus();
    fireEvent.keyDown(document, { key: 'F8' });
    const region = screen.getByRole('region', { name: 'Notifications (F8)' });
    expect(document.activeElement).toBe(region);
    expect(region.textContent).toContain('Saved');
  });
});
