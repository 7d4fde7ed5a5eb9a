import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../../test-utils/render';
import { aUser } from '../../../test-utils/user';
import SignupPage from './signup-page';

const register = jest.fn();
jest.mock('../api/auth-api', () => ({
  ...jest.requireActual('../api/auth-api'),
  useRegisterMutation: () => [register, { isLoading: false }],
}));
jest.mock('../../invites/api/invites-api', () => ({
  useSendInvitesMutation: () => [jest.fn(), { isLoading: false }],
}));

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Reserve My Spot' }));

function fillAccount() {
  type('Email', 'mary@example.com');
  type('Password', 'long-enough');
  type('Phone', '5551234567');
}

describe('SignupPage', () => {
  beforeEach(() => register.mockReset());

  it('is titled and has a Back button', () => {
    renderScreen(<SignupPage />);
    expect(screen.getByRole('heading', { name: 'Reserve Your Early Access' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy();
    expect(screen.getByText('This will be your login.')).toBeTruthy();
  });

  it('formats the phone as it is typed', () => {
    renderScreen(<SignupPage />);
    type('Phone', '555123');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(555) 123');
    type('Phone', '555-123-4567 89');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(555) 123-4567');
    expect(screen.getByLabelText('Phone').getAttribute('maxlength')).toBe('14');
  });

  it('reveals the fields of the chosen verification method', () => {
    renderScreen(<SignupPage />);
    expect(screen.queryByLabelText('First name')).toBeNull();

    fireEvent.click(screen.getByLabelText('Name and license'));
    expect(screen.getByLabelText('First name')).toBeTruthy();
    expect(screen.getByLabelText('Last name')).toBeTruthy();
    expect(screen.getByLabelText('License type')).toBeTruthy();
    expect(screen.getByLabelText('State')).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'License number' })).toBeNull();

    fireEvent.click(screen.getByLabelText('License number'));
    expect(screen.getByRole('textbox', { name: 'License number' })).toBeTruthy();
    expect(screen.queryByLabelText('First name')).toBeNull();

    fireEvent.click(screen.getByLabelText('NCSBN ID'));
    expect(screen.getByRole('textbox', { name: 'NCSBN ID' })).toBeTruthy();
    expect(screen.queryByLabelText('State')).toBeNull();
  });

  it('keeps only digits of the NCSBN ID', () => {
    renderScreen(<SignupPage />);
    fireEvent.click(screen.getByLabelText('NCSBN ID'));
    const input = screen.getByRole('textbox', { name: 'NCSBN ID' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '12-ab34' } });
    expect(input.value).toBe('1234');
  });

  it('names each missing field with its message', async () => {
    renderScreen(<SignupPage />);
    submit();
    expect(await screen.findByText('Please enter a valid email address')).toBeTruthy();
    expect(screen.getByText('Password must be at least 8 characters')).toBeTruthy();
    expect(screen.getByText('Please enter a valid phone number')).toBeTruthy();
    expect(screen.getByText('Please fill in all required verification fields')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('needs exactly eight NCSBN digits', async () => {
    renderScreen(<SignupPage />);
    fillAccount();
    fireEvent.click(screen.getByLabelText('NCSBN ID'));
    fireEvent.change(screen.getByRole('textbox', { name: 'NCSBN ID' }), { target: { value: '1234567' } });
    submit();
    expect(await screen.findByText('Please fill in all required verification fields')).toBeTruthy();
    expect(register).not.toHaveBeenCalled();
  });

  it('signs up, then offers invites and a way home', async () => {
    register.mockReturnValue({ unwrap: () => Promise.resolve(aUser()) });
    renderScreen(<SignupPage />);
    fillAccount();
    fireEvent.click(screen.getByLabelText('NCSBN ID'));
    fireEvent.change(screen.getByRole('textbox', { name: 'NCSBN ID' }), { target: { value: '12345678' } });
    submit();
    await waitFor(() =>
      expect(register).toHaveBeenCalledWith({
        email: 'mary@example.com',
        password: 'long-enough',
        phone: '(555) 123-4567',
        verificationType: 'ncsbn',
        name: 'mary',
        ncsbnId: '12345678',
      }),
    );
    expect(await screen.findByRole('button', { name: 'Return to Homepage' })).toBeTruthy();
    expect(screen.getAllByLabelText(/Colleague's email/)).toHaveLength(3);
  });

  it("shows the server's message for a known email", async () => {
    register.mockReturnValue({
      unwrap: () =>
        Promise.reject({ status: 409, data: { message: 'An account with this email already exists. Try logging in instead.' } }),
    });
    renderScreen(<SignupPage />);
    fillAccount();
    fireEvent.click(screen.getByLabelText('NCSBN ID'));
    fireEvent.change(screen.getByRole('textbox', { name: 'NCSBN ID' }), { target: { value: '12345678' } });
    submit();
    expect(await screen.findByText('An account with this email already exists. Try logging in instead.')).toBeTruthy();
  });

  it('explains a network failure', async () => {
    register.mockReturnValue({ unwrap: () => Promise.reject({ status: 'FETCH_ERROR', error: 'offline' }) });
    renderScreen(<SignupPage />);
    fillAccount();
    fireEvent.click(screen.getByLabelText('NCSBN ID'));
    fireEvent.change(screen.getByRole('textbox', { name: 'NCSBN ID' }), { target: { value: '12345678' } });
    submit();
    expect(await screen.findByText('Something went wrong. Please check your connection and try again.')).toBeTruthy();
  });
});
