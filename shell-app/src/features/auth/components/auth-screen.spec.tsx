import { act, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { renderScreen } from '../../../test-utils/render';
import { aUser } from '../../../test-utils/user';
import AuthScreen, { type AuthMode } from './auth-screen';

const register = jest.fn();
const login = jest.fn();
const requestReset = jest.fn();
jest.mock('../api/auth-api', () => ({
  ...jest.requireActual('../api/auth-api'),
  useRegisterMutation: () => [register, { isLoading: false }],
  useLoginMutation: () => [login, { isLoading: false }],
  useForgotPasswordMutation: () => [requestReset, { isLoading: false }],
}));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const valueOf = (label: string) => (screen.getByLabelText(label) as HTMLInputElement).value;
const press = async (name: string) => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
};
const resolved = (value: unknown) => ({ unwrap: () => Promise.resolve(value) });
const rejected = (failure: unknown) => ({ unwrap: () => Promise.reject(failure) });

function renderAuth(initialMode?: AuthMode) {
  return renderScreen(
    <Routes>
      <Route index element={<AuthScreen initialMode={initialMode} />} />
      <Route path="dashboard" element={<p>Dashboard screen</p>} />
    </Routes>,
    { path: '/*', at: '/' },
  );
}

const expectExtras = () => {
  expect(screen.getByRole('region', { name: 'What nurses say' })).toBeTruthy();
  expect(screen.getByRole('contentinfo').textContent).toContain('our career assistant calls you');
};

function fillRegistration() {
  type('Name', 'Mary Jones');
  type('Email', 'mary@example.com');
  type('Phone', '5551234567');
  type('Password', 'long-enough');
}

/** Advances the fake clock to just before `ms`, checks she is still here, then to `ms`. */
async function expectDashboardAfter(ms: number) {
  await act(async () => {
    jest.advanceTimersByTime(ms - 1);
  });
  expect(screen.queryByText('Dashboard screen')).toBeNull();
  await act(async () => {
    jest.advanceTimersByTime(1);
  });
  expect(screen.getByText('Dashboard screen')).toBeTruthy();
}

describe('AuthScreen', () => {
  beforeEach(() => {
    register.mockReset();
    login.mockReset();
    requestReset.mockReset();
  });
  afterEach(() => jest.useRealTimers());

  describe('register', () => {
    it('asks for name, email, phone and a password that can be shown, without the waitlist verification', () => {
      renderAuth();
      expect(screen.getByRole('heading', { name: 'Join the Network' })).toBeTruthy();
      for (const label of ['Name', 'Email', 'Phone', 'Password']) expect(screen.getByLabelText(label)).toBeTruthy();
      expect(screen.queryByText('Verify your license by')).toBeNull();
      expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
      expectExtras();

      fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
      expect(screen.getByLabelText('Password').getAttribute('type')).toBe('text');
      fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
      expect(screen.getByLabelText('Password').getAttribute('type')).toBe('password');
    });

    it('keeps digits only in the phone, at most 10, shown as (###) ###-#### while typing', () => {
      renderAuth();
      type('Phone', '55a5');
      expect(valueOf('Phone')).toBe('(555');
      type('Phone', '555123');
      expect(valueOf('Phone')).toBe('(555) 123');
      type('Phone', '555-123-4567 89');
      expect(valueOf('Phone')).toBe('(555) 123-4567');
    });

    it("checks every field with this screen's messages before calling the server", async () => {
      renderAuth();
      await press('Join');
      expect(screen.getByText('Name must be at least 2 characters')).toBeTruthy();
      expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
      expect(screen.getByText('Phone number must be at least 10 digits')).toBeTruthy();
      expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();

      type('Name', 'Mary 2nd');
      type('Phone', '555123456');
      await press('Join');
      expect(screen.getByText('Name should not contain numbers or special characters')).toBeTruthy();
      expect(screen.getByText('Please enter a valid phone number format: (123) 456-7890')).toBeTruthy();
      expect(register).not.toHaveBeenCalled();
    });

    it('registers her by name and phone, thanks her and opens the dashboard after 2 seconds', async () => {
      jest.useFakeTimers();
      register.mockReturnValue(resolved(aUser()));
      renderAuth();
      fillRegistration();
      await press('Join');

      expect(register).toHaveBeenCalledWith({
        name: 'Mary Jones',
        email: 'mary@example.com',
        phone: '(555) 123-4567',
        password: 'long-enough',
      });
      expect(screen.getByText("Thanks! I'll call you in a moment to talk nursing.")).toBeTruthy();
      await expectDashboardAfter(2000);
    });

    it('tells her when her address is already registered (409), and stays', async () => {
      jest.useFakeTimers();
      register.mockReturnValue(rejected({ status: 409, data: { statusCode: 409, message: 'Email already registered' } }));
      renderAuth();
      fillRegistration();
      await press('Join');

      expect(screen.getByText('We already have your information!')).toBeTruthy();
      expect(screen.getByText('Try logging in instead, or contact us if you need help.')).toBeTruthy();
      expect(screen.queryByText('Registration failed')).toBeNull();
      await act(async () => {
        jest.advanceTimersByTime(5000);
      });
      expect(screen.queryByText('Dashboard screen')).toBeNull();
    });

    it("notifies other refusals as 'Registration failed' with the server's message or 'Please try again.'", async () => {
      register.mockReturnValueOnce(rejected({ status: 400, data: { statusCode: 400, message: 'Phone is not valid' } }));
      register.mockReturnValueOnce(rejected({ status: 'FETCH_ERROR', error: 'offline' }));
      renderAuth();
      fillRegistration();
      await press('Join');
      expect(await screen.findByText('Registration failed')).toBeTruthy();
      expect(screen.getByText('Phone is not valid')).toBeTruthy();

      await press('Join');
      expect(await screen.findByText('Please try again.')).toBeTruthy();
      expect(screen.queryByText('We already have your information!')).toBeNull();
    });
  });

  describe('login', () => {
    it('asks for email and password, with links to the reset form and back to registration', async () => {
      renderAuth();
      fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Log in' }));
      expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'New here? Register' })).toBeTruthy();
      expectExtras();

      await press('Login');
      expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
      expect(screen.getByText('Password is required')).toBeTruthy();
      expect(login).not.toHaveBeenCalled();
    });

    it('welcomes her back and opens the dashboard after 1 second', async () => {
      jest.useFakeTimers();
      login.mockReturnValue(resolved(aUser({ accountStatus: 'live', onboardingCompleted: false })));
      renderAuth('login');
      type('Email', 'mary@example.com');
      type('Password', 'secret-password');
      await press('Login');

      expect(login).toHaveBeenCalledWith({ email: 'mary@example.com', password: 'secret-password' });
      expect(screen.getByText('Welcome back! Redirecting to your dashboard...')).toBeTruthy();
      await expectDashboardAfter(1000);
    });

    it("notifies a refusal as 'Login failed' with the server's message or 'Invalid email or password.'", async () => {
      login.mockReturnValueOnce(rejected({ status: 403, data: { statusCode: 403, message: 'Your account is suspended' } }));
      login.mockReturnValueOnce(rejected({ status: 'FETCH_ERROR', error: 'offline' }));
      renderAuth('login');
      type('Email', 'mary@example.com');
      type('Password', 'secret-password');
      await press('Login');
      expect(await screen.findByText('Login failed')).toBeTruthy();
      expect(screen.getByText('Your account is suspended')).toBeTruthy();

      await press('Login');
      expect(await screen.findByText('Invalid email or password.')).toBeTruthy();
    });
  });

  describe('forgot-password', () => {
    it('asks for her email, sends the link with a notification and stays, with a way back to login', async () => {
      requestReset.mockReturnValue(resolved({ message: 'ok' }));
      renderAuth('login');
      fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
      expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeTruthy();
      expectExtras();

      await press('Send Reset Link');
      expect(screen.getByText('Please enter a valid email address')).toBeTruthy();
      type('Email', 'mary@example.com');
      await press('Send Reset Link');

      expect(requestReset).toHaveBeenCalledWith({ email: 'mary@example.com' });
      expect(await screen.findByText('Reset link sent')).toBeTruthy();
      expect(screen.getByText('If an account with this email exists, you will receive a password reset link.')).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Check Your Email' })).toBeNull();

      fireEvent.click(screen.getByRole('button', { name: 'Back to login' }));
      expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    });

    it("notifies a refusal as 'Error' with the server's message", async () => {
      requestReset.mockReturnValue(rejected({ status: 429, data: { statusCode: 429, message: 'Too many requests' } }));
      renderAuth('forgot-password');
      type('Email', 'mary@example.com');
      await press('Send Reset Link');
      expect(await screen.findByText('Error')).toBeTruthy();
      expect(screen.getByText('Too many requests')).toBeTruthy();
    });
  });
});
