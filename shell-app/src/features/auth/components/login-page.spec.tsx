import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderScreen } from '../../../test-utils/render';
import { aUser } from '../../../test-utils/user';
import { ACCOUNT_DELETION_TEXTS, TWO_FACTOR_ERRORS } from '@nurse/domain';
import LoginPage from './login-page';

const login = jest.fn();
const secondStep = jest.fn();
jest.mock('../api/auth-api', () => ({
  ...jest.requireActual('../api/auth-api'),
  useLoginMutation: () => [login, { isLoading: false }],
  useSecondStepMutation: () => [secondStep, { isLoading: false }],
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
  beforeEach(() => {
    login.mockReset();
    secondStep.mockReset();
  });

  it('asks for the authenticator code when her password needs a second step, and signs her in with it', async () => {
    login.mockReturnValue({ unwrap: () => Promise.resolve({ secondStep: 'authenticator-code', message: 'Enter the code' }) });
    secondStep
      .mockReturnValueOnce({ unwrap: () => Promise.reject({ status: 401, data: { message: TWO_FACTOR_ERRORS.codeInvalid } }) })
      .mockReturnValueOnce({ unwrap: () => Promise.resolve(aUser({ onboardingCompleted: true })) });
    renderLogin();
    type('Email', 'mary@example.com');
    type('Password', 'long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: 'Enter your code' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_ERRORS.codeRequired)).toBeTruthy();
    expect(secondStep).not.toHaveBeenCalled();

    type('Code from your authenticator app, or a recovery code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText(TWO_FACTOR_ERRORS.codeInvalid)).toBeTruthy();
    type('Code from your authenticator app, or a recovery code', ' 123 456 ');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByText('Dashboard screen', undefined, { timeout: 3000 })).toBeTruthy();
    expect(secondStep).toHaveBeenLastCalledWith({ code: '123 456' });
  });

  it('says when her account is scheduled for deletion, and keeps it and signs her in with "Keep my account"', async () => {
    const message = 'Your account is scheduled for deletion on 12 December 2026.';
    login
      .mockReturnValueOnce({ unwrap: () => Promise.resolve({ message, deletionScheduledFor: '2026-12-12T21:30:00.000Z' }) })
      .mockReturnValueOnce({ unwrap: () => Promise.resolve(aUser({ onboardingCompleted: true })) });
    renderLogin();
    type('Email', 'mary@example.com');
    type('Password', 'long-enough-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByRole('heading', { name: ACCOUNT_DELETION_TEXTS.keepButton })).toBeTruthy();
    expect(screen.getByText(message)).toBeTruthy();
    expect(login).toHaveBeenLastCalledWith({ email: 'mary@example.com', password: 'long-enough-password' });

    fireEvent.click(screen.getByRole('button', { name: ACCOUNT_DELETION_TEXTS.keepButton }));
    expect(await screen.findByText('Dashboard screen', undefined, { timeout: 3000 })).toBeTruthy();
    expect(login).toHaveBeenLastCalledWith({ email: 'mary@example.com', password: 'long-enough-password', keepAccount: true });
  });

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
