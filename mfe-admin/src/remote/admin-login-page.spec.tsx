import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { ADMIN_PAGES } from './admin-pages';

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

async function submitPassword(password: string) {
  const field = screen.getByLabelText<HTMLInputElement>('Admin password');
  fireEvent.change(field, { target: { value: password } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin Dashboard' }));
  });
  return field;
}

describe('AdminLoginPage', () => {
  it('shows the password field, the access button and a way back to the main site', () => {
    renderRemote(ADMIN_PAGES, '/admin-login');
    expect(screen.getByLabelText('Admin password')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Access Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to main site' }).getAttribute('href')).toBe('/');
  });

  it('clears the field and says so when the password is wrong', async () => {
    mockApi({ 'POST /api/admin/login': { status: 401, body: { statusCode: 401, message: 'Invalid admin password' } } });
    const { currentPath } = renderRemote(ADMIN_PAGES, '/admin-login');

    const field = await submitPassword('wrong-password');

    expect((await screen.findByRole('alert')).textContent).toBe('Invalid admin password');
    expect(field.value).toBe('');
    expect(apiCalls).toEqual([{ method: 'POST', url: '/api/admin/login', body: { password: 'wrong-password' } }]);
    expect(window.localStorage.getItem('isAdmin')).toBeNull();
    expect(currentPath()).toBe('/admin-login');
  });

  it("shows the server's message when there were too many attempts", async () => {
    mockApi({
      'POST /api/admin/login': {
        status: 429,
        body: { statusCode: 429, message: 'Too many attempts. Please wait a moment and try again.' },
      },
    });
    renderRemote(ADMIN_PAGES, '/admin-login');

    await submitPassword('secret');

    expect((await screen.findByRole('alert')).textContent).toBe('Too many attempts. Please wait a moment and try again.');
  });

  it('opens the dashboard and remembers the admin hint after a correct password', async () => {
    mockApi({
      'POST /api/admin/login': { status: 200, body: { isAdmin: true } },
      'GET /api/admin/session': { status: 200, body: { isAdmin: true } },
      'GET /api/admin/stats': { status: 200, body: { totalUsers: 0, liveAccounts: 0, pendingAccounts: 0 } },
      'GET /api/admin/users': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    const { currentPath } = renderRemote(ADMIN_PAGES, '/admin-login');

    await submitPassword('correct-password');

    await waitFor(() => expect(currentPath()).toBe('/admin'));
    expect(window.localStorage.getItem('isAdmin')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });
});
