import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { apiCalls, mockApi } from '@nurse/api-client/testing';
import { renderRemote } from '@nurse/host/testing';
import { ADMIN_PAGES } from './admin-pages';

const OWNER_SESSION = { isAdmin: true, staff: { id: 1, email: 'admin@localhost', name: 'Owner', role: 'owner', secondFactorOn: true } };

jest.mock('@nurse/api-client', () => ({
  ...jest.requireActual('@nurse/api-client'),
  createBaseQuery: () => jest.requireActual('@nurse/api-client/testing').mockBaseQuery,
}));

async function submitPassword(password: string, code = '') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'admin@localhost' } });
  const field = screen.getByLabelText<HTMLInputElement>('Password');
  fireEvent.change(field, { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Authenticator code'), { target: { value: code } });
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Access Admin Dashboard' }));
  });
  return field;
}

describe('AdminLoginPage', () => {
  it('shows the email, password and code fields, the access button and a way back to the main site', () => {
    renderRemote(ADMIN_PAGES, '/admin-login');
    expect(screen.getByLabelText('Email')).toBeTruthy();
    expect(screen.getByLabelText('Password')).toBeTruthy();
    expect(screen.getByLabelText('Authenticator code')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Access Admin Dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to main site' }).getAttribute('href')).toBe('/');
  });

  it('clears the field and says so when the password is wrong', async () => {
    const refused = 'Wrong email, password or authenticator code';
    mockApi({ 'POST /api/admin/login': { status: 401, body: { statusCode: 401, message: refused } } });
    const { currentPath } = renderRemote(ADMIN_PAGES, '/admin-login');

    const field = await submitPassword('wrong-password', '123456');

    expect((await screen.findByRole('alert')).textContent).toBe(refused);
    expect(field.value).toBe('');
    expect(apiCalls).toEqual([
      { method: 'POST', url: '/api/admin/login', body: { email: 'admin@localhost', password: 'wrong-password', code: '123456' } },
    ]);
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

  it('opens the dashboard and remembers the admin hint after a correct password and code', async () => {
    mockApi({
      'POST /api/admin/login': { status: 200, body: OWNER_SESSION },
      'GET /api/admin/session': { status: 200, body: OWNER_SESSION },
      'GET /api/admin/stats': { status: 200, body: { totalUsers: 0, liveAccounts: 0, pendingAccounts: 0 } },
      'GET /api/admin/users': { status: 200, body: { items: [], total: 0, page: 1, pageSize: 20 } },
    });
    const { currentPath } = renderRemote(ADMIN_PAGES, '/admin-login');

    await submitPassword('correct-password', '123456');

    await waitFor(() => expect(currentPath()).toBe('/admin'));
    expect(window.localStorage.getItem('isAdmin')).toBe('true');
    expect(await screen.findByRole('heading', { name: 'Admin Dashboard' })).toBeTruthy();
  });
});
