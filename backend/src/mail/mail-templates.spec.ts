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

  it('tells her that her data is ready, how long it is kept, and links to the settings section, not to the file', () => {
    const mail = renderMail({
      template: 'data-export-ready',
      name: 'Ann',
      settingsUrl: 'https://x.org/settings?section=your-data',
      keptHours: 72,
    });
    expect(mail.subject).toBe('Your data is ready to download');
    expect(mail.text).toContain('https://x.org/settings?section=your-data');
    expect(mail.text).toContain('72 hours');
    expect(mail.html).toContain('href="https://x.org/settings?section=your-data"');
    expect(mail.html).not.toContain('/api/account/data-export');
  });

  describe('the digest as a phone and a mail app show it', () => {
    const digest = renderMail({
      template: 'digest',
      name: 'Ann',
      items: [{ text: 'Bo wants to connect with you', url: 'https://x.org/my-connections' }],
      unsubscribeUrl: 'https://x.org/unsubscribe/tok.en',
      settingsUrl: 'https://x.org/settings',
    });

    it('offers the unsubscribe link in the HTML part, not only in the headers and the text part', () => {
      expect(digest.html).toMatch(/<a href="https:\/\/x\.org\/unsubscribe\/tok\.en"[^>]*>Unsubscribe[^<]*<\/a>/);
    });

    it('lays itself out to the width of a phone', () => {
      expect(digest.html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1">');
      // A fixed width over a phone's 375 px would make it scroll sideways; a max-width shrinks.
      const fixedWidths = [...digest.html.matchAll(/(?<![-\w])(?:min-)?width\s*[:=]\s*"?(\d+)/g)].map((match) => Number(match[1]));
      expect(fixedWidths.filter((width) => width > 375)).toEqual([]);
    });
  });
});
