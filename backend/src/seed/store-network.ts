import type { DataSource, EntityManager } from 'typeorm';
import { ConnectionEntity } from '../modules/connections/entities/connection.entity';
import { orderedPair } from '../modules/connections/connection-pair';
import { ConversationEntity } from '../modules/messaging/entities/conversation.entity';
import { MessageEntity } from '../modules/messaging/entities/message.entity';
import { UserEntity } from '../modules/users/entities/user.entity';
import { insertRows } from './insert-rows';
import { seededConnections, seededMessages, seededNote, type SeededConversation } from './seed-network';

const BATCH = 2000;

async function inBatches<T>(dataSource: DataSource, rows: readonly T[], write: (manager: EntityManager, batch: T[]) => Promise<void>) {
  for (let start = 0; start < rows.length; start += BATCH) {
    await dataSource.transaction((manager) => write(manager, rows.slice(start, start + BATCH)));
  }
}

/** Adds each side's new messages to what the conversations table already holds for it. */
async function upsertConversations(manager: EntityManager, rows: SeededConversation[]): Promise<void> {
  const suffix =
    manager.connection.options.type === 'mysql'
      ? 'ON DUPLICATE KEY UPDATE lastMessageId = GREATEST(lastMessageId, VALUES(lastMessageId)), unreadCount = unreadCount + VALUES(unreadCount)'
      : 'ON CONFLICT (ownerId, otherUserId) DO UPDATE SET lastMessageId = MAX(lastMessageId, excluded.lastMessageId), unreadCount = unreadCount + excluded.unreadCount';
  await insertRows(manager, ConversationEntity, rows, { suffix });
}

/**
 * Connects the live nurses already stored (`connections` pairs, one row each, skipping pairs that
 * already have one) and has the accepted pairs exchange `messages` messages, with both sides of each
 * conversation kept as the product keeps them. Answers how many of each it stored.
 */
export async function storeNetwork(dataSource: DataSource, connections: number, messages: number, random: () => number) {
  const now = Date.now();
  const live = await dataSource.getRepository(UserEntity).find({ select: { id: true }, where: { accountStatus: 'live' } });
  const pairs = seededConnections(
    live.map((user) => user.id),
    connections,
    random,
    now,
  );
  await inBatches(dataSource, pairs, async (manager, batch) => {
    const rows = batch.map((pair) => ({
      ...orderedPair(pair.requesterId, pair.addresseeId),
      ...pair,
      message: seededNote(random),
      respondedAt: pair.status === 'pending' ? null : pair.requestedAt,
      createdAt: pair.requestedAt,
    }));
    await insertRows(manager, ConnectionEntity, rows, { ignoreDuplicates: true });
  });
  const firstId = ((await dataSource.getRepository(MessageEntity).maximum('id')) ?? 0) + 1;
  const accepted = pairs.filter((pair) => pair.status === 'accepted');
  const seeded = seededMessages(accepted, messages, firstId, random, now);
  await inBatches(dataSource, seeded.messages, async (manager, batch) => {
    await insertRows(manager, MessageEntity, batch);
  });
  await inBatches(dataSource, seeded.conversations, upsertConversations);
  return { connections: pairs.length, messages: seeded.messages.length };
}
