import type { ConnectionState } from '../modules/connections/connection-pair';
import { orderedPair } from '../modules/connections/connection-pair';

/** A seeded connection between two live nurses. */
export interface SeededConnection {
  requesterId: number;
  addresseeId: number;
  status: ConnectionState;
  requestedAt: Date;
}

/** A seeded message with the id it is stored under, so conversations can be computed beside it. */
export interface SeededMessage {
  id: number;
  fromUserId: number;
  toUserId: number;
  content: string;
  createdAt: Date;
  readAt: Date | null;
}

/** One nurse's side of a conversation, as the conversations table keeps it. */
export interface SeededConversation {
  ownerId: number;
  otherUserId: number;
  lastMessageId: number;
  unreadCount: number;
}

const NOTES = [
  'Hi! We both work in critical care. I would love to connect.',
  'Saw your profile: I am moving to your area next spring and would value your advice.',
  'We met at the regional nursing conference. Great talk on sepsis bundles!',
  'Fellow travel nurse here. Happy to share tips on compact licences.',
  'I am preparing for the CCRN and noticed you hold it. Could we connect?',
];

const MESSAGES = [
  'Thanks for connecting! How do you like your unit?',
  'Are you picking up any extra shifts this month?',
  'The new charting system went live today. How is it on your floor?',
  'Do you have any advice for the CEN exam?',
  'Our hospital is hiring night nurses, if you know anyone.',
  'Congratulations on the new role!',
  'I found a great course on wound care, I will send you the link.',
  'How did the interview go?',
  'Coffee after shift on Friday?',
  'Thank you, that really helped.',
];

/**
 * `count` distinct pairs of the given nurses, one row per pair as the table keeps them: four in five
 * accepted, one in seven pending, the rest declined. `requestedAt` spreads over the year before `now`.
 */
export function seededConnections(liveIds: readonly number[], count: number, random: () => number, now: number): SeededConnection[] {
  const maxPairs = (liveIds.length * (liveIds.length - 1)) / 2;
  if (count > maxPairs) throw new Error(`${liveIds.length} live nurses make at most ${maxPairs} pairs, fewer than ${count}`);
  const seen = new Set<number>();
  const connections: SeededConnection[] = [];
  const pick = () => liveIds[Math.floor(random() * liveIds.length)];
  while (connections.length < count) {
    const [requesterId, addresseeId] = [pick(), pick()];
    if (requesterId === addresseeId) continue;
    const { lowUserId, highUserId } = orderedPair(requesterId, addresseeId);
    // Ids below 2^26 keep the pair key an exact integer.
    const key = lowUserId * 67_108_864 + highUserId;
    if (seen.has(key)) continue;
    seen.add(key);
    const roll = random();
    const status: ConnectionState = roll < 0.8 ? 'accepted' : roll < 0.94 ? 'pending' : 'ignored';
    connections.push({ requesterId, addresseeId, status, requestedAt: new Date(now - Math.floor(random() * 365 * 86_400_000)) });
  }
  return connections;
}

/** A note for a seeded request. */
export function seededNote(random: () => number): string {
  return NOTES[Math.floor(random() * NOTES.length)];
}

/**
 * `count` messages between the accepted pairs, with ids from `firstId`, in the order sent over the
 * month before `now`; about one in seven is still unread. Answers the messages and both sides of
 * every conversation they make.
 */
export function seededMessages(
  accepted: readonly Pick<SeededConnection, 'requesterId' | 'addresseeId'>[],
  count: number,
  firstId: number,
  random: () => number,
  now: number,
): { messages: SeededMessage[]; conversations: SeededConversation[] } {
  if (accepted.length === 0 && count > 0) throw new Error('Messages need accepted connections');
  const messages: SeededMessage[] = [];
  const sides = new Map<string, SeededConversation>();
  const side = (ownerId: number, otherUserId: number) => {
    const key = `${ownerId}:${otherUserId}`;
    let conversation = sides.get(key);
    if (!conversation) {
      conversation = { ownerId, otherUserId, lastMessageId: 0, unreadCount: 0 };
      sides.set(key, conversation);
    }
    return conversation;
  };
  const month = 30 * 86_400_000;
  for (let index = 0; index < count; index += 1) {
    const pair = accepted[Math.floor(random() * accepted.length)];
    const [fromUserId, toUserId] = random() < 0.5 ? [pair.requesterId, pair.addresseeId] : [pair.addresseeId, pair.requesterId];
    const id = firstId + index;
    const createdAt = new Date(now - month + Math.floor((month * index) / Math.max(1, count)));
    const unread = random() < 0.15;
    messages.push({
      id,
      fromUserId,
      toUserId,
      content: MESSAGES[Math.floor(random() * MESSAGES.length)],
      createdAt,
      readAt: unread ? null : createdAt,
    });
    side(fromUserId, toUserId).lastMessageId = id;
    const received = side(toUserId, fromUserId);
    received.lastMessageId = id;
    if (unread) received.unreadCount += 1;
  }
  return { messages, conversations: [...sides.values()] };
}
