// The first owner (made from ADMIN_PASSWORD at the default ADMIN_EMAIL) signed in on a server the scripts
// started: her first sign-in sets up her authenticator app with a code computed here (otpauth), as
// backend/test/support/staff.ts does for the API tests. One session per server, reused for every call.
import { Secret, TOTP } from 'otpauth';

export const OWNER_EMAIL = 'admin@localhost';

const sessions = new Map();

async function post(url, path, body, cookie) {
  const res = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify(body ?? {}),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${(await res.text()).slice(0, 200)}`);
  return res;
}

/** The owner's session cookie (`admin_sid=…`) on the server at `url`. */
export async function ownerCookie(url, password) {
  if (!sessions.has(url)) sessions.set(url, signIn(url, password));
  return sessions.get(url);
}

async function signIn(url, password) {
  const login = await post(url, '/api/admin/login', { email: OWNER_EMAIL, password });
  const cookie = login.headers
    .getSetCookie()
    .map((value) => value.split(';')[0])
    .find((pair) => pair.startsWith('admin_sid='));
  if (!(await login.json()).isAdmin) {
    const setup = await (await post(url, '/api/admin/two-factor/setup', {}, cookie)).json();
    const code = new TOTP({ secret: Secret.fromBase32(setup.secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate();
    await post(url, '/api/admin/two-factor/enable', { code }, cookie);
  }
  return cookie;
}
