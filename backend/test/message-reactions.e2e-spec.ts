/**
 * Reactions to messages: one per nurse per message, replaced or taken back, shown in the thread with
 * who left them, and only inside her own conversations.
 */
import { MESSAGE_NOT_FOUND, REACTION_UNKNOWN } from '@nurse/domain';
import { MessageReactionEntity } from '../src/modules/messaging/entities/message-reaction.entity';
import type { ApiClient } from './support/api-client';
import { adminClient, connectedPair, expectStatus, liveNurse, type Nurse } from './support/actors';
import { useTestApp } from './support/test-app';

const app = useTestApp();
let admin: ApiClient;

beforeAll(async () => {
  admin = await adminClient(app);
});

const send = async (from: Nurse, to: Nurse, content = 'Are you on tonight?') =>
  expectStatus(await from.client.post('/api/messages', { toUserId: to.id, content }), 201).body.id as number;
const react = (who: Nurse, messageId: number, reaction: string) => who.client.put(`/api/messages/${messageId}/reaction`, { reaction });
const unreact = (who: Nurse, messageId: number) => who.client.request('DELETE', `/api/messages/${messageId}/reaction`);
const threadReactions = async (reader: Nurse, other: Nurse) =>
  expectStatus(await reader.client.get(`/api/messages/${reader.id}/${other.id}`), 200).body.items.map(
    (item: { id: number; reactions: unknown }) => [item.id, item.reactions],
  );
const storedFor = (messageId: number) => app.dataSource.getRepository(MessageReactionEntity).findBy({ messageId });

it('keeps one reaction per nurse, replaced when she picks another, and shows who left each in the thread', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const id = await send(ben, ana);

  expect(expectStatus(await react(ana, id, 'like'), 200).body).toEqual({
    messageId: id,
    reactions: [{ reaction: 'like', userIds: [ana.id] }],
  });
  expectStatus(await react(ben, id, 'thanks'), 200);
  const changed = expectStatus(await react(ana, id, 'thanks'), 200).body;

  expect(changed.reactions).toHaveLength(1);
  expect(changed.reactions[0].reaction).toBe('thanks');
  expect([...changed.reactions[0].userIds].sort()).toEqual([ana.id, ben.id].sort());
  expect(await storedFor(id)).toHaveLength(2);
  for (const [reader, other] of [
    [ana, ben],
    [ben, ana],
  ])
    expect((await threadReactions(reader, other))[0][1]).toEqual(changed.reactions);
});

it('lists reactions in the order of the six, and takes hers back, harmlessly twice', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const id = await send(ana, ben);
  expectStatus(await react(ana, id, 'thanks'), 200);
  expect(expectStatus(await react(ben, id, 'love'), 200).body.reactions).toEqual([
    { reaction: 'love', userIds: [ben.id] },
    { reaction: 'thanks', userIds: [ana.id] },
  ]);

  expect(expectStatus(await unreact(ben, id), 200).body.reactions).toEqual([{ reaction: 'thanks', userIds: [ana.id] }]);
  expect(expectStatus(await unreact(ben, id), 200).body.reactions).toEqual([{ reaction: 'thanks', userIds: [ana.id] }]);
  expect(await storedFor(id)).toHaveLength(1);
});

it('shows an empty list on a message nobody reacted to', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const id = await send(ana, ben);
  expect(await threadReactions(ana, ben)).toEqual([[id, []]]);
});

it('refuses a reaction that is not one of the six', async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const id = await send(ana, ben);
  const res = expectStatus(await react(ben, id, 'angry'), 400);
  expect(res.body.message).toBe(REACTION_UNKNOWN);
  expect(await storedFor(id)).toEqual([]);
});

it("does not find a message outside her conversations: another pair's, a request not yet accepted, one across a block, or none", async () => {
  const [ana, ben] = await connectedPair(app, admin);
  const id = await send(ana, ben);
  const cy = await liveNurse(app, {}, admin);
  expect(expectStatus(await react(cy, id, 'like'), 404).body.message).toBe(MESSAGE_NOT_FOUND);
  expectStatus(await unreact(cy, id), 404);
  expectStatus(await react(cy, 999_999_999, 'like'), 404);

  const [dee, eve] = [await liveNurse(app, {}, admin), await liveNurse(app, {}, admin)];
  for (const nurse of [dee, eve])
    expectStatus(await nurse.client.put(`/api/users/${nurse.id}`, { confirmedSpecialties: ['Pediatrics'] }), 200);
  expectStatus(await eve.client.put('/api/settings/contact', { contactPolicy: 'specialty' }), 200);
  const request = await send(dee, eve, 'Hello from the paediatric ward');
  expectStatus(await react(eve, request, 'like'), 404);

  expectStatus(await ben.client.post(`/api/users/${ben.id}/blocks`, { blockedUserId: ana.id }), 204);
  expectStatus(await react(ben, id, 'like'), 404);
  expect(await storedFor(id)).toEqual([]);
});
