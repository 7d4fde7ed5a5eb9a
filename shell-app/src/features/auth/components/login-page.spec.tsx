import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderScreen } from '../../../test-utils/render';
import { aUser } from '../../../test-utils/user';
import LoginPage from './login-page';

const login = jest.fn();
jest.mock('../api/auth-api', () => ({
  ...jest.requireActual('../api/auth-api'),
  useLoginMutation: () => [login, { isLoading: false }],
}));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

function renderLogin() {
  return renderScreen(
    <Routes>
      <Route index element={<LoginPage />} />
      <Route path="onboarding" element={<p>Onboarding screen</p>} />
      <Route path="dashboard" element={<p>Dashboard screen</p>} />
    </Routes>,
    { path: '/*', at: '/' },
  );
}

describe('LoginPage', () => {
  beforeEach(() => login.mockReset());

  it('is titled and links to password reset and the waitlist', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Forgot password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(screen.getByRole('link', { name: 'Sign up for waitlist' }).getAttribute('href')).toBe('/signup');
  });

  it('checks the fields before calling the server', async () => {
    renderLogin();
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password is required')).toBeTruthy();
    expect(login).not.toHaveBeenCalled();
  });

  it("shows the server's message in a red box and clears it when a field is edited", async () => {
    login.mockReturnValue({ unwrap: () => Promise.reject({ status: 401, data: { message: 'Invalid email or password' } }) });
    renderLogin();
    type('Email', 'mary@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText('Invalid email or password')).toBeTruthy();

    type('Password', 'wrong-password2');
    expect(screen.queryByText('Invalid email or password')).toBeNull();
  });

  it("falls back to 'Login failed'", async () => {
    login.mockReturnValue({ unwrap: () => Promise.reject({ status: 'FETCH_ERROR', error: 'offline' }) });
    renderLogin();
    type('Email', 'mary@example.com');
    type('Password', 'secret-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('sends a live nurse without a profile to onboarding after 100 ms', async () => {
    jest.useFakeTimers();
    try {
      login.mockReturnValue({ unwrap: () => Promise.resolve(aUser({ accountStatus: 'live', onboardingCompleted: false })) });
      renderLogin();
      type('Email', 'mary@example.com');
      type('Password', 'secret-password');
      await act(async () => {
        fireEvent.click(screen.getByRole('button', { name: 'Login' }));
      });
      expect(login).toHaveBeenCalledWith({ email: 'mary@example.com', password: 'secret-password' });
      expect(screen.queryByText('Onboarding screen')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(100);
      });
      expect(screen.getByText('Onboarding screen')).toBeTruthy();
    } finally {
      jest.useRealTimers();
    }
  });
});
