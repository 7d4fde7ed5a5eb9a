import { fireEvent, screen, waitFor } from '@testing-library/react';
import { renderScreen } from '../../../test-utils/render';
import { InviteForm } from './invite-form';

const sendInvites = jest.fn();
let sending = false;
jest.mock('../api/invites-api', () => ({
  useSendInvitesMutation: () => [sendInvites, { isLoading: sending }],
}));

const fill = (index: number, value: string) => fireEvent.change(screen.getByLabelText(`Colleague's email ${index}`), { target: { value } });

describe('InviteForm', () => {
  beforeEach(() => {
    sendInvites.mockReset();
    sending = false;
  });

  it('has three labelled email inputs', () => {
    renderScreen(<InviteForm />);
    expect(screen.getAllByRole('textbox')).toHaveLength(3);
  });

  it('sends only the entries that look like emails', async () => {
    sendInvites.mockReturnValue({ unwrap: () => Promise.resolve({ sentTo: 2 }) });
    renderScreen(<InviteForm />);
    fill(1, 'Ada@Example.com ');
    fill(2, 'not an email');
    fill(3, 'grace@example.org');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invites' }));
    await waitFor(() => expect(sendInvites).toHaveBeenCalledWith({ emails: ['ada@example.com', 'grace@example.org'] }));
    expect(await screen.findByText('Invites sent successfully to 2 people!')).toBeTruthy();
    expect((screen.getByLabelText("Colleague's email 1") as HTMLInputElement).value).toBe('');
  });

  it('asks for at least one valid address and sends nothing', async () => {
    renderScreen(<InviteForm />);
    fill(1, 'nope');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invites' }));
    expect(await screen.findByText('Please enter at least one valid email address')).toBeTruthy();
    expect(sendInvites).not.toHaveBeenCalled();
  });

  it("shows the server's message when sending fails", async () => {
    sendInvites.mockReturnValue({
      unwrap: () => Promise.reject({ status: 429, data: { message: 'Too many attempts. Please wait a moment and try again.' } }),
    });
    renderScreen(<InviteForm />);
    fill(1, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invites' }));
    expect(await screen.findByText('Too many attempts. Please wait a moment and try again.')).toBeTruthy();
  });

  it('says so when the network is down', async () => {
    sendInvites.mockReturnValue({ unwrap: () => Promise.reject({ status: 'FETCH_ERROR', error: 'TypeError: Failed to fetch' }) });
    renderScreen(<InviteForm />);
    fill(1, 'ada@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Send Invites' }));
    expect(await screen.findByText('Failed to send invites. Please try again.')).toBeTruthy();
  });

  it('shows Sending... while the request runs', () => {
    sending = true;
    renderScreen(<InviteForm />);
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeTruthy();
  });
});
