import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Invitation, Report, User } from '@nurse/api-client';
import { aUser as aNewNurse, apiCalls, mockApi, type MockReply } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { ADMIN_PAGES } from './admin-pages';

const OWNER_SESSION = { isAdmin: true, staff: { id: 1, email: 'admin@localhost', name: 'Owner', role: 'owner', secondFactorOn: true } };

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

/** A waitlisted nurse as the Users table shows her. */
function aUser(overrides: Partial<User> = {}): User {
  return aNewNurse({
    id: 1,
    name: 'Jane Doe',
    email: 'jane@example.com',
    phone: '5551234567',
    location: 'Columbus, OH',
    licensureType: 'RN',
    selectedStates: 'OH',
    createdAt: '2026-11-20T15:30:00.000Z',
    invitationEmails: ['friend@example.com'],
    ...overrides,
  });
}

function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    id: 10,
    email: 'colleague@example.com',
    invitedBy: null,
    status: 'invited',
    sendCount: 1,
    lastSentAt: '2026-11-21T10:00:00.000Z',
    createdAt: '2026-11-21T10:00:00.000Z',
    ...overrides,
  };
}

function aReport(overrides: Partial<Report> = {}): Report {
  const party = (id: number, name: string) => ({ id, name, email: `${name.toLowerCase()}@example.com`, accountStatus: 'live' as const });
  return {
    id: 30,
    reason: 'agency-or-recruiter',
    details: 'Kept sending job adverts',
    status: 'open',
    createdAt: '2026-11-22T09:00:00.000Z',
    resolvedAt: null,
    reporter: party(1, 'Ana'),
    reported: party(2, 'Ben'),
    messageId: 41,
    groupName: null,
    reportedMessage: { originalContent: 'Join my agency, $$$', edited: false, deletedBySender: false },
    context: [
      {
        id: 40,
        fromUserId: 1,
        toUserId: 2,
        content: 'Nice to meet you',
        createdAt: '2026-11-22T08:00:00.000Z',
        readAt: null,
        attachments: [],
        editedAt: null,
        deletedAt: null,
      },
      {
        id: 41,
        fromUserId: 2,
        toUserId: 1,
        content: 'Join my agency, $$$',
        createdAt: '2026-11-22T08:05:00.000Z',
        readAt: null,
        attachments: [],
        editedAt: null,
        deletedAt: null,
      },
    ],
    ...overrides,
  };
}

const page = <T,>(items: T[]): MockReply => ({ status: 200, body: { items, total: items.length, pageSize: 20, nextCursor: null } });

function signedInRoutes(overrides: Parameters<typeof mockApi>[0] = {}) {
  return {
    'GET /api/admin/session': { status: 200, body: OWNER_SESSION },
    'GET /api/admin/stats': { status: 200, body: { totalUsers: 12, liveAccounts: 5, pendingAccounts: 7 } },
    'GET /api/admin/users': page([aUser()]),
    'GET /api/admin/invitations': page([anInvitation()]),
    ...overrides,
  };
}

function counter(label: string): string | null {
  const card = screen.getByText(label).parentElement!;
  return card.lastElementChild!.textContent;
}

describe('AdminDashboardPage', () => {
  beforeEach(() => window.localStorage.setItem('isAdmin', 'true'));

  it('shows the counters and the users with their status and last login', async () => {
    mockApi(signedInRoutes());
    renderRemote(ADMIN_PAGES, '/admin');

    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
    await waitFor(() => expect(counter('Total Users')).toBe('12'));
    expect(counter('Live Accounts')).toBe('5');
    expect(counter('Pending Accounts')).toBe('7');

    const row = await screen.findByRole('row', { name: /Jane Doe/ });
    expect(within(row).getByText('jane@example.com')).toBeTruthy();
    expect(within(row).getByText('pending')).toBeTruthy();
    expect(within(row).getByText('Never')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Activate Jane Doe' })).toBeTruthy();
  });

  it('shows a moderator only the tabs of her role', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/session': { status: 200, body: { ...OWNER_SESSION, staff: { ...OWNER_SESSION.staff, role: 'moderator' } } },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');

    await screen.findByRole('tab', { name: 'Users' });
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Users', 'Reports']);
  });

  it('asks a staff person without a second factor to set one up, and asks the server for nothing else', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/session': { status: 200, body: { isAdmin: false, staff: { ...OWNER_SESSION.staff, secondFactorOn: false } } },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');

    expect(await screen.findByRole('heading', { name: 'Set up your second factor' })).toBeTruthy();
    expect(screen.queryAllByRole('tab')).toEqual([]);
    expect(apiCalls.map((call) => call.url)).toEqual(['/api/admin/session']);
  });

  it('says so when there are no users', async () => {
    mockApi(signedInRoutes({ 'GET /api/admin/users': page([]) }));
    renderRemote(ADMIN_PAGES, '/admin');

    expect(await screen.findByText('No users found')).toBeTruthy();
  });

  it('activates a pending user through the status endpoint and confirms it', async () => {
    mockApi(
      signedInRoutes({
        'PUT /api/admin/users/1/status': { status: 200, body: aUser({ accountStatus: 'live' }) },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');

    const activate = await screen.findByRole('button', { name: 'Activate Jane Doe' });
    await act(async () => {
      fireEvent.click(activate);
    });

    expect(await screen.findByText('Status Updated')).toBeTruthy();
    expect(apiCalls).toContainEqual({ method: 'PUT', url: '/api/admin/users/1/status', body: { status: 'live' } });
    // The counters and the list are fetched again after the change.
    await waitFor(() => expect(apiCalls.filter((call) => call.url === '/api/admin/stats')).toHaveLength(2));
  });

  it('pages with the cursor the server gave, and goes back to the pages passed', async () => {
    const pageOf = (cursor: unknown) => (cursor === 'after-page-1' ? 2 : 1);
    mockApi(
      signedInRoutes({
        'GET /api/admin/users': ({ params }) =>
          pageOf(params?.cursor) === 1
            ? {
                status: 200,
                body: { items: [aUser({ id: 30, name: 'Newest Nurse' })], total: 21, pageSize: 20, nextCursor: 'after-page-1' },
              }
            : { status: 200, body: { items: [aUser({ id: 3, name: 'Oldest Nurse' })], total: 21, pageSize: 20, nextCursor: null } },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');
    const pager = await screen.findByRole('navigation', { name: 'Users pages' });
    await screen.findByText('Newest Nurse');
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();

    fireEvent.click(within(pager).getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Oldest Nurse')).toBeTruthy();
    expect(within(pager).getByText('21–21 of 21')).toBeTruthy();
    expect(within(pager).getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(apiCalls.filter((call) => call.url === '/api/admin/users').at(-1)?.params).toMatchObject({ cursor: 'after-page-1' });

    fireEvent.click(within(pager).getByRole('button', { name: 'Previous' }));
    expect(await screen.findByText('Newest Nurse')).toBeTruthy();
    expect(within(pager).getByText('Page 1 of 2')).toBeTruthy();
  });

  it('suspends a live user and reports a failure', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/users': page([aUser({ id: 2, name: 'Ann Live', accountStatus: 'live', lastLogin: '2026-11-22T09:05:00.000Z' })]),
        'PUT /api/admin/users/2/status': { status: 500, body: { statusCode: 500, message: 'boom' } },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');

    const suspend = await screen.findByRole('button', { name: 'Suspend Ann Live' });
    await act(async () => {
      fireEvent.click(suspend);
    });

    expect(await screen.findByText('Failed to update user status.')).toBeTruthy();
    expect(apiCalls).toContainEqual({ method: 'PUT', url: '/api/admin/users/2/status', body: { status: 'pending' } });
  });

  it('opens the detail panel with contact and verification data', async () => {
    mockApi(signedInRoutes({ 'GET /api/admin/users/1': { status: 200, body: aUser() } }));
    renderRemote(ADMIN_PAGES, '/admin');

    fireEvent.click(await screen.findByRole('button', { name: 'View Jane Doe' }));

    const panel = await screen.findByRole('dialog');
    expect(await within(panel).findByText('(555) 123-4567')).toBeTruthy();
    expect(within(panel).getByText('12345678')).toBeTruthy();
    expect(within(panel).getByText('friend@example.com')).toBeTruthy();
  });

  it('turns off a member’s authenticator app after a confirmation, and shows why when it cannot', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/users/1': { status: 200, body: aUser({ accountStatus: 'live' }) },
        'DELETE /api/admin/users/1/two-factor': {
          status: 409,
          body: { statusCode: 409, message: 'This member has no authenticator app turned on: there is nothing to turn off' },
        },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'View Jane Doe' }));
    const panel = await screen.findByRole('dialog');

    fireEvent.click(await within(panel).findByRole('button', { name: 'Turn off her authenticator app' }));
    expect(apiCalls.some((call) => call.method === 'DELETE')).toBe(false);
    fireEvent.click(within(panel).getByRole('button', { name: 'Turn it off' }));

    expect(await screen.findByText('This member has no authenticator app turned on: there is nothing to turn off')).toBeTruthy();
    expect(apiCalls).toContainEqual(expect.objectContaining({ method: 'DELETE', url: '/api/admin/users/1/two-factor' }));
  });

  it('does not offer a moderator to turn off an authenticator app', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/session': { status: 200, body: { ...OWNER_SESSION, staff: { ...OWNER_SESSION.staff, role: 'moderator' } } },
        'GET /api/admin/users/1': { status: 200, body: aUser({ accountStatus: 'live' }) },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'View Jane Doe' }));
    const panel = await screen.findByRole('dialog');
    await within(panel).findByText('(555) 123-4567');
    expect(within(panel).queryByRole('button', { name: 'Turn off her authenticator app' })).toBeNull();
  });

  it('lists invitations, disables Send Invite for live ones and resends the others', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/invitations': page([
          anInvitation({ id: 10, email: 'new@example.com' }),
          anInvitation({
            id: 11,
            email: 'live@example.com',
            status: 'live',
            invitedBy: { id: 1, name: 'Jane Doe', email: 'jane@example.com' },
          }),
        ]),
        'POST /api/send-invites': { status: 200, body: { sentTo: 1 } },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');

    fireEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));

    const liveRow = await screen.findByRole('row', { name: /live@example.com/ });
    expect(within(liveRow).getByText('Jane Doe')).toBeTruthy();
    expect(within(liveRow).getByRole<HTMLButtonElement>('button', { name: /Send Invite/ }).disabled).toBe(true);

    const newRow = screen.getByRole('row', { name: /new@example.com/ });
    expect(within(newRow).getByText('Administrator')).toBeTruthy();
    const send = within(newRow).getByRole<HTMLButtonElement>('button', { name: /Send Invite/ });
    expect(send.disabled).toBe(false);
    await act(async () => {
      fireEvent.click(send);
    });

    expect(await screen.findByText('Invitation sent to new@example.com')).toBeTruthy();
    expect(screen.getByText('Invite sent')).toBeTruthy();
    expect(apiCalls).toContainEqual({ method: 'POST', url: '/api/send-invites', body: { emails: ['new@example.com'] } });
  });

  it("shows the server's message when an invite cannot be sent", async () => {
    mockApi(
      signedInRoutes({
        'POST /api/send-invites': { status: 400, body: { statusCode: 400, message: 'Please enter at least one valid email address' } },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');

    fireEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));
    const send = await screen.findByRole('button', { name: /Send Invite/ });
    await act(async () => {
      fireEvent.click(send);
    });

    expect(await screen.findByText('Failed to send invite')).toBeTruthy();
    expect(screen.getByText('Please enter at least one valid email address')).toBeTruthy();
  });

  it('shows a report with the reported message in its conversation, and suspends the account', async () => {
    mockApi(
      signedInRoutes({
        'GET /api/admin/reports': page([aReport()]),
        'PUT /api/admin/reports/30': { status: 200, body: { id: 30, status: 'suspended' } },
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');

    fireEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    const report = await screen.findByRole('region', { name: 'Staffing agency or recruiter' });
    expect(within(report).getByText(/ben@example.com/)).toBeTruthy();
    expect(within(report).getByText('Kept sending job adverts')).toBeTruthy();
    const messages = within(report).getAllByRole('listitem');
    expect(messages.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Nice to meet you'),
      expect.stringContaining('Join my agency, $$$'),
    ]);
    expect(messages[1].getAttribute('aria-current')).toBe('true');

    await act(async () => {
      fireEvent.click(within(report).getByRole('button', { name: 'Suspend account' }));
    });
    expect(await screen.findByText('Account suspended')).toBeTruthy();
    expect(apiCalls).toContainEqual({ method: 'PUT', url: '/api/admin/reports/30', body: { action: 'suspend' } });
    expect(apiCalls).toContainEqual(
      expect.objectContaining({ method: 'GET', url: '/api/admin/reports', params: expect.objectContaining({ status: 'open' }) }),
    );
  });

  it('shows the reported message as it was reported, marked edited and deleted by its sender since', async () => {
    const deletedAt = '2026-11-22T08:30:00.000Z';
    mockApi(
      signedInRoutes({
        'GET /api/admin/reports': page([
          aReport({
            reportedMessage: { originalContent: 'Join my agency, $$$', edited: true, deletedBySender: true },
            context: [
              {
                id: 40,
                fromUserId: 1,
                toUserId: 2,
                content: '',
                createdAt: '2026-11-22T08:00:00.000Z',
                readAt: null,
                editedAt: null,
                deletedAt,
                attachments: [],
              },
              {
                id: 41,
                fromUserId: 2,
                toUserId: 1,
                content: '',
                createdAt: '2026-11-22T08:05:00.000Z',
                readAt: null,
                editedAt: deletedAt,
                deletedAt,
                attachments: [],
              },
            ],
          }),
        ]),
      }),
    );
    renderRemote(ADMIN_PAGES, '/admin');

    fireEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    const report = await screen.findByRole('region', { name: 'Staffing agency or recruiter' });
    const messages = within(report).getAllByRole('listitem');
    expect(messages[0].textContent).toContain('This message was deleted');
    expect(messages[1].textContent).toContain('Join my agency, $$$');
    expect(messages[1].textContent).toContain('· edited');
    expect(messages[1].textContent).toContain('· deleted by sender');
  });

  it("shows the reported message's photo and PDF, each opening through the admin route", async () => {
    const photo = {
      id: 7,
      kind: 'image' as const,
      mime: 'image/jpeg',
      bytes: 2048,
      filename: 'advert.jpg',
      width: 640,
      height: 480,
      url: '/api/admin/reports/attachments/7/original',
      thumbnailUrl: '/api/admin/reports/attachments/7/thumbnail',
    };
    const pdf = {
      ...photo,
      id: 8,
      kind: 'pdf' as const,
      mime: 'application/pdf',
      filename: 'rates.pdf',
      width: null,
      height: null,
      url: '/api/admin/reports/attachments/8/original',
      thumbnailUrl: null,
    };
    const context = [
      {
        id: 41,
        fromUserId: 2,
        toUserId: 1,
        content: 'See the rates',
        createdAt: '2026-11-22T08:05:00.000Z',
        readAt: null,
        editedAt: null,
        deletedAt: null,
        attachments: [photo, pdf],
      },
    ];
    mockApi(signedInRoutes({ 'GET /api/admin/reports': page([aReport({ context })]) }));
    renderRemote(ADMIN_PAGES, '/admin');

    fireEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    const report = await screen.findByRole('region', { name: 'Staffing agency or recruiter' });
    const image = within(report).getByRole('img', { name: 'Photo: advert.jpg' });
    expect(image.getAttribute('src')).toBe('/api/admin/reports/attachments/7/thumbnail');
    expect(image.closest('a')?.getAttribute('href')).toBe('/api/admin/reports/attachments/7/original');
    expect(
      within(report)
        .getByRole('link', { name: /rates\.pdf/ })
        .getAttribute('href'),
    ).toBe('/api/admin/reports/attachments/8/original');
  });

  it('lists dismissed reports when asked, and says so when there are none', async () => {
    mockApi(signedInRoutes({ 'GET /api/admin/reports': page([]) }));
    renderRemote(ADMIN_PAGES, '/admin');

    fireEvent.click(await screen.findByRole('tab', { name: 'Reports' }));
    expect(await screen.findByText('No reports found')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Dismissed' }));
    await waitFor(() =>
      expect(apiCalls).toContainEqual(
        expect.objectContaining({ url: '/api/admin/reports', params: expect.objectContaining({ status: 'dismissed' }) }),
      ),
    );
  });

  it('says so when there are no invitations', async () => {
    mockApi(signedInRoutes({ 'GET /api/admin/invitations': page([]) }));
    renderRemote(ADMIN_PAGES, '/admin');

    fireEvent.click(await screen.findByRole('tab', { name: 'Invitations' }));

    expect(await screen.findByText('No invitations found')).toBeTruthy();
  });

  it('sends visitors without the admin hint to the admin login', async () => {
    window.localStorage.setItem('isAdmin', 'yes');
    mockApi(signedInRoutes());
    const { currentPath } = renderRemote(ADMIN_PAGES, '/admin');

    await waitFor(() => expect(currentPath()).toBe('/admin-login'));
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
    expect(apiCalls).toEqual([]);
  });

  it('sends the admin to the login when the server has no admin session', async () => {
    mockApi(signedInRoutes({ 'GET /api/admin/session': { status: 401, body: { statusCode: 401, message: 'Admin sign-in required' } } }));
    const { currentPath } = renderRemote(ADMIN_PAGES, '/admin');

    await waitFor(() => expect(currentPath()).toBe('/admin-login'));
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
  });

  it('logs out on the server, forgets the hint and returns to the admin login', async () => {
    mockApi(signedInRoutes({ 'POST /api/admin/logout': { status: 200, body: { message: 'Signed out' } } }));
    const { currentPath } = renderRemote(ADMIN_PAGES, '/admin');

    const logout = await screen.findByRole('button', { name: 'Logout' });
    await act(async () => {
      fireEvent.click(logout);
    });

    await waitFor(() => expect(currentPath()).toBe('/admin-login'));
    expect(apiCalls).toContainEqual({ method: 'POST', url: '/api/admin/logout', body: undefined });
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
  });
});
