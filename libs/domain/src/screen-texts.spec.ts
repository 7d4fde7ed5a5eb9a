import { FORGOT_PASSWORD_TEXTS, forgotPasswordErrorMessage, invitesSentMessage } from './screen-texts';

describe('invitesSentMessage', () => {
  it('counts people', () => {
    expect(invitesSentMessage(1)).toBe('Invites sent successfully to 1 person!');
    expect(invitesSentMessage(3)).toBe('Invites sent successfully to 3 people!');
  });
});

describe('forgotPasswordErrorMessage', () => {
  it('explains an unknown address', () => {
    expect(forgotPasswordErrorMessage('User not found')).toBe(FORGOT_PASSWORD_TEXTS.userNotFound);
  });

  it('explains a mail problem', () => {
    expect(forgotPasswordErrorMessage('Could not send email')).toBe(FORGOT_PASSWORD_TEXTS.emailIssue);
  });

  it('keeps other messages', () => {
    expect(forgotPasswordErrorMessage('Too many attempts')).toBe('Too many attempts');
  });
});
