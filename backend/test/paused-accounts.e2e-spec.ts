/**
 * An account set back to pending (suspended, or not yet let in) shares nothing: her packet links and
 * calendar feed answer 404 as an unknown link does, and answer again once she is live; a pending
 * account may not make packets.
 */
import { adminClient, expectStatus, liveNurse, pendingNurse, setStatus } from './support/actors';
import type { ApiClient } from './support/api-client';
import { addLicence } from './support/credential-fixtures';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const LINK_GONE = { statusCode: 404, message: 'This packet link has expired, was revoked or never existed' };
const FEED_GONE = { statusCode: 404, message: 'That calendar feed was not found' };
const apiPathOf = (url: string) => `/api/packets/${new URL(url).pathname.split('/').pop()}`;

/** What a recipient without a session gets at each of her links: the packet page and the calendar feed. */
async function linkAnswers(packetUrl: string, feedUrl: string) {
  const visitor = app.client();
  const packet = await visitor.get(apiPathOf(packetUrl));
  const feed = await visitor.get(new URL(feedUrl).pathname);
  return { packet: { status: packet.status, body: packet.body }, feed: { status: feed.status, body: feed.body } };
}

it('answers her packet links and calendar feed 404 while her account is pending, and again once she is live', async () => {
  const ann = await liveNurse(app, {}, admin);
  const licence = await addLicence(ann.client);
  const packetUrl = expectStatus(
    await ann.client.post('/api/credentials/packets', { title: 'For St Mary', licenceIds: [licence], expiresInDays: 7 }),
    201,
  ).body.url;
  const feedUrl = expectStatus(await ann.client.post('/api/credentials/calendar-feed'), 201).body.url;
  expect(await linkAnswers(packetUrl, feedUrl)).toMatchObject({ packet: { status: 200 }, feed: { status: 200 } });

  await setStatus(admin, ann.id, 'pending');
  expect(await linkAnswers(packetUrl, feedUrl)).toEqual({
    packet: { status: 404, body: LINK_GONE },
    feed: { status: 404, body: FEED_GONE },
  });

  await setStatus(admin, ann.id, 'live');
  const again = await linkAnswers(packetUrl, feedUrl);
  expect(again).toMatchObject({ packet: { status: 200, body: { title: 'For St Mary' } }, feed: { status: 200 } });
});

it('refuses a packet from a pending account, saying why, and stores none', async () => {
  const bea = await pendingNurse(app);
  const licence = await addLicence(bea.client);
  const refused = await bea.client.post('/api/credentials/packets', { title: 'Early', licenceIds: [licence], expiresInDays: 7 });
  expect({ status: refused.status, body: refused.body }).toEqual({
    status: 403,
    body: { statusCode: 403, message: 'You can share packets once your account is live' },
  });
  expect(expectStatus(await bea.client.get('/api/credentials/packets'), 200).body.items).toEqual([]);

  await setStatus(admin, bea.id, 'live');
  expectStatus(await bea.client.post('/api/credentials/packets', { title: 'Now', licenceIds: [licence], expiresInDays: 7 }), 201);
});
