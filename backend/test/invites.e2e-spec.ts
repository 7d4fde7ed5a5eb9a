import { VALIDATION } from '@nurse/domain';
import { encodeCursor } from '../src/common/page-cursor';
import { InvitationEntity } from '../src/modules/invites/entities/invitation.entity';
import type { ApiClient } from './support/api-client';
import { adminClient, expectStatus, pendingNurse, setStatus, signupPayload, uniqueEmail, uniqueWord, walkPages } from './support/actors';
import { mailsTo, SUBJECTS, waitForMail } from './support/outbox';
import { OWNER_EMAIL } from './support/staff';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

/** The admin table's row of that invited address. */
async function invitationOf(email: string) {
  const { body } = expectStatus(await admin.get(`/api/admin/invitations?search=${encodeURIComponent(email)}`), 200);
  expect(body.total).toBe(1);
  return body.items[0];
}

it('keeps the valid, distinct addresses other than her own and mails each one', async () => {
  const nurse = await pendingNurse(app);
  const [first, second] = [uniqueEmail('colleague'), uniqueEmail('colleague')];
  const emails = [first, 'not-an-email', first.toUpperCase(), '', ` ${second} `, nurse.email, 'a@b'];
  const res = expectStatus(await nurse.client.post('/api/send-invites', { emails }), 200);
  expect(res.body).toEqual({ sentTo: 2 });

  const stored = await app.dataSource.getRepository(InvitationEntity).findBy({ invitedByUserId: nurse.id });
  expect(stored.map((i) => i.email).sort()).toEqual([first, second].sort());
  const mail = await waitForMail(app, second, SUBJECTS.invitation);
  expect(mail.subject).toBe(`${nurse.name} invited you to Nurse Career Network`);
  expect(mail.content).toContain(`${app.config.appUrl}/signup`);
  expect(expectStatus(await nurse.client.get('/api/auth/me'), 200).body.invitationEmails.sort()).toEqual([first, second].sort());
});

it.each([[[]], [['nope', '@example.org', '']]])('refuses a list without one valid address (%j)', async (emails) => {
  const nurse = await pendingNurse(app);
  const res = await nurse.client.post('/api/send-invites', { emails });
  expect(res.status).toBe(400);
  expect(res.body.message).toBe(VALIDATION.invitesNone);
  expect(await app.dataSource.getRepository(InvitationEntity).countBy({ invitedByUserId: nurse.id })).toBe(0);
});

it('shows the invitation in admin as invited, then pending once the account exists, then live', async () => {
  const nurse = await pendingNurse(app);
  const invited = uniqueEmail('invited');
  expectStatus(await nurse.client.post('/api/send-invites', { emails: [invited] }), 200);
  expect(await invitationOf(invited)).toMatchObject({
    email: invited,
    status: 'invited',
    sendCount: 1,
    invitedBy: { id: nurse.id, name: nurse.name, email: nurse.email },
  });

  const { body: account } = expectStatus(await app.client().post('/api/auth/register', signupPayload({ email: invited })), 201);
  expect((await invitationOf(invited)).status).toBe('pending');
  await setStatus(admin, account.id, 'live');
  expect((await invitationOf(invited)).status).toBe('live');
});

it('counts an administrator resend on the latest invitation and audits it', async () => {
  const nurse = await pendingNurse(app);
  const invited = uniqueEmail('resend');
  expectStatus(await nurse.client.post('/api/send-invites', { emails: [invited] }), 200);
  const before = await invitationOf(invited);

  expect(expectStatus(await admin.post('/api/send-invites', { emails: [invited] }), 200).body).toEqual({ sentTo: 1 });
  const after = await invitationOf(invited);
  expect(after).toMatchObject({ id: before.id, sendCount: 2, invitedBy: { id: nurse.id } });
  expect(Date.parse(after.lastSentAt)).toBeGreaterThanOrEqual(Date.parse(before.lastSentAt));
  await waitForMail(app, invited, SUBJECTS.invitation, 2);
  expect(mailsTo(app, invited).map((mail) => mail.subject)).toContain(`The Nurse Career Network team ${SUBJECTS.invitation}`);

  const { body: audit } = expectStatus(await admin.get('/api/admin/audit-log'), 200);
  expect(audit.items[0]).toMatchObject({
    actor: 'Owner',
    staff: { email: OWNER_EMAIL },
    action: 'send-invites',
    targetType: 'invitation',
    targetId: invited,
    details: { sentTo: 1 },
  });
});

it('records an administrator invitation to a new address with no inviter', async () => {
  const invited = uniqueEmail('from-admin');
  expectStatus(await admin.post('/api/send-invites', { emails: [invited] }), 200);
  expect(await invitationOf(invited)).toMatchObject({ status: 'invited', sendCount: 1, invitedBy: null });
});

it('keeps one invitation per address and nurse, counting repeats', async () => {
  const nurse = await pendingNurse(app);
  const invited = uniqueEmail('twice');
  for (let i = 0; i < 2; i += 1) expectStatus(await nurse.client.post('/api/send-invites', { emails: [invited] }), 200);
  expect(await invitationOf(invited)).toMatchObject({ sendCount: 2, invitedBy: { id: nurse.id } });
  expect(expectStatus(await nurse.client.get('/api/auth/waitlist'), 200).body.invitesSent).toBe(1);
});

it('pages the admin list most recently sent first, by cursor, searched by the start of the address', async () => {
  const prefix = uniqueWord().toLowerCase();
  const emails = [1, 2, 3].map((n) => `${prefix}.${n}@example.org`);
  for (const email of emails) expectStatus(await admin.post('/api/send-invites', { emails: [email] }), 200);
  const listed = async () => {
    const pages = await walkPages(
      async (cursor) =>
        expectStatus(await admin.get(`/api/admin/invitations?search=${prefix.toUpperCase()}&pageSize=2${cursor}`), 200).body,
    );
    expect(pages.map((page) => page.total)).toEqual([3, 3]);
    return pages.flatMap((page) => page.items.map((item: { email: string }) => item.email));
  };
  expect(await listed()).toEqual([...emails].reverse());
  // MySQL keeps whole seconds: the resend must fall in a later one to sort first.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expectStatus(await admin.post('/api/send-invites', { emails: [emails[0]] }), 200);
  expect(await listed()).toEqual([emails[0], emails[2], emails[1]]);
  const middle = expectStatus(await admin.get(`/api/admin/invitations?search=${prefix}.4`), 200).body;
  expect(middle).toMatchObject({ items: [], total: 0, nextCursor: null });
  const beforeAll = encodeCursor(['2000-01-01T00:00:00.000Z', 1]);
  const pastTheEnd = expectStatus(await admin.get(`/api/admin/invitations?search=${prefix}&cursor=${beforeAll}`), 200).body;
  expect(pastTheEnd).toMatchObject({ items: [], total: 3, nextCursor: null });
  const unfiltered = expectStatus(await admin.get(`/api/admin/invitations?cursor=${beforeAll}`), 200).body;
  expect(unfiltered).toMatchObject({ items: [], nextCursor: null });
  expect(unfiltered.total).toBe(await app.dataSource.getRepository(InvitationEntity).count());
});
