import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiCalls } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { aNurse } from '../test/a-nurse';
import { detail, groupMessage, hoursAgo, serveGroup } from '../test/a-group';
import { NETWORK_PAGES } from './network-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

describe('MessagesPage: groups', () => {
  it('lists a group beside the pairs, latest first, with its members and unread count', async () => {
    serveGroup();
    renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
    const list = await screen.findByRole('navigation', { name: 'Conversations' });
    const rows = await within(list).findAllByRole('button');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('ICU night shift'),
      expect.stringContaining('Grace Hopper'),
    ]);
    expect(within(rows[0]).getByText('Group · 3 members')).toBeTruthy();
    expect(within(rows[0]).getByLabelText('2 unread messages')).toBeTruthy();
  });

  it('opens the group thread from ?group=, with senders, Read by on hers, and marks it read', async () => {
    serveGroup();
    renderRemote(NETWORK_PAGES, '/messages?groupId=5', { user: aNurse(), live: true });
    const thread = await screen.findByRole('region', { name: 'Group conversation ICU night shift' }, { timeout: 5000 });
    const theirs = (await within(thread).findByText('Handover at seven')).closest('li') as HTMLElement;
    expect(within(theirs).getByText('Grace Hopper')).toBeTruthy();
    const mine = within(thread).getByText('Who takes bay 3?').closest('li') as HTMLElement;
    expect(within(mine).getByText(/Read by 1/)).toBeTruthy();
    expect(within(thread).getByText('3 members')).toBeTruthy();
    await waitFor(() => expect(apiCalls).toContainEqual(expect.objectContaining({ method: 'PUT', url: '/api/groups/5/read' })));
  });

  it('sends to the group with an idempotency key', async () => {
    serveGroup({ 'POST /api/groups/5/messages': { status: 201, body: { ...groupMessage(22, 1, 'Mary Seacole', 'On my way'), ok: true } } });
    renderRemote(NETWORK_PAGES, '/messages?groupId=5', { user: aNurse(), live: true });
    const box = await screen.findByRole('textbox', { name: 'Message to ICU night shift' }, { timeout: 5000 });
    fireEvent.change(box, { target: { value: 'On my way' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    await waitFor(() =>
      expect(apiCalls).toContainEqual(
        expect.objectContaining({
          method: 'POST',
          url: '/api/groups/5/messages',
          body: { content: 'On my way' },
          headers: { 'Idempotency-Key': expect.stringMatching(/^[0-9a-f-]{36}$/) },
        }),
      ),
    );
  });

  it('names who is typing in the group, and ignores typing in a pair', async () => {
    serveGroup();
    const { live } = renderRemote(NETWORK_PAGES, '/messages?groupId=5', { user: aNurse(), live: true });
    const thread = await screen.findByRole('region', { name: 'Group conversation ICU night shift' }, { timeout: 5000 });
    await within(thread).findByText('Handover at seven');
    act(() => live.publish('typing', { userId: 3 }));
    expect(within(thread).queryByText(/is typing/)).toBeNull();
    act(() => live.publish('typing', { userId: 3, groupId: 5 }));
    expect(await within(thread).findByText('Clara is typing…')).toBeTruthy();
  });

  it('says she is no longer a member when the group is removed from her, live', async () => {
    serveGroup();
    const { live } = renderRemote(NETWORK_PAGES, '/messages?groupId=5', { user: aNurse(), live: true });
    await screen.findByRole('region', { name: 'Group conversation ICU night shift' }, { timeout: 5000 });
    act(() => live.publish('group-removed', { groupId: 5 }));
    expect(await screen.findByText('You are no longer a member of this group.')).toBeTruthy();
  });

  it('asks for a name and a connection, then creates the group and opens it', async () => {
    serveGroup({ 'POST /api/groups': { status: 201, body: detail({ id: 6, name: 'Charge nurses' }) } });
    const { currentLocation } = renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
    fireEvent.click(await screen.findByRole('button', { name: 'New group' }));
    const form = await screen.findByRole('dialog', { name: 'New group' }, { timeout: 5000 });
    fireEvent.click(within(form).getByRole('button', { name: 'Create group' }));
    expect(await within(form).findByText('Please give the group a name')).toBeTruthy();
    expect(within(form).getByText('Choose at least one connection to add')).toBeTruthy();
    fireEvent.change(within(form).getByRole('textbox', { name: 'Group name' }), { target: { value: '  Charge nurses ' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'Filter your connections' }), { target: { value: 'edi' } });
    fireEvent.click(await within(form).findByRole('checkbox', { name: 'Edith Cavell' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(apiCalls).toContainEqual(
        expect.objectContaining({ method: 'POST', url: '/api/groups', body: { name: 'Charge nurses', memberIds: [4] } }),
      ),
    );
    await waitFor(() => expect(currentLocation()).toBe('/messages?groupId=6'));
  });

  it('lets the creator rename and remove, and any member add her connections and leave after confirming', async () => {
    serveGroup({
      'PATCH /api/groups/5': { status: 200, body: detail({ name: 'ICU nights' }) },
      'DELETE /api/groups/5/members/3': { status: 204 },
      'DELETE /api/groups/5/members/1': { status: 204 },
      'POST /api/groups/5/members': { status: 201, body: detail() },
    });
    const { currentLocation } = renderRemote(NETWORK_PAGES, '/messages?groupId=5', { user: aNurse(), live: true });
    const thread = await screen.findByRole('region', { name: 'Group conversation ICU night shift' }, { timeout: 5000 });
    await within(thread).findByText('Handover at seven');
    fireEvent.click(within(thread).getByRole('button', { name: 'Group details' }));
    const details = await screen.findByRole('dialog', { name: 'Details of ICU night shift' }, { timeout: 5000 });

    fireEvent.change(within(details).getByRole('textbox', { name: 'Group name' }), { target: { value: 'ICU nights' } });
    fireEvent.click(within(details).getByRole('button', { name: 'Rename' }));
    await waitFor(() =>
      expect(apiCalls).toContainEqual(expect.objectContaining({ method: 'PATCH', url: '/api/groups/5', body: { name: 'ICU nights' } })),
    );

    fireEvent.click(within(details).getByRole('button', { name: 'Remove Clara Barton from the group' }));
    await waitFor(() => expect(apiCalls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/groups/5/members/3' })));

    // Only connections outside the group are offered.
    expect(within(details).queryByRole('checkbox', { name: 'Grace Hopper' })).toBeNull();
    fireEvent.click(await within(details).findByRole('checkbox', { name: 'Edith Cavell' }));
    fireEvent.click(within(details).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(apiCalls).toContainEqual(expect.objectContaining({ method: 'POST', url: '/api/groups/5/members', body: { userIds: [4] } })),
    );

    fireEvent.click(within(details).getByRole('button', { name: 'Leave group' }));
    // Under test every antd title has the same id, so the confirmation is found by its title's text.
    const confirm = (await screen.findByText('Leave ICU night shift?', {}, { timeout: 5000 })).closest('[role="dialog"]') as HTMLElement;
    fireEvent.click(within(confirm).getByRole('button', { name: 'Leave group' }));
    await waitFor(() => expect(apiCalls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/groups/5/members/1' })));
    await waitFor(() => expect(currentLocation()).toBe('/messages'));
  });

  it('shows no rename or remove to a member who did not create the group', async () => {
    serveGroup({ 'GET /api/groups/5': { status: 200, body: detail({ creatorId: 2 }) } });
    renderRemote(NETWORK_PAGES, '/messages?groupId=5', { user: aNurse(), live: true });
    const thread = await screen.findByRole('region', { name: 'Group conversation ICU night shift' }, { timeout: 5000 });
    await within(thread).findByText('Handover at seven');
    fireEvent.click(within(thread).getByRole('button', { name: 'Group details' }));
    const details = await screen.findByRole('dialog', { name: 'Details of ICU night shift' }, { timeout: 5000 });
    expect(within(details).queryByRole('button', { name: 'Rename' })).toBeNull();
    expect(within(details).queryByRole('button', { name: /^Remove / })).toBeNull();
    expect(within(details).getByRole('button', { name: 'Leave group' })).toBeTruthy();
  });

  it('shows a search hit in a group by the group name, and opens the group thread at it', async () => {
    serveGroup({
      'GET /api/messages/search': {
        status: 200,
        body: {
          items: [
            {
              id: 21,
              conversation: { userId: 2, userName: 'Grace Hopper', userProfileImage: null },
              group: { id: 5, name: 'ICU night shift' },
              sender: { id: 2, name: 'Grace Hopper' },
              createdAt: hoursAgo(1),
              snippet: [{ text: 'Handover', match: true }],
            },
          ],
          pageSize: 20,
          nextCursor: null,
        },
      },
    });
    const { currentLocation } = renderRemote(NETWORK_PAGES, '/messages', { user: aNurse(), live: true });
    fireEvent.change(await screen.findByRole('searchbox', { name: 'Search messages' }), { target: { value: 'handover' } });
    const results = await screen.findByRole('list', { name: 'Messages found' }, { timeout: 3000 });
    fireEvent.click(within(results).getByRole('button', { name: /ICU night shift/ }));
    await waitFor(() => expect(currentLocation()).toBe('/messages?groupId=5&message=21'));
    const thread = await screen.findByRole('region', { name: 'Group conversation ICU night shift' }, { timeout: 5000 });
    expect(await within(thread).findByText('Handover at seven')).toBeTruthy();
  });
});
