import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { shellApi } from '../../app/api';
import { renderScreen } from '../../test-utils/render';
import { NotificationBell } from './notification-bell';
import type { NotificationItem } from './notifications-api';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual<object>('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual<typeof import('@nurse/api-client/testing')>('@nurse/api-client/testing').mockBaseQuery,
}));

const sent = (method: string, url: string) => apiCalls.filter((call) => call.method === method && call.url === url);

const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

const notification = (overrides: Partial<NotificationItem>): NotificationItem => ({
  id: 1,
  category: 'message',
  text: 'Ada Nurse sent you a message',
  link: '/messages?with=5',
  read: false,
  createdAt: minutesAgo(5),
  ...overrides,
});

describe('NotificationBell', () => {
  let stores: { dispatch: (action: unknown) => unknown }[] = [];
  afterEach(() => {
    // Drops RTK Query's cache timers so that jest can exit.
    stores.forEach((store) => store.dispatch(shellApi.util.resetApiState()));
    stores = [];
  });

  function renderBell(unreadCount: number) {
    const rendered = renderScreen(<NotificationBell unreadCount={unreadCount} />);
    stores.push(rendered.store);
    return rendered;
  }

  it('names the unread count it is given', async () => {
    renderBell(3);
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toBeTruthy();
    renderBell(0);
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeTruthy();
  });

  it('lists her notifications newest first, marks the unread ones and opens one as read', async () => {
    mockApi({
      'GET /api/notifications': {
        status: 200,
        body: {
          items: [
            notification({ id: 2, text: 'Ada Nurse sent you a message', createdAt: minutesAgo(2) }),
            notification({
              id: 1,
              text: 'Grace Nurse accepted your connection request',
              link: '/my-connections',
              read: true,
              createdAt: minutesAgo(90),
            }),
          ],
          nextCursor: null,
        },
      },
      'PUT /api/notifications/2/read': { status: 200, body: notification({ id: 2, read: true }) },
    });
    renderBell(1);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));

    const list = await screen.findByRole('list', { name: 'Your notifications' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([
      'Unread: Ada Nurse sent you a message2 min ago',
      'Grace Nurse accepted your connection request1 h ago',
    ]);
    expect(links[0]?.getAttribute('href')).toBe('/messages?with=5');
    expect(sent('GET', '/api/notifications')[0]?.params).toEqual({ pageSize: 20 });

    fireEvent.click(links[0] as HTMLElement);
    expect(await screen.findByText('Navigated away')).toBeTruthy();
    await waitFor(() => expect(sent('PUT', '/api/notifications/2/read')).toHaveLength(1));
  });

  it('marks all as read and loads older ones with the cursor', async () => {
    mockApi({
      'GET /api/notifications': ({ params }) =>
        params?.['cursor'] === 'older'
          ? { status: 200, body: { items: [notification({ id: 1, text: 'An older one', read: true })], nextCursor: null } }
          : { status: 200, body: { items: [notification({ id: 2, text: 'The newest one' })], nextCursor: 'older' } },
      'PUT /api/notifications/read-all': { status: 200, body: { unreadCount: 0 } },
    });
    renderBell(2);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    expect(await screen.findByText('The newest one')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('An older one')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(sent('PUT', '/api/notifications/read-all')).toHaveLength(1));
  });

  it('says so when there is nothing yet, and links to the settings', async () => {
    mockApi({
      'GET /api/notifications': { status: 200, body: { items: [], nextCursor: null } },
    });
    renderBell(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText('No notifications yet')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Mark all as read' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('link', { name: 'Notification settings' }).getAttribute('href')).toBe('/settings');
  });
});
