import { fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { TOP_BAR_AREAS, TopBar } from './top-bar';

function renderBar(props: Partial<Parameters<typeof TopBar>[0]> = {}) {
  const onLogout = jest.fn();
  render(
    <MemoryRouter initialEntries={['/network']}>
      <TopBar userName="Ada Lovelace" onLogout={onLogout} areas={TOP_BAR_AREAS} {...props} />
    </MemoryRouter>,
  );
  return { onLogout };
}

describe('TopBar', () => {
  it('links the brand and the five areas', () => {
    renderBar();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const hrefs = Array.from(nav.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    expect(hrefs).toEqual([
      ['Chat', '/dashboard'],
      ['Interests', '/areas-of-interest'],
      ['Jobs', '/areas-of-interest?tab=jobs'],
      ['Network', '/network'],
      ['Messages', '/messages'],
    ]);
    expect(screen.getByRole('link', { name: /Nurse Career Network/ }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByText('AL')).toBeTruthy();
  });

  it('opens her account menu from her photo, with her profile, her wallet and her settings', () => {
    renderBar();
    const account = screen.getByRole('button', { name: 'Your account (Ada Lovelace)' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();

    fireEvent.click(account);
    expect(account.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Your profile' }).getAttribute('href')).toBe('/profile');
    expect(screen.getByRole('link', { name: 'Wallet' }).getAttribute('href')).toBe('/wallet');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/settings');

    fireEvent.keyDown(document, { key: 'Escape' });
    expect(account.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(account);
  });

  it('adds the entries it is given to her account menu, after her settings', () => {
    renderBar({
      accountMenuItems: (
        <li>
          <button type="button">Install the app</button>
        </li>
      ),
    });
    fireEvent.click(screen.getByRole('button', { name: 'Your account (Ada Lovelace)' }));
    const entries = Array.from(document.querySelectorAll('.nk-account-menu__list > li')).map((item) => item.textContent);
    expect(entries).toEqual(['Your profile', 'Wallet', 'Settings', 'Install the app']);
  });

  it('shows the notifications bell it is given', () => {
    renderBar({ notifications: <button type="button">Notifications</button> });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('links only the areas it is given', () => {
    renderBar({ areas: TOP_BAR_AREAS.filter((area) => area.label === 'Chat') });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(Array.from(nav.querySelectorAll('a')).map((a) => a.getAttribute('href'))).toEqual(['/dashboard']);
  });

  it('marks the current area', () => {
    renderBar();
    expect(screen.getByRole('link', { name: 'Network' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows capped badges on Network and Messages', () => {
    renderBar({ pendingRequests: 3, unreadMessages: 14 });
    expect(screen.getByLabelText('3 pending connection requests').textContent).toBe('3');
    expect(screen.getByLabelText('14 unread messages').textContent).toBe('9+');
  });

  it('adds the message requests waiting for her answer to the Messages badge', () => {
    renderBar({ unreadMessages: 1, messageRequests: 2 });
    expect(screen.getByLabelText('3 unread messages and message requests').textContent).toBe('3');
  });

  it('logs out from the button', () => {
    const { onLogout } = renderBar();
    fireEvent.click(screen.getByRole('button', { name: 'Logout' }));
    expect(onLogout).toHaveBeenCalledTimes(1);
  });
});
