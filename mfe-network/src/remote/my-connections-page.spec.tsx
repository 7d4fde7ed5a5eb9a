import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { aNurse, aPerson, pageOf } from '../test/a-nurse';
import { renderRemote } from '@nurse/host/testing';
import { NETWORK_PAGES } from './network-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

describe('MyConnectionsPage', () => {
  it('messages a connection from the dialog with Shift+Enter', async () => {
    mockApi({
      'GET /api/users/1/connection-requests': { status: 200, body: pageOf([]) },
      'GET /api/users/1/connections': { status: 200, body: pageOf([{ ...aPerson(2, 'Grace Hopper'), connectionId: 7 }]) },
      'POST /api/messages': { status: 201, body: { id: 1, ok: true } },
    });
    renderRemote(NETWORK_PAGES, '/my-connections', { user: aNurse(), live: true });
    expect(await screen.findByText('No pending connection requests')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to Dashboard' }).getAttribute('href')).toBe('/dashboard');

    fireEvent.click(await screen.findByRole('button', { name: 'Message Grace Hopper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send Message to Grace Hopper' });
    const text = within(dialog).getByRole('textbox');
    fireEvent.change(text, { target: { value: 'Coffee after handover?' } });
    fireEvent.keyDown(text, { key: 'Enter', shiftKey: true });

    expect(await screen.findByText('Message sent successfully')).toBeTruthy();
    expect(apiCalls).toContainEqual({
      method: 'POST',
      url: '/api/messages',
      params: undefined,
      body: { fromUserId: 1, toUserId: 2, content: 'Coffee after handover?' },
      headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('shows the credentials a connection chose to show on her card', async () => {
    mockApi({
      'GET /api/users/1/connection-requests': { status: 200, body: pageOf([]) },
      'GET /api/users/1/connections': { status: 200, body: pageOf([{ ...aPerson(2, 'Grace Hopper'), connectionId: 7 }]) },
      'GET /api/credentials/profile/2': {
        status: 200,
        body: {
          licences: [{ type: 'RN', state: 'TX', multistate: true, current: true, summary: 'RN, compact licence' }],
          certifications: [{ name: 'ACLS', current: true, summary: 'ACLS current' }],
        },
      },
    });
    renderRemote(NETWORK_PAGES, '/my-connections', { user: aNurse(), live: true });
    const credentials = await within(await screen.findByRole('article', { name: 'Grace Hopper' })).findByRole('list', {
      name: 'Credentials',
    });
    expect(
      within(credentials)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['RN, compact licence', 'ACLS current']);
  });

  it('says what failed and offers Retry when the connections cannot be read', async () => {
    mockApi({
      'GET /api/users/1/connection-requests': { status: 200, body: pageOf([]) },
      'GET /api/users/1/connections': { status: 503, body: { message: 'The database is not answering' } },
    });
    renderRemote(NETWORK_PAGES, '/my-connections', { user: aNurse(), live: true });
    expect(await screen.findByText('Failed to fetch connections')).toBeTruthy();
    expect(screen.getByText('The database is not answering')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });
});
