import { renderMail } from './mail-templates';

describe('renderMail', () => {
  it('puts the reset link in both bodies and escapes names in HTML', () => {
    const mail = renderMail({ template: 'password-reset', name: '<Ann>', resetUrl: 'https://x.org/reset-password?token=abc' });
    expect(mail.subject).toBe('Reset your password');
    expect(mail.text).toContain('https://x.org/reset-password?token=abc');
    expect(mail.html).toContain('https://x.org/reset-password?token=abc');
    expect(mail.html).toContain('&lt;Ann&gt;');
    expect(mail.html).not.toContain('<Ann>');
  });

  it('names the inviter in an invitation', () => {
    const mail = renderMail({ template: 'invitation', inviterName: 'Grace', signupUrl: 'http://localhost:3000/signup' });
    expect(mail.subject).toContain('Grace');
    expect(mail.text).toContain('http://localhost:3000/signup');
  });
});
