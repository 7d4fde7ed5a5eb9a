import { fireEvent, screen } from '@testing-library/react';
import { renderScreen } from '../../../test-utils/render';
import ForgotPasswordPage from './forgot-password-page';

const requestReset = jest.fn();
jest.mock('../api/auth-api', () => ({
  ...jest.requireActual('../api/auth-api'),
  useForgotPasswordMutation: () => [requestReset, { isLoading: false }],
}));

describe('ForgotPasswordPage', () => {
  beforeEach(() => requestReset.mockReset());

  it("confirms with one 'Check Your Email' title and can return to the form", async () => {
    requestReset.mockReturnValue({ unwrap: () => Promise.resolve({ message: 'ok' }) });
    renderScreen(<ForgotPasswordPage />);
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'mary@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send Reset Link' }));

    expect(await screen.findByRole('heading', { name: 'Check Your Email' })).toBeTruthy();
    expect(screen.getAllByText('Check Your Email')).toHaveLength(1);
    expect(requestReset).toHaveBeenCalledWith({ email: 'mary@example.com' });

    fireEvent.click(screen.getByRole('button', { name: 'Send Another Reset Email' }));
    expect(screen.getByRole('heading', { name: 'Reset Your Password' })).toBeTruthy();
  });
});
