import { act, screen, waitFor } from '@testing-library/react';
import { LIVE_EVENTS } from '@nurse/domain';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { shellApi } from '../../app/api';
import { renderScreen } from '../../test-utils/render';
import { useBadges } from './use-badges';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual<object>('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual<typeof import('@nurse/api-client/testing')>('@nurse/api-client/testing').mockBaseQuery,
}));

const badgeReads = () => apiCalls.filter((call) => call.method === 'GET' && call.url === '/api/badges');

function Badges({ userId }: { userId: number | null }) {
  const { unreadMessages, messageRequests, pendingRequests, unreadNotifications } = useBadges(userId, '/dashboard');
  return (
    <p>{`messages ${unreadMessages}, message requests ${messageRequests}, requests ${pendingRequests}, bell ${unreadNotifications}`}</p>
  );
}

describe('useBadges', () => {
  let stores: { dispatch: (action: unknown) => unknown }[] = [];
  afterEach(() => {
    // Drops RTK Query's cache and polling timers so that jest can exit.
    stores.forEach((store) => store.dispatch(shellApi.util.resetApiState()));
    stores = [];
  });

  function renderBadges(userId: number | null) {
    const rendered = renderScreen(<Badges userId={userId} />);
    stores.push(rendered.store);
    return rendered;
  }

  it('reads the counts in one request, then follows the live socket without asking again', async () => {
    mockApi({
      'GET /api/badges': { status: 200, body: { unreadMessages: 2, messageRequests: 2, pendingRequests: 1, unreadNotifications: 3 } },
    });
    const { live } = renderBadges(7);
    expect(await screen.findByText('messages 2, message requests 2, requests 1, bell 3')).toBeTruthy();

    // The socket coming up reads them once more, for whatever came while it was down.
    act(() => live.setConnected(true));
    await waitFor(() => expect(badgeReads()).toHaveLength(2));
    await act(() => Promise.resolve());

    act(() => live.publish(LIVE_EVENTS.unread, { unreadCount: 5 }));
    act(() => live.publish(LIVE_EVENTS.requests, { total: 0 }));
    act(() => live.publish(LIVE_EVENTS.notifications, { unreadCount: 4 }));
    act(() => live.publish(LIVE_EVENTS.messageRequests, { pendingCount: 1 }));
    expect(await screen.findByText('messages 5, message requests 1, requests 0, bell 4')).toBeTruthy();
    // A payload without its count changes nothing.
    act(() => live.publish(LIVE_EVENTS.unread, { unread: 'many' }));
    expect(screen.getByText('messages 5, message requests 1, requests 0, bell 4')).toBeTruthy();
    expect(badgeReads()).toHaveLength(2);
  });

  it('asks nothing for a nurse who is not live yet', async () => {
    mockApi({
      'GET /api/badges': { status: 200, body: { unreadMessages: 9, messageRequests: 9, pendingRequests: 9, unreadNotifications: 9 } },
    });
    renderBadges(null);
    expect(await screen.findByText('messages 0, message requests 0, requests 0, bell 0')).toBeTruthy();
    await act(() => Promise.resolve());
    expect(badgeReads()).toHaveLength(0);
  });
});
