import { fireEvent, screen, waitFor } from '@testing-library/react';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { ROUTES } from '@nurse/domain';
import { shellApi } from '../../app/api';
import { renderScreen } from '../../test-utils/render';
import UnsubscribePage from './unsubscribe-page';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual<object>('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual<typeof import('@nurse/api-client/testing')>('@nurse/api-client/testing').mockBaseQuery,
}));

const messages = { category: 'message', categories: ['message'], label: 'Messages' };

describe('UnsubscribePage', () => {
  let stores: { dispatch: (action: unknown) => unknown }[] = [];
  afterEach(() => {
    stores.forEach((store) => store.dispatch(shellApi.util.resetApiState()));
    stores = [];
  });

  function renderAt(token: string) {
    const rendered = renderScreen(<UnsubscribePage />, { path: ROUTES.unsubscribe, at: `/unsubscribe/${token}` });
    stores.push(rendered.store);
  }

  it('asks before unsubscribing, and posts only when she presses Unsubscribe', async () => {
    mockApi({
      'GET /api/unsubscribe/signed.token': { status: 200, body: { ...messages, email: true } },
      'POST /api/unsubscribe/signed.token': { status: 200, body: { ...messages, email: false } },
    });
    renderAt('signed.token');
    expect(await screen.findByRole('heading', { name: 'Stop emails about messages?' })).toBeTruthy();
    expect(apiCalls.map((call) => call.method)).toEqual(['GET']);

    fireEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByText('You will no longer get emails about messages.')).toBeTruthy();
    expect(apiCalls.map((call) => call.method)).toEqual(['GET', 'POST']);
    expect(screen.getByRole('link', { name: 'Choose your emails in your settings' }).getAttribute('href')).toBe('/settings');
  });

  it('asks search engines not to index the page, whose address holds her signed token', async () => {
    mockApi({ 'GET /api/unsubscribe/signed.token': { status: 200, body: { ...messages, email: true } } });
    renderAt('signed.token');
    await screen.findByRole('heading', { name: 'Stop emails about messages?' });
    expect(document.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex, nofollow');
  });

  it('says so when the emails are already off', async () => {
    mockApi({ 'GET /api/unsubscribe/signed.token': { status: 200, body: { ...messages, email: false } } });
    renderAt('signed.token');
    expect(await screen.findByText('You do not get emails about messages.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it("shows the server's message for a tampered link and offers nothing to press", async () => {
    mockApi({
      'GET /api/unsubscribe/tampered': { status: 404, body: { statusCode: 404, message: 'This unsubscribe link is not valid.' } },
    });
    renderAt('tampered');
    expect(await screen.findByText('This unsubscribe link is not valid.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
    await waitFor(() => expect(apiCalls.filter((call) => call.method === 'POST')).toHaveLength(0));
  });
});
