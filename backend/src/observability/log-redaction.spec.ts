import { scrubText, scrubValue } from './log-redaction';

describe('scrubText', () => {
  it.each([
    ["Duplicate entry 'clara.barton+jobs@example.org' for key 'users.email'", "Duplicate entry '[email]' for key 'users.email'"],
    ['Mail to a@x.org: Reset your password', 'Mail to [email]: Reset your password'],
    ['Authorization: Bearer eyJhbGciOi.J9-x_y', 'Authorization: Bearer [redacted]'],
    ['cookie: sid=abc123; admin_sid=def456', 'cookie: sid=[redacted]; admin_sid=[redacted]'],
    ['GET /reset-password?token=Zm9v&next=1', 'GET /reset-password?token=[redacted]&next=1'],
    ['GET /api/packets/dV2GiXoUO1LZeOuJHYOpjjoSKDh7--8Cgvnec0OdnUo/resume', 'GET /api/packets/:token/resume'],
    ['https://nurse.example/packet/dV2GiXoUO1LZeOuJHYOpjjoSKDh7', 'https://nurse.example/packet/:token'],
    ['POST /api/unsubscribe/2.message~job-alert.QE1pxA40zH', 'POST /api/unsubscribe/:token'],
    ['/unsubscribe/2.message.QE1pxA40zH', '/unsubscribe/:token'],
    ['GET /API/Credentials/Calendar-Feed/abcdefghijk.ics', 'GET /API/Credentials/Calendar-Feed/:token'],
  ])('replaces what is secret in %p', (text, expected) => {
    expect(scrubText(text)).toBe(expected);
  });

  it.each([
    'request r1 GET /api/packets/:token: unavailable (ECONNREFUSED: connect ECONNREFUSED 10.0.0.5:3306)',
    'GET /api/credentials/packets/12/views',
    'Mail #42 (password-reset) sent',
    '    at Foo.bar (/work/main/node_modules/@nestjs/core/router/router-explorer.js:1:2)',
  ])('leaves %p as it is', (text) => {
    expect(scrubText(text)).toBe(text);
  });
});

describe('scrubValue', () => {
  it('scrubs the strings of objects and arrays, a copy, leaving other values', () => {
    const driverError = { message: "Duplicate entry 'a@x.org'", parameters: ['a@x.org', 7], fatal: false };
    expect(scrubValue(driverError)).toEqual({ message: "Duplicate entry '[email]'", parameters: ['[email]', 7], fatal: false });
    expect(driverError.parameters[0]).toBe('a@x.org');
    const error = new Error('a@x.org');
    expect((scrubValue({ err: error }) as { err: unknown }).err).toBe(error);
  });

  it('censors the values of fields that name a secret, at any depth it reads', () => {
    const line = { msg: 'sign-up', Email: 'a@x.org', to: ['a@x.org'], user: { id: 7, token: 'abc', password: 'pw' } };
    expect(scrubValue(line)).toEqual({
      msg: 'sign-up',
      Email: '[redacted]',
      to: '[redacted]',
      user: { id: 7, token: '[redacted]', password: '[redacted]' },
    });
  });
});
