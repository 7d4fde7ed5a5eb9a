/**
 * What the logs never hold. The app runs with the production JSON logger writing into the test, through
 * a sign-up with an invitation, a password reset, an invitation, the links that carry a token (a shared
 * packet, an unsubscribe link, a calendar feed, the reset page) and failures answered 503 and 500 on
 * those links; no line holds an email address, a cookie's value, a bearer token or a link's token.
 */
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';
import { SharedPacketsService } from '../src/modules/credentials/packets/shared-packets.service';
import { NotificationSettingsService } from '../src/modules/notifications/notification-settings.service';
import { UnsubscribeTokensService } from '../src/modules/notifications/unsubscribe-tokens.service';
import { createJsonLogger } from '../src/observability/json-logger';
import { adminClient, expectStatus, liveNurse, signupPayload, uniqueEmail } from './support/actors';
import { addLicence } from './support/credential-fixtures';
import { eventually } from './support/eventually';
import { resetTokenFromMail, SUBJECTS, waitForMail } from './support/outbox';
import { useTestApp } from './support/test-app';

jest.setTimeout(60_000);

const written: string[] = [];
const logs = new Writable({
  write(chunk: Buffer, _encoding, done) {
    written.push(chunk.toString());
    done();
  },
});
const app = useTestApp({}, { logger: createJsonLogger('api', logs) });

const logText = () => written.join('');
const logLines = () =>
  logText()
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as Record<string, unknown>);

const lastSegment = (url: string) => new URL(url).pathname.split('/').pop()!;

it('holds no email address, cookie, bearer token or link token after the flows that carry them', async () => {
  const admin = await adminClient(app);
  const invitee = uniqueEmail('invitee');
  const signup = signupPayload({ invitationEmails: [invitee] });
  expectStatus(await app.client().post('/api/auth/register', signup), 201);
  const nurse = await liveNurse(app, {}, admin);
  const colleague = uniqueEmail('colleague');
  expect([200, 201]).toContain((await nurse.client.post('/api/send-invites', { emails: [colleague] })).status);

  expectStatus(await app.client().post('/api/auth/forgot-password', { email: nurse.email }), 200);
  const resetToken = await resetTokenFromMail(app, nurse.email);
  await app.client().get(`/reset-password?token=${encodeURIComponent(resetToken)}`);
  const newPassword = 'another-horse-battery';
  expectStatus(await app.client().post('/api/auth/reset-password', { token: resetToken, password: newPassword }), 200);
  const signedIn = app.client();
  expectStatus(await signedIn.post('/api/auth/login', { email: nurse.email, password: newPassword }), 200);

  const bearer = randomBytes(24).toString('base64url');
  await signedIn.get('/api/auth/me', { headers: { Authorization: `Bearer ${bearer}` } });

  const feed = expectStatus(await signedIn.post('/api/credentials/calendar-feed', {}), 201).body as { url: string };
  expectStatus(await app.client().get(new URL(feed.url).pathname), 200);

  const licenceId = await addLicence(signedIn);
  const packet = expectStatus(
    await signedIn.post('/api/credentials/packets', { title: 'For St. Mary’s', expiresInDays: 7, licenceIds: [licenceId] }),
    201,
  ).body as { url: string };
  const packetToken = lastSegment(packet.url);
  expectStatus(await app.client().get(`/api/packets/${packetToken}`), 200);
  await app.client().get(`/packet/${packetToken}`);

  const unsubscribeToken = app.nest.get(UnsubscribeTokensService).issue({ userId: nurse.id, categories: ['message'] });
  expectStatus(await app.client().get(`/api/unsubscribe/${encodeURIComponent(unsubscribeToken)}`), 200);
  await app.client().get(`/unsubscribe/${encodeURIComponent(unsubscribeToken)}`);

  // An outage on a packet link, and a failure whose message quotes her address (as a driver's duplicate-key error does).
  const outage = jest
    .spyOn(app.nest.get(SharedPacketsService), 'summary')
    .mockRejectedValueOnce(Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:3306'), { code: 'ECONNREFUSED' }));
  const failure = jest
    .spyOn(app.nest.get(NotificationSettingsService), 'of')
    .mockRejectedValueOnce(new Error(`Duplicate entry '${nurse.email}' for key 'users.email'`));
  try {
    expectStatus(await app.client().get(`/api/packets/${packetToken}`), 503);
    expectStatus(await app.client().get(`/api/unsubscribe/${encodeURIComponent(unsubscribeToken)}`), 500);
  } finally {
    outage.mockRestore();
    failure.mockRestore();
  }

  // Two welcomes, account live, two invitations and the reset: each mail is logged once it is sent.
  await waitForMail(app, invitee, SUBJECTS.invitation);
  await waitForMail(app, colleague, SUBJECTS.invitation);
  await eventually(() => expect(logLines().filter((line) => line.context === 'Mail').length).toBeGreaterThanOrEqual(6));
  const feedToken = lastSegment(feed.url).replace(/\.ics$/, '');
  const secrets = {
    'her address': nurse.email,
    'the address signed up with': signup.email,
    "the invitee's address": invitee,
    "the colleague's address": colleague,
    'her session cookie': signedIn.cookie('sid') ?? '',
    "the administrator's session cookie": admin.cookie('admin_sid') ?? '',
    'a bearer token': bearer,
    'the reset token': resetToken,
    'the calendar feed token': feedToken,
    'the packet token': packetToken,
    'the unsubscribe token': unsubscribeToken,
  };
  const text = logText();
  expect(Object.entries(secrets).filter(([, value]) => !value || text.includes(value) || text.includes(encodeURIComponent(value)))).toEqual(
    [],
  );

  // What is logged instead: the route each failure happened on, and each mail by its outbox id and kind.
  const messages = logLines().map((line) => String(line.msg));
  expect(messages).toContainEqual(expect.stringMatching(/GET \/api\/packets\/:token: unavailable/));
  expect(messages).toContainEqual(expect.stringMatching(/GET \/api\/unsubscribe\/:token: /));
  for (const kind of ['welcome', 'invitation', 'password-reset']) {
    expect(messages).toContainEqual(expect.stringMatching(new RegExp(`^Mail #\\d+ \\(${kind}\\) sent$`)));
  }
});
