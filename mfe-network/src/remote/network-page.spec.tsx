import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { aNurse, aPerson, NO_CONNECTION, pageOf } from '../test/a-nurse';
import { renderRemote } from '@nurse/host/testing';
import { NETWORK_PAGES } from './network-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

const grace = aPerson(2, 'Grace Hopper', { confirmedSpecialties: ['ICU', 'NICU', 'Oncology', 'Pediatrics'] });
const request = {
  id: 31,
  requesterId: 3,
  requester: { name: 'Clara Barton', profileImage: null },
  message: 'We met at the Dayton ICU conference.',
  status: 'pending',
  createdAt: new Date().toISOString(),
};

function serve(overrides: Record<string, unknown> = {}) {
  mockApi({
    'GET /api/users/1/connection-requests': { status: 200, body: pageOf([request]) },
    'GET /api/users/1/connections': { status: 200, body: pageOf([]) },
    'GET /api/users/search': { status: 200, body: pageOf([grace]) },
    'GET /api/users/1/connection-status/2': { status: 200, body: NO_CONNECTION },
    'GET /api/users/1/contact-standing/2': { status: 200, body: { standing: 'refused', canMessage: false } },
    'POST /api/connections/request': { status: 201, body: { id: 40, status: 'pending' } },
    'PUT /api/connections/31/status': { status: 200, body: { id: 31, status: 'accepted' } },
    ...(overrides as Record<string, { status: number; body?: unknown }>),
  });
}

async function search(text: string) {
  fireEvent.change(screen.getByRole('searchbox', { name: 'Search nurses' }), { target: { value: text } });
  // The search is sent 300 ms after typing stops.
  await act(() => new Promise((resolve) => setTimeout(resolve, 350)));
}

describe('NetworkPage', () => {
  it('searches 300 ms after typing stops and shows each nurse with three specialties, +N more and Connect', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    await search('grace');

    const card = await screen.findByRole('article', { name: 'Grace Hopper' });
    expect(within(card).getByText('ICU')).toBeTruthy();
    expect(within(card).getByText('+1 more')).toBeTruthy();
    expect(within(card).queryByText('Pediatrics')).toBeNull();
    expect(await within(card).findByRole('button', { name: 'Connect with Grace Hopper' })).toBeTruthy();
    expect(apiCalls.filter((call) => call.url === '/api/users/search')).toEqual([
      { method: 'GET', url: '/api/users/search', params: { q: 'grace', excludeUserId: 1 }, body: undefined },
    ]);
  });

  it('says when no nurse matches, and clears the results when the box is emptied', async () => {
    serve({ 'GET /api/users/search': { status: 200, body: pageOf([]) } });
    renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    await search('nobody');
    expect(await screen.findByText('No users found matching your search.')).toBeTruthy();

    await search('');
    expect(screen.queryByText('No users found matching your search.')).toBeNull();
  });

  it('shows a Search Error toast and no results when the search fails', async () => {
    serve({ 'GET /api/users/search': { status: 500, body: { message: 'boom' } } });
    renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    await search('grace');
    expect(await screen.findByText('Search Error')).toBeTruthy();
    expect(screen.getByText('Failed to search users. Please try again.')).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Grace Hopper' })).toBeNull();
  });

  it('sends a connection request only with a note, and says it was sent', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    await search('grace');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect with Grace Hopper' }));

    const dialog = await screen.findByRole('dialog', { name: 'Send Connection Request to Grace Hopper' });
    const send = within(dialog).getByRole('button', { name: 'Send Request' });
    expect(send.hasAttribute('disabled')).toBe(true);
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: '  We worked nights together.  ' } });
    fireEvent.click(send);

    expect(await screen.findByText('Connection Request Sent')).toBeTruthy();
    expect(apiCalls.find((call) => call.method === 'POST')).toEqual({
      method: 'POST',
      url: '/api/connections/request',
      params: undefined,
      body: { userId1: 1, userId2: 2, requesterId: 1, message: 'We worked nights together.' },
    });
  });

  it('keeps the note and shows the server’s reason when a request is refused', async () => {
    serve({
      'POST /api/connections/request': {
        status: 409,
        body: { message: 'This nurse has already sent you a connection request: accept it from your pending requests' },
      },
    });
    renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    await search('grace');
    fireEvent.click(await screen.findByRole('button', { name: 'Connect with Grace Hopper' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByRole('textbox'), { target: { value: 'Hello!' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send Request' }));

    expect(await screen.findByText(/already sent you a connection request/)).toBeTruthy();
    expect((within(dialog).getByRole('textbox') as HTMLTextAreaElement).value).toBe('Hello!');
  });

  it('lists pending requests with their note and accepts one', async () => {
    serve();
    renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    const item = await screen.findByRole('listitem', { name: 'Request from Clara Barton' });
    expect(within(item).getByText('We met at the Dayton ICU conference.')).toBeTruthy();

    fireEvent.click(within(item).getByRole('button', { name: 'Accept Clara Barton' }));
    expect(await screen.findByText('Connection accepted')).toBeTruthy();
    expect(apiCalls).toContainEqual({ method: 'PUT', url: '/api/connections/31/status', params: undefined, body: { status: 'accepted' } });
  });

  it('shows Request Sent, disabled, while her request waits', async () => {
    serve({ 'GET /api/users/1/connection-status/2': { status: 200, body: { id: 40, status: 'pending', requesterId: 1 } } });
    renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    await search('grace');
    const button = await screen.findByRole('button', { name: 'Request Sent' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });

  it('opens the conversation from Message once the two are connected', async () => {
    serve({ 'GET /api/users/1/connection-status/2': { status: 200, body: { id: 40, status: 'accepted', requesterId: 2 } } });
    const { currentLocation } = renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    await search('grace');
    fireEvent.click(await screen.findByRole('button', { name: 'Message Grace Hopper' }));
    await waitFor(() => expect(currentLocation()).toBe('/messages?userId=2'));
  });

  it('offers Message beside Connect when the other nurse lets her write first', async () => {
    serve({ 'GET /api/users/1/contact-standing/2': { status: 200, body: { standing: 'request', canMessage: true } } });
    const { currentLocation } = renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    await search('grace');
    expect(await screen.findByRole('button', { name: 'Connect with Grace Hopper' })).toBeTruthy();
    fireEvent.click(await screen.findByRole('button', { name: 'Message Grace Hopper' }));
    await waitFor(() => expect(currentLocation()).toBe('/messages?userId=2'));
  });

  it('refreshes the pending requests when the socket announces a new one', async () => {
    serve();
    const { live } = renderRemote(NETWORK_PAGES, '/network', { user: aNurse(), live: true });
    await screen.findByRole('listitem', { name: 'Request from Clara Barton' });
    const reads = () => apiCalls.filter((call) => call.url === '/api/users/1/connection-requests').length;
    const before = reads();

    act(() => live.publish('requests', { total: 2 }));
    await waitFor(() => expect(reads()).toBe(before + 1));
  });
});
