/**
 * A sender's edits and deletions of her own messages: an edit within 15 minutes, marked edited for both
 * and heard live; a deletion for everyone within 48 hours, its text emptied in storage and its reactions
 * gone; refusals for the other nurse (403), after the windows (409) and for bad text (400, as a send);
 * and an open report that keeps the text the reporter saw for the moderators.
 */
import {
  ERRORS,
  LIMITS,
  LIVE_EVENTS,
  MESSAGE_CHANGE_ERRORS,
  MESSAGE_DELETED_TEXT,
  MESSAGE_NOT_FOUND,
  patientInformationQuestion,
  REACTION_UNKNOWN,
} from '@nurse/domain';
import { MessageReactionEntity } from '../src/modules/messaging/entities/message-reaction.entity';
import { MessageEntity } from '../src/modules/messaging/entities/message.entity';
import type { ApiClient } from './support/api-client';
import { adminClient, connectedPair, expectStatus, liveNurse, type Nurse } from './support/actors';
import { eventually } from './support/eventually';
import { collect, useLiveTabs } from './support/live-sockets';
import { useTestApp } from './support/test-app';

const app = useTestApp();
const { tabOf } = useLiveTabs(app);
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const send = async (from: Nurse, to: Nurse, content = 'Running ten minutes late') =>
  expectStatus(await from.client.post('/api/messages', { toUserId: to.id, content }), 201).body.id as number;
const edit = (who: Nurse, messageId: number, body: Record<string, unknown>) =>
  who.client.request('PATCH', `/api/messages/${messageId}`, { body });
const remove = (who: Nurse, messageId: number) => who.client.request('DELETE', `/api/messages/${messageId}`);
const threadItem = async (reader: Nurse, other: Nurse, messageId: number) =>
  expectStatus(await reader.client.get(`/api/messages/${reader.id}/${other.id}`), 200).body.items.find(
    (item: { id: number }) => item.id === messageId,
  );
const preview = async (reader: Nurse, other: Nurse) =>
  expectStatus(await reader.client.get(`/api/conversations/${reader.id}`), 200).body.items.find(
    (item: { userId: number }) => item.userId === other.id,
  ).lastMessage as string;
const stored = (id: number) => app.dataSource.getRepository(MessageEntity).findOneByOrFail({ id });
/** Moves the message's sending time back, as if it had been sent that long ago. */
const sentAgo = (id: number, ms: number) =>
  app.dataSource.getRepository(MessageEntity).update({ id }, { createdAt: new Date(Date.now() - ms) });

describe('editing', () => {
  it('changes her message within 15 minutes, marked edited for both, live to both tabs and in the previews', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const id = await send(ana, ben);
    await sentAgo(id, 14 * MINUTE);
    const [anaTab, benTab] = [await tabOf(ana), await tabOf(ben)];
    const toAna = collect(anaTab, LIVE_EVENTS.messageChanged);
    const toBen = collect(benTab, LIVE_EVENTS.messageChanged);

    const edited = expectStatus(await edit(ana, id, { content: 'Running twenty minutes late' }), 200).body;

    expect(edited).toMatchObject({ id, content: 'Running twenty minutes late', deletedAt: null, reactions: [] });
    expect(edited.editedAt).toEqual(expect.any(String));
    for (const [reader, other] of [
      [ana, ben],
      [ben, ana],
    ]) {
      expect(await threadItem(reader, other, id)).toMatchObject({ content: 'Running twenty minutes late', editedAt: edited.editedAt });
      expect(await preview(reader, other)).toBe('Running twenty minutes late');
    }
    await eventually(() => {
      expect(toAna).toEqual([{ messageId: id }]);
      expect(toBen).toEqual([{ messageId: id }]);
    });
    expect((await stored(id)).editedAt).not.toBeNull();
  });

  it('refuses an edit after 15 minutes with 409, and keeps the text', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const id = await send(ana, ben);
    await sentAgo(id, 16 * MINUTE);

    const refused = expectStatus(await edit(ana, id, { content: 'Too late to change' }), 409);

    expect(refused.body.message).toBe(MESSAGE_CHANGE_ERRORS.editWindowPassed);
    expect(await stored(id)).toMatchObject({ content: 'Running ten minutes late', editedAt: null });
  });

  it('lets only the sender edit: 403 for the other nurse, not found for anyone else', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const id = await send(ana, ben);
    const cy = await liveNurse(app, {}, admin);

    expect(expectStatus(await edit(ben, id, { content: 'Not mine to change' }), 403).body.message).toBe(MESSAGE_CHANGE_ERRORS.notYours);
    expect(expectStatus(await edit(cy, id, { content: 'Not mine either' }), 404).body.message).toBe(MESSAGE_NOT_FOUND);
    expectStatus(await edit(ana, 999_999_999, { content: 'No such message' }), 404);
    expect((await stored(id)).content).toBe('Running ten minutes late');
  });

  it('checks the new text as a send does: blank, too long, and patient information until she confirms', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const id = await send(ana, ben);

    expect(expectStatus(await edit(ana, id, { content: '   ' }), 400).body.message).toBe(ERRORS.messageBlank);
    expect(expectStatus(await edit(ana, id, { content: 'x'.repeat(LIMITS.messageMax + 1) }), 400).body.message).toBe(ERRORS.messageTooLong);
    const record = 'Check MRN 00482913 before handover';
    const refused = expectStatus(await edit(ana, id, { content: record }), 400);
    const question = patientInformationQuestion(['medical-record-number']);
    expect(refused.body.errors).toEqual([{ field: 'patientInformationConfirmed', message: question }]);
    expect(await stored(id)).toMatchObject({ content: 'Running ten minutes late', editedAt: null, patientInformationConfirmedAt: null });

    expectStatus(await edit(ana, id, { content: record, patientInformationConfirmed: true }), 200);
    const confirmed = await stored(id);
    expect(confirmed.content).toBe(record);
    expect(confirmed.patientInformationConfirmedAt).not.toBeNull();
  });
});

describe('deleting', () => {
  it('deletes her message for everyone within 48 hours: text emptied in storage, reactions gone, shown deleted to both, live', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const id = await send(ana, ben, 'Meet at the café on level two');
    expectStatus(await ben.client.put(`/api/messages/${id}/reaction`, { reaction: 'like' }), 200);
    await sentAgo(id, 47 * HOUR);
    const benTab = await tabOf(ben);
    const toBen = collect(benTab, LIVE_EVENTS.messageChanged);

    const deleted = expectStatus(await remove(ana, id), 200).body;

    expect(deleted).toMatchObject({ id, content: '', reactions: [] });
    expect(deleted.deletedAt).toEqual(expect.any(String));
    expect(await stored(id)).toMatchObject({ content: '' });
    expect(await app.dataSource.getRepository(MessageReactionEntity).findBy({ messageId: id })).toEqual([]);
    for (const [reader, other] of [
      [ana, ben],
      [ben, ana],
    ]) {
      expect(await threadItem(reader, other, id)).toMatchObject({ content: '', deletedAt: deleted.deletedAt, reactions: [] });
      expect(await preview(reader, other)).toBe(MESSAGE_DELETED_TEXT);
    }
    await eventually(() => expect(toBen).toEqual([{ messageId: id }]));

    // Deleting again is harmless; editing a deleted message is refused.
    expect(expectStatus(await remove(ana, id), 200).body.deletedAt).toBe(deleted.deletedAt);
    expect(expectStatus(await edit(ana, id, { content: 'Back again' }), 409).body.message).toBe(MESSAGE_CHANGE_ERRORS.deleted);
  });

  it('refuses a deletion after 48 hours with 409, and keeps the message', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const id = await send(ana, ben);
    await sentAgo(id, 49 * HOUR);

    expect(expectStatus(await remove(ana, id), 409).body.message).toBe(MESSAGE_CHANGE_ERRORS.deleteWindowPassed);
    expect(await stored(id)).toMatchObject({ content: 'Running ten minutes late', deletedAt: null });
  });

  it('lets only the sender delete: 403 for the other nurse, not found for anyone else', async () => {
    const [ana, ben] = await connectedPair(app, admin);
    const id = await send(ana, ben);
    const cy = await liveNurse(app, {}, admin);

    expect(expectStatus(await remove(ben, id), 403).body.message).toBe(MESSAGE_CHANGE_ERRORS.notYours);
    expectStatus(await remove(cy, id), 404);
    expect(await stored(id)).toMatchObject({ deletedAt: null });
  });
});

it('keeps the reported text for the moderators, marked edited and then deleted by the sender', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const id = await send(ben, ana, 'You are useless on nights');
  const filed = expectStatus(
    await ana.client.post('/api/reports', { reportedUserId: ben.id, messageId: id, reason: 'harassment' }),
    201,
  ).body;
  const reportOf = async () =>
    expectStatus(await admin.get('/api/admin/reports?pageSize=100'), 200).body.items.find(
      (report: { id: number }) => report.id === filed.id,
    );

  expect((await reportOf()).reportedMessage).toEqual({
    originalContent: 'You are useless on nights',
    edited: false,
    deletedBySender: false,
  });

  expectStatus(await edit(ben, id, { content: 'Have a good night' }), 200);
  expect((await reportOf()).reportedMessage).toEqual({
    originalContent: 'You are useless on nights',
    edited: true,
    deletedBySender: false,
  });

  expectStatus(await remove(ben, id), 200);
  const report = await reportOf();
  expect(report.reportedMessage).toEqual({ originalContent: 'You are useless on nights', edited: true, deletedBySender: true });
  expect(report.context.find((message: { id: number }) => message.id === id)).toMatchObject({ content: '', deletedAt: expect.any(String) });
});

it('still refuses a reaction that is not one of the six', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const id = await send(ana, ben);
  expect(expectStatus(await ben.client.put(`/api/messages/${id}/reaction`, { reaction: 'angry' }), 400).body.message).toBe(
    REACTION_UNKNOWN,
  );
});
