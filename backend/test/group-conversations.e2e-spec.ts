/**
 * Group conversations: named groups of up to 20 nurses, each a connection of the nurse who added her;
 * the creator renames and removes, anyone leaves. A member reads what was sent since she joined, never
 * from across a block; leaving ends her access to everything at once. Unread counts, the badge, mute,
 * "read by N", typing, notifications, live delivery, reports and search include groups, and reactions,
 * edits, deletions and attachments work on group messages through the message-id routes.
 */
import { randomUUID } from 'node:crypto';
import { ERRORS, LIVE_EVENTS, MESSAGE_CHANGE_ERRORS, MESSAGE_GROUP_TEXTS as T, MESSAGE_NOT_FOUND, TYPING_THROTTLE_MS } from '@nurse/domain';
import type { ApiClient } from './support/api-client';
import { adminClient, connect, expectStatus, liveNurse, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { collect, useLiveTabs } from './support/live-sockets';
import { useTestApp } from './support/test-app';
import { getBytes, postFile } from './profile-support/multipart';
import { zipEntries } from './support/zip-entries';
import { minimalPdf } from './profile-support/upload-fixtures';

const app = useTestApp();
const tabs = useLiveTabs(app);
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

interface GroupBody {
  id: number;
  name: string;
  creatorId: number;
  muted: boolean;
  members: Array<{ userId: number; name: string; isCreator: boolean }>;
}
interface ThreadItem {
  id: number;
  fromUserId: number;
  toUserId: number | null;
  groupId: number;
  fromUserName: string;
  content: string;
  readByCount: number;
  reactions: Array<{ reaction: string; userIds: number[] }>;
  attachments: Array<{ id: number; url: string }>;
}

/** A live nurse and `count` live connections of hers. */
async function nurseWithConnections(count: number): Promise<[Nurse, ...Nurse[]]> {
  const owner = await liveNurse(app, {}, admin);
  const others: Nurse[] = [];
  for (let i = 0; i < count; i++) {
    const other = await liveNurse(app, {}, admin);
    await connect(owner, other);
    others.push(other);
  }
  return [owner, ...others];
}

const createGroup = (by: Nurse, memberIds: number[], name = 'Night shift ICU') => by.client.post('/api/groups', { name, memberIds });
async function groupOf(by: Nurse, members: Nurse[], name?: string): Promise<GroupBody> {
  return expectStatus(
    await createGroup(
      by,
      members.map((member) => member.id),
      name,
    ),
    201,
  ).body as GroupBody;
}
const post = (by: Nurse, groupId: number, content: string, extra: Record<string, unknown> = {}, key = randomUUID()) =>
  by.client.post(`/api/groups/${groupId}/messages`, { content, ...extra }, { headers: { 'idempotency-key': key } });
const sent = async (by: Nurse, groupId: number, content: string) => expectStatus(await post(by, groupId, content), 201).body.id as number;
const thread = async (reader: Nurse, groupId: number): Promise<ThreadItem[]> =>
  expectStatus(await reader.client.get(`/api/groups/${groupId}/messages`), 200).body.items as ThreadItem[];
const summary = async (reader: Nurse, groupId: number) =>
  (
    expectStatus(await reader.client.get('/api/groups'), 200).body.items as Array<{
      id: number;
      memberCount: number;
      unreadCount: number;
      muted: boolean;
    }>
  ).find((item) => item.id === groupId);
const badge = async (reader: Nurse) =>
  expectStatus(await reader.client.get(`/api/unread-messages/${reader.id}`), 200).body.unreadCount as number;
const block = async (by: Nurse, other: Nurse) =>
  expectStatus(await by.client.post(`/api/users/${by.id}/blocks`, { blockedUserId: other.id }), 204);
const groupNotes = async (who: Nurse) =>
  (
    expectStatus(await who.client.get('/api/notifications?pageSize=50'), 200).body.items as Array<{ category: string; read: boolean }>
  ).filter((note) => note.category === 'group-message');
const leave = (who: Nurse, groupId: number) => who.client.request('DELETE', `/api/groups/${groupId}/members/${who.id}`);

describe('starting a group and who is in it', () => {
  it('starts a group with her connections, trimmed name, members in the order they joined, and lists it', async () => {
    const [ana, ben, cleo] = await nurseWithConnections(2);
    const group = await groupOf(ana, [ben, cleo], '  Night shift ICU  ');
    expect(group).toMatchObject({ name: 'Night shift ICU', creatorId: ana.id, muted: false });
    expect(group.members.map((m) => [m.userId, m.isCreator])).toEqual([
      [ana.id, true],
      [ben.id, false],
      [cleo.id, false],
    ]);
    expect(expectStatus(await ben.client.get(`/api/groups/${group.id}`), 200).body.members).toHaveLength(3);
    expect(await summary(cleo, group.id)).toMatchObject({ name: 'Night shift ICU', memberCount: 3, lastMessage: null, unreadCount: 0 });
  });

  it('refuses a blank or 61-character name, nobody to add, and 20 others (21 in all)', async () => {
    const [ana, ben] = await nurseWithConnections(1);
    expect(expectStatus(await createGroup(ana, [ben.id], '   '), 400).body.message).toBe(T.nameBlank);
    expect(expectStatus(await createGroup(ana, [ben.id], 'x'.repeat(61)), 400).body.message).toBe(T.nameTooLong);
    expect(expectStatus(await createGroup(ana, [ben.id], 'x'.repeat(60)), 201).body.name).toHaveLength(60);
    expect(expectStatus(await createGroup(ana, []), 400).body.message).toBe(T.membersRequired);
    expect(expectStatus(await createGroup(ana, [ana.id]), 400).body.message).toBe(T.membersRequired);
    const twenty = Array.from({ length: 20 }, (_, i) => ben.id + 1000 + i);
    expect(expectStatus(await createGroup(ana, twenty), 400).body.message).toBe(T.tooManyMembers);
    expectStatus(await ana.client.post('/api/groups', { name: 'x', memberIds: 'ben' }), 400);
  });

  it('adds only her own live connections: a stranger and a blocked nurse get the same refusal', async () => {
    const [ana, ben, cleo] = await nurseWithConnections(2);
    const stranger = await liveNurse(app, {}, admin);
    const res = expectStatus(await createGroup(ana, [ben.id, stranger.id]), 400);
    expect(res.body).toEqual({ statusCode: 400, message: T.onlyConnections });
    await block(cleo, ana);
    expect(expectStatus(await createGroup(ana, [ben.id, cleo.id]), 400).body.message).toBe(T.onlyConnections);
    const group = await groupOf(ana, [ben]);
    // Ben may add his own connections, not Ana's.
    const dana = await liveNurse(app, {}, admin);
    await connect(ben, dana);
    expect(expectStatus(await ben.client.post(`/api/groups/${group.id}/members`, { userIds: [stranger.id] }), 400).body.message).toBe(
      T.onlyConnections,
    );
    const added = expectStatus(await ben.client.post(`/api/groups/${group.id}/members`, { userIds: [dana.id] }), 200).body as GroupBody;
    expect(added.members.map((m) => m.userId)).toEqual([ana.id, ben.id, dana.id]);
    expect(expectStatus(await ben.client.post(`/api/groups/${group.id}/members`, { userIds: [dana.id] }), 409).body.message).toBe(
      T.alreadyMember,
    );
    // Nobody is added to a group by someone she blocked.
    const eve = await liveNurse(app, {}, admin);
    await connect(ben, eve);
    await block(eve, ben);
    expect(expectStatus(await ben.client.post(`/api/groups/${group.id}/members`, { userIds: [eve.id] }), 400).body.message).toBe(
      T.onlyConnections,
    );
  });

  it('never grows past 20 members: the 21st is refused with a conflict that says why', async () => {
    const [ana, ...others] = await nurseWithConnections(20);
    const group = await groupOf(ana, others.slice(0, 19));
    expect((await summary(ana, group.id))?.memberCount ?? 0).toBe(20);
    const res = expectStatus(await ana.client.post(`/api/groups/${group.id}/members`, { userIds: [others[19].id] }), 409);
    expect(res.body.message).toBe(T.tooManyMembers);
    expect(expectStatus(await others[19].client.get(`/api/groups/${group.id}`), 404).body.message).toBe(T.notFound);
  }, 60_000);

  it('lets only the creator rename and remove; anyone leaves; when the creator leaves, the earliest member takes over', async () => {
    const [ana, ben, cleo, dana] = await nurseWithConnections(3);
    const group = await groupOf(ana, [ben, cleo]);
    expect(
      expectStatus(await ben.client.request('PATCH', `/api/groups/${group.id}`, { body: { name: 'Mine now' } }), 403).body.message,
    ).toBe(T.onlyCreatorRenames);
    expect(
      expectStatus(await ana.client.request('PATCH', `/api/groups/${group.id}`, { body: { name: ' Day shift ' } }), 200).body.name,
    ).toBe('Day shift');
    expect(expectStatus(await ana.client.request('PATCH', `/api/groups/${group.id}`, { body: { name: '' } }), 400).body.message).toBe(
      T.nameBlank,
    );
    expect(expectStatus(await ben.client.request('DELETE', `/api/groups/${group.id}/members/${cleo.id}`), 403).body.message).toBe(
      T.onlyCreatorRemoves,
    );
    expectStatus(await ana.client.request('DELETE', `/api/groups/${group.id}/members/${dana.id}`), 404);
    expectStatus(await ana.client.request('DELETE', `/api/groups/${group.id}/members/${cleo.id}`), 204);
    expectStatus(await cleo.client.get(`/api/groups/${group.id}`), 404);
    expectStatus(await leave(ana, group.id), 204);
    const after = expectStatus(await ben.client.get(`/api/groups/${group.id}`), 200).body as GroupBody;
    expect([after.creatorId, after.members.map((m) => m.userId)]).toEqual([ben.id, [ben.id]]);
    expectStatus(await ben.client.request('PATCH', `/api/groups/${group.id}`, { body: { name: 'Ben’s' } }), 200);
    expectStatus(await leave(ben, group.id), 204);
    expectStatus(await ben.client.get(`/api/groups/${group.id}`), 404);
  });
});

describe('messages in a group', () => {
  it('delivers to every member with the sender’s name, counts unread per member and in the badge, and reads as "read by N"', async () => {
    const [ana, ben, cleo] = await nurseWithConnections(2);
    const group = await groupOf(ana, [ben, cleo]);
    const first = expectStatus(await post(ana, group.id, 'Who covers bed 4 tonight?'), 201).body;
    expect(first).toMatchObject({ ok: true, groupId: group.id, toUserId: null, fromUserId: ana.id, fromUserName: ana.name });
    await sent(ben, group.id, 'I can');

    const seen = await thread(cleo, group.id);
    expect(seen.map((m) => [m.content, m.fromUserName, m.groupId, m.toUserId])).toEqual([
      ['Who covers bed 4 tonight?', ana.name, group.id, null],
      ['I can', ben.name, group.id, null],
    ]);
    expect([await summary(cleo, group.id), await badge(cleo)]).toEqual([
      expect.objectContaining({ unreadCount: 2, lastMessage: 'I can' }),
      2,
    ]);
    expect((await summary(ana, group.id))?.unreadCount).toBe(1);
    expect(expectStatus(await cleo.client.get('/api/badges'), 200).body.unreadMessages).toBe(2);

    expect((await thread(ana, group.id))[0].readByCount).toBe(0);
    expect(expectStatus(await cleo.client.put(`/api/groups/${group.id}/read`), 200).body).toEqual({ marked: 2, unreadCount: 0 });
    expect([(await summary(cleo, group.id))?.unreadCount, await badge(cleo)]).toEqual([0, 0]);
    expect((await thread(ana, group.id)).map((m) => m.readByCount)).toEqual([1, 0]);
    expectStatus(await ben.client.put(`/api/groups/${group.id}/read`), 200);
    expect((await thread(ana, group.id)).map((m) => m.readByCount)).toEqual([2, 0]);
    expect((await thread(ben, group.id)).map((m) => m.readByCount)).toEqual([0, 1]);
    // As in a pair, read marks count only between nurses who both show read receipts.
    expectStatus(await cleo.client.put('/api/settings/contact', { readReceipts: false }), 200);
    expect((await thread(ana, group.id)).map((m) => m.readByCount)).toEqual([1, 0]);
    expectStatus(await ana.client.put('/api/settings/contact', { readReceipts: false }), 200);
    expect((await thread(ana, group.id)).map((m) => m.readByCount)).toEqual([0, 0]);
  });

  it('shows a member added later only what was sent after she joined', async () => {
    const [ana, ben, cleo] = await nurseWithConnections(2);
    const group = await groupOf(ana, [ben]);
    await sent(ana, group.id, 'Before Cleo');
    expectStatus(await ana.client.post(`/api/groups/${group.id}/members`, { userIds: [cleo.id] }), 200);
    await sent(ben, group.id, 'Welcome Cleo');
    expect((await thread(cleo, group.id)).map((m) => m.content)).toEqual(['Welcome Cleo']);
    expect((await summary(cleo, group.id))?.unreadCount).toBe(1);
  });

  it('mutes per member: still delivered and listed, out of her badge and notifications', async () => {
    const [ana, ben] = await nurseWithConnections(1);
    const group = await groupOf(ana, [ben]);
    expectStatus(await ben.client.put(`/api/groups/${group.id}/mute`), 204);
    await sent(ana, group.id, 'Muted news');
    expect(await summary(ben, group.id)).toMatchObject({ muted: true, unreadCount: 1 });
    expect(await badge(ben)).toBe(0);
    expect(await groupNotes(ben)).toEqual([]);
    expectStatus(await ben.client.request('DELETE', `/api/groups/${group.id}/mute`), 204);
    expect(await badge(ben)).toBe(1);
    await sent(ana, group.id, 'Loud news');
    expect(await groupNotes(ben)).toEqual([
      expect.objectContaining({ category: 'group-message', text: `${ana.name} sent a message in Night shift ICU` }),
    ]);
    expectStatus(await ben.client.put(`/api/groups/${group.id}/read`), 200);
    expect((await groupNotes(ben))[0].read).toBe(true);
  });

  it('never shows a nurse what someone she blocked (or who blocked her) sends there, nor counts or notifies it', async () => {
    const [ana, ben, cleo] = await nurseWithConnections(2);
    const group = await groupOf(ana, [ben, cleo]);
    await block(cleo, ben);
    await sent(ben, group.id, 'From Ben');
    await sent(cleo, group.id, 'From Cleo');
    await sent(ana, group.id, 'From Ana');
    expect((await thread(cleo, group.id)).map((m) => m.content)).toEqual(['From Cleo', 'From Ana']);
    expect((await thread(ben, group.id)).map((m) => m.content)).toEqual(['From Ben', 'From Ana']);
    expect((await thread(ana, group.id)).map((m) => m.content)).toEqual(['From Ben', 'From Cleo', 'From Ana']);
    expect((await summary(cleo, group.id))?.unreadCount).toBe(1);
    expect((await summary(ben, group.id))?.unreadCount).toBe(1);
    const benMessage = (await thread(ana, group.id))[0].id;
    expect(expectStatus(await cleo.client.put(`/api/messages/${benMessage}/reaction`, { reaction: 'like' }), 404).body.message).toBe(
      MESSAGE_NOT_FOUND,
    );
  });

  it('takes reactions, edits by the sender only and deletion for everyone through the message routes', async () => {
    const [ana, ben, cleo] = await nurseWithConnections(2);
    const group = await groupOf(ana, [ben, cleo]);
    const id = await sent(ana, group.id, 'Handover at 7');
    expectStatus(await ben.client.put(`/api/messages/${id}/reaction`, { reaction: 'like' }), 200);
    expect((await thread(cleo, group.id))[0].reactions).toEqual([{ reaction: 'like', userIds: [ben.id] }]);
    expect(expectStatus(await ben.client.request('PATCH', `/api/messages/${id}`, { body: { content: 'mine' } }), 403).body.message).toBe(
      MESSAGE_CHANGE_ERRORS.notYours,
    );
    expect(
      expectStatus(await ana.client.request('PATCH', `/api/messages/${id}`, { body: { content: 'Handover at 7:30' } }), 200).body,
    ).toMatchObject({
      groupId: group.id,
      toUserId: null,
      content: 'Handover at 7:30',
    });
    expect((await thread(cleo, group.id))[0].content).toBe('Handover at 7:30');
    expectStatus(await ana.client.request('DELETE', `/api/messages/${id}`), 200);
    expect((await thread(ben, group.id))[0]).toMatchObject({ content: '', reactions: [] });
  });

  it('guards patient information and carries attachments as a private message does', async () => {
    const [ana, ben] = await nurseWithConnections(1);
    const group = await groupOf(ana, [ben]);
    expect(expectStatus(await post(ana, group.id, 'MRN 12345678 needs a bed'), 400).body.errors[0].field).toBe(
      'patientInformationConfirmed',
    );
    expectStatus(await post(ana, group.id, 'MRN 12345678 needs a bed', { patientInformationConfirmed: true }), 201);
    expect(expectStatus(await post(ana, group.id, '   '), 400).body.message).toBe(ERRORS.messageBlank);
    const upload = expectStatus(
      await postFile(app, ana.client, '/api/messages/attachments', {
        field: 'file',
        bytes: minimalPdf(),
        filename: 'rota.pdf',
        type: 'application/pdf',
      }),
      201,
    ).body.id as number;
    expectStatus(await post(ana, group.id, 'Rota', { attachmentIds: [upload] }), 201);
    const [message] = (await thread(ben, group.id)).slice(-1);
    expect((await getBytes(app, ben.client, `/api/messages/attachments/${upload}/original`)).status).toBe(200);
    expect((await getBytes(app, null, message.attachments[0].url)).status).toBe(200);
  });

  it('answers a repeated send with the same key once', async () => {
    const [ana, ben] = await nurseWithConnections(1);
    const group = await groupOf(ana, [ben]);
    const key = randomUUID();
    const first = expectStatus(await post(ana, group.id, 'Once', {}, key), 201);
    const again = expectStatus(await post(ana, group.id, 'Once', {}, key), 201);
    expect(again.body.id).toBe(first.body.id);
    expect(await thread(ben, group.id)).toHaveLength(1);
    expect((await summary(ben, group.id))?.unreadCount).toBe(1);
  });
});

describe('who may not', () => {
  it('is not found for a non-member: the group, its thread, posting, reading, typing, muting, its messages, attachments and search', async () => {
    const [ana, ben] = await nurseWithConnections(1);
    const outsider = await liveNurse(app, {}, admin);
    const group = await groupOf(ana, [ben]);
    const upload = expectStatus(
      await postFile(app, ana.client, '/api/messages/attachments', {
        field: 'file',
        bytes: minimalPdf(),
        filename: 'plan.pdf',
        type: 'application/pdf',
      }),
      201,
    ).body.id as number;
    const id = expectStatus(await post(ana, group.id, 'Secret zebra plan', { attachmentIds: [upload] }), 201).body.id as number;
    for (const res of [
      await outsider.client.get(`/api/groups/${group.id}`),
      await outsider.client.get(`/api/groups/${group.id}/messages`),
      await post(outsider, group.id, 'Let me in'),
      await outsider.client.put(`/api/groups/${group.id}/read`),
      await outsider.client.post(`/api/groups/${group.id}/typing`),
      await outsider.client.put(`/api/groups/${group.id}/mute`),
      await outsider.client.request('PATCH', `/api/groups/${group.id}`, { body: { name: 'Mine' } }),
      await outsider.client.post(`/api/groups/${group.id}/members`, { userIds: [outsider.id] }),
      await outsider.client.request('DELETE', `/api/groups/${group.id}/members/${ben.id}`),
      await outsider.client.put(`/api/messages/${id}/reaction`, { reaction: 'like' }),
      await outsider.client.request('PATCH', `/api/messages/${id}`, { body: { content: 'x' } }),
      await outsider.client.request('DELETE', `/api/messages/${id}`),
      await outsider.client.get(`/api/messages/attachments/${upload}/original`),
    ])
      expectStatus(res, 404);
    expect(expectStatus(await outsider.client.get('/api/messages/search?q=zebra'), 200).body.items).toEqual([]);
    expect(
      expectStatus(await outsider.client.post('/api/reports', { reportedUserId: ana.id, messageId: id, reason: 'spam' }), 404).body.message,
    ).toBe(ERRORS.reportedMessageNotFound);
  });

  it('ends a member’s access the moment she leaves or is removed: thread, links already signed, reactions, search', async () => {
    const [ana, ben, cleo] = await nurseWithConnections(2);
    const group = await groupOf(ana, [ben, cleo]);
    const upload = expectStatus(
      await postFile(app, ana.client, '/api/messages/attachments', {
        field: 'file',
        bytes: minimalPdf(),
        filename: 'notes.pdf',
        type: 'application/pdf',
      }),
      201,
    ).body.id as number;
    await sent(cleo, group.id, 'Cleo wrote walrus');
    const id = expectStatus(await post(ana, group.id, 'Walrus notes', { attachmentIds: [upload] }), 201).body.id as number;
    const [, withFile] = await thread(ben, group.id);
    const link = withFile.attachments[0].url;
    expect((await getBytes(app, null, link)).status).toBe(200);
    const hits = expectStatus(await ben.client.get('/api/messages/search?q=walrus'), 200).body.items;
    expect(hits.map((hit: { group?: { id: number; name: string } }) => hit.group)).toEqual([
      { id: group.id, name: 'Night shift ICU' },
      { id: group.id, name: 'Night shift ICU' },
    ]);

    expectStatus(await leave(ben, group.id), 204);
    expectStatus(await ben.client.get(`/api/groups/${group.id}/messages`), 404);
    expect((await getBytes(app, null, link)).status).toBe(404);
    expectStatus(await ben.client.put(`/api/messages/${id}/reaction`, { reaction: 'like' }), 404);
    expect(expectStatus(await ben.client.get('/api/messages/search?q=walrus'), 200).body.items).toEqual([]);
    expect(expectStatus(await ben.client.get('/api/groups'), 200).body.items).toEqual([]);

    expectStatus(await ana.client.request('DELETE', `/api/groups/${group.id}/members/${cleo.id}`), 204);
    // Her own messages in a group she is no longer in are not found by her search either.
    expect(expectStatus(await cleo.client.get('/api/messages/search?q=walrus'), 200).body.items).toEqual([]);
    expectStatus(await cleo.client.get(`/api/messages/attachments/${upload}/original`), 404);
  });
});

describe('reports, live tabs and typing', () => {
  it('lets a member report a group message; moderators see the group’s name and the message in its group', async () => {
    const [ana, ben] = await nurseWithConnections(1);
    const group = await groupOf(ana, [ben], 'Ward 5 chat');
    const id = await sent(ana, group.id, 'Something rude');
    expectStatus(await ben.client.post('/api/reports', { reportedUserId: ana.id, messageId: id, reason: 'harassment' }), 201);
    const reports = expectStatus(await admin.get('/api/admin/reports?pageSize=100'), 200).body.items as Array<{
      messageId: number;
      groupName: string | null;
      context: Array<{ id: number; groupId?: number }>;
    }>;
    const report = reports.find((item) => item.messageId === id)!;
    expect(report.groupName).toBe('Ward 5 chat');
    expect(report.context.map((message) => [message.id, message.groupId])).toEqual([[id, group.id]]);
  });

  it('delivers to every member’s open tabs with the group, and tells members of changes and the removed of her removal', async () => {
    const [ana, ben, cleo] = await nurseWithConnections(2);
    const group = await groupOf(ana, [ben, cleo]);
    const [benTab, cleoTab] = [await tabs.tabOf(ben), await tabs.tabOf(cleo)];
    const benMessages = collect<{ groupId?: number; content: string }>(benTab, LIVE_EVENTS.message);
    const cleoUnread = collect<{ unreadCount: number }>(cleoTab, LIVE_EVENTS.unread);
    const cleoChanges = collect<{ groupId: number }>(cleoTab, LIVE_EVENTS.groupChanged);
    const cleoRemoved = collect<{ groupId: number }>(cleoTab, LIVE_EVENTS.groupRemoved);
    await sent(ana, group.id, 'Live hello');
    await eventually(() => expect(benMessages).toEqual([expect.objectContaining({ groupId: group.id, content: 'Live hello' })]));
    await eventually(() => expect(cleoUnread.at(-1)).toEqual({ unreadCount: 1 }));
    // Her read mark reaches the other members' tabs, so that "read by N" moves.
    const anaReads = collect<{ readerId: number; groupId: number }>(await tabs.tabOf(ana), LIVE_EVENTS.read);
    expectStatus(await cleo.client.put(`/api/groups/${group.id}/read`), 200);
    await eventually(() => expect(anaReads).toEqual([{ readerId: cleo.id, groupId: group.id }]));
    expectStatus(await ana.client.request('PATCH', `/api/groups/${group.id}`, { body: { name: 'Renamed' } }), 200);
    await eventually(() => expect(cleoChanges).toEqual([{ groupId: group.id }]));
    expectStatus(await ana.client.request('DELETE', `/api/groups/${group.id}/members/${cleo.id}`), 204);
    await eventually(() => expect(cleoRemoved).toEqual([{ groupId: group.id }]));
    await eventually(() => expect(cleoUnread.at(-1)).toEqual({ unreadCount: 0 }));
    expect(cleoRemoved).toHaveLength(1);
  });

  it('passes typing on to members who show it, and not at all while she hides it', async () => {
    const [ana, ben] = await nurseWithConnections(1);
    const group = await groupOf(ana, [ben]);
    const benTyping = collect<{ userId: number; groupId: number }>(await tabs.tabOf(ben), LIVE_EVENTS.typing);
    expectStatus(await ana.client.post(`/api/groups/${group.id}/typing`), 204);
    await eventually(() => expect(benTyping).toEqual([{ userId: ana.id, groupId: group.id }]));
    expectStatus(await ben.client.put('/api/settings/contact', { readReceipts: false }), 200);
    expectStatus(await ana.client.put('/api/settings/contact', { readReceipts: false }), 200);
    await new Promise((resolve) => setTimeout(resolve, TYPING_THROTTLE_MS + 100));
    expectStatus(await ana.client.post(`/api/groups/${group.id}/typing`), 204);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(benTyping).toHaveLength(1);
  });
});

describe('her copy of her data', () => {
  it('holds her groups with the members she shares them with and what she sent and received there, and what she sent to groups she left', async () => {
    const [ana, ben, cleo] = await nurseWithConnections(2);
    const group = await groupOf(ana, [ben, cleo], 'Ward 7');
    await block(ana, cleo);
    await sent(ben, group.id, 'Ben in Ward 7');
    await sent(cleo, group.id, 'Cleo in Ward 7');
    await sent(ana, group.id, 'Ana in Ward 7');
    const left = await groupOf(ana, [ben], 'Old rota');
    await sent(ana, left.id, 'Ana before leaving');
    expectStatus(await leave(ana, left.id), 204);

    expectStatus(await ana.client.post('/api/account/data-export'), 202);
    await eventually(
      async () => expect(expectStatus(await ana.client.get('/api/account/data-export'), 200).body.status).toBe('ready'),
      20_000,
    );
    const zip = (await getBytes(app, ana.client, '/api/account/data-export/download')).bytes;
    const groups = JSON.parse(zipEntries(zip).get('messages/groups.json')!.toString('utf8')) as Array<{
      group: { id: number; name: string };
      member: boolean;
      members: Array<{ id: number; name: string }>;
      messages: Array<{ text: string; direction: string }>;
    }>;
    expect(
      groups.map(({ group: g, member, members, messages }) => [
        g.name,
        member,
        members.map((m) => m.id),
        messages.map((m) => [m.direction, m.text]),
      ]),
    ).toEqual([
      [
        'Ward 7',
        true,
        [ben.id],
        [
          ['received', 'Ben in Ward 7'],
          ['sent', 'Ana in Ward 7'],
        ],
      ],
      ['Old rota', false, [], [['sent', 'Ana before leaving']]],
    ]);
  }, 40_000);
});
