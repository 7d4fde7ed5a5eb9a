import { pushConfigOf, pushConfigProblems } from './push-config';

const MAIL_FROM = 'Nurse Career Network <no-reply@example.org>';
const PUBLIC = `B${'A'.repeat(86)}`;
const PRIVATE = 'a'.repeat(43);

describe('push settings', () => {
  it('takes no keys and the mail sender as subject by default', () => {
    expect(pushConfigProblems({ MAIL_FROM })).toEqual([]);
    expect(pushConfigOf({ MAIL_FROM }, 'https://nurses.example.org')).toEqual({ keys: undefined, subject: 'mailto:no-reply@example.org' });
  });

  it('falls back to the https app address when the sender has no address', () => {
    expect(pushConfigOf({ MAIL_FROM: 'Nurses' }, 'https://nurses.example.org').subject).toBe('https://nurses.example.org');
  });

  it('keeps a pair of keys given together', () => {
    const env = { MAIL_FROM, VAPID_PUBLIC_KEY: PUBLIC, VAPID_PRIVATE_KEY: PRIVATE, VAPID_SUBJECT: 'mailto:ops@example.org' };
    expect(pushConfigProblems(env)).toEqual([]);
    expect(pushConfigOf(env, 'http://localhost:3000')).toEqual({
      keys: { publicKey: PUBLIC, privateKey: PRIVATE },
      subject: 'mailto:ops@example.org',
    });
  });

  it('names the variable that is missing or malformed', () => {
    expect(pushConfigProblems({ MAIL_FROM, VAPID_PUBLIC_KEY: PUBLIC })[0]).toMatch(/^VAPID_PRIVATE_KEY: required/);
    expect(pushConfigProblems({ MAIL_FROM, VAPID_PUBLIC_KEY: 'short', VAPID_PRIVATE_KEY: PRIVATE })[0]).toMatch(
      /^VAPID_PUBLIC_KEY: must be/,
    );
    expect(pushConfigProblems({ MAIL_FROM, VAPID_SUBJECT: 'ops@example.org' })[0]).toMatch(/^VAPID_SUBJECT: must be/);
  });
});
