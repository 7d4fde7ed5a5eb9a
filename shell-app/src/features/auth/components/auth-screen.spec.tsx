import { fireEvent, screen, within } from '@testing-library/react';
import { renderScreen } from '../../../test-utils/render';
import AuthScreen from './auth-screen';

const login = jest.fn();
const requestReset = jest.fn();
jest.mock('../api/auth-api', () => ({
  ...jest.requireActual('../api/auth-api'),
  useLoginMutation: () => [login, { isLoading: false }],
  useForgotPasswordMutation: () => [requestReset, { isLoading: false }],
}));
jest.mock('../../invites/api/invites-api', () => ({
  useSendInvitesMutation: () => [jest.fn(), { isLoading: false }],
}));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const expectExtras = () => {
  expect(screen.getByRole('region', { name: 'What nurses say' })).toBeTruthy();
  expect(screen.getByRole('contentinfo').textContent).toContain('our career assistant calls you');
};

describe('AuthScreen', () => {
  beforeEach(() => {
    login.mockReset();
    requestReset.mockReset();
  });

  it('opens on the sign-up form of /signup, titled Join the Network, with testimonials and the call note', async () => {
    renderScreen(<AuthScreen />);
    expect(screen.getByRole('heading', { name: 'Join the Network' })).toBeTruthy();
    expect(screen.getByText('This will be your login.')).toBeTruthy();
    expect(screen.getByLabelText('NCSBN ID')).toBeTruthy();
    expectExtras();
    fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot' }));
    expect(await screen.findByText('Please fill in all required verification fields')).toBeTruthy();
  });

  it('switches to the sign-in form of /login, which shows a refusal in the form and in the notifications', async () => {
    login.mockReturnValue({ unwrap: () => Promise.reject({ status: 401, data: { message: 'Invalid email or password' } }) });
    renderScreen(<AuthScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Already have an account? Log in' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    expectExtras();

    type('Email', 'mary@example.com');
    type('Password', 'wrong-password');
    fireEvent.click(screen.getByRole('button', { name: 'Login' }));
    const form = screen.getByRole('form', { name: 'Login' });
    expect((await within(form).findByRole('alert')).textContent).toContain('Invalid email or password');
    expect(await screen.findByText('Login failed')).toBeTruthy();
  });

  it('switches to the forgot-password form of /forgot-password and back to sign-in once the link is sent', async () => {
    requestReset.mockReturnValue({ unwrap: () => Promise.resolve({ message: 'ok' }) });
    renderScreen(<AuthScreen initialMode="login" />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeTruthy();
    type('Email', 'mary@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(requestReset).toHaveBeenCalledWith({ email: 'mary@example.com' });
    expectExtras();
    fireEvent.click(screen.getByRole('button', { name: 'Return to Login' }));
    expect(screen.getByRole('heading', { name: 'Welcome Back' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'New here? Register' }));
    expect(screen.getByRole('heading', { name: 'Join the Network' })).toBeTruthy();
  });
});
