import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dateFromDatabase } from '../../database/entity-row-mapper';
import { readerOn, type ReadRows } from '../../database/key-lookup';
import { containsPattern, LIKE_ESCAPE } from '../../database/like-pattern';
import { SEARCH_FOLD_FUNCTION } from '../../database/search-fold';
import { noBlockBetween } from '../users/no-block-between';

/** A message of hers that holds every searched word. */
export interface MessageMatch {
  id: number;
  fromUserId: number;
  /** Null on a group message. */
  toUserId: number | null;
  groupId: number | null;
  content: string;
  createdAt: Date;
}

/** The other nurse of a conversation she can open, as her conversation list shows her. */
export interface ConversationFace {
  name: string;
  profileImage: string | null;
}

/**
 * Her messages, each stream read from an index in id order (newest first): the ones she received
 * (`idx_messages_recipient`), the ones she sent (`idx_messages_sender`, in pairs and groups), and the
 * ones others sent in the groups she is in (`idx_messages_group`, from her memberships: since she
 * joined, none from across a block). Each stream's `?` is her id.
 */
const STREAMS = [
  { index: 'idx_messages_recipient', source: (messages: string) => `${messages} WHERE m.toUserId = ?` },
  { index: 'idx_messages_sender', source: (messages: string) => `${messages} WHERE m.fromUserId = ?` },
  {
    index: 'idx_messages_group',
    source: (messages: string) =>
      `message_group_members mm JOIN ${messages} ON m.groupId = mm.groupId AND m.id > mm.visibleAfterId ` +
      `AND m.fromUserId <> mm.userId AND ${noBlockBetween('m.fromUserId', 'mm.userId')} WHERE mm.userId = ?`,
  },
] as const;

/**
 * Data access of her message search. It never reads the messages table as a whole: each statement
 * reads one table from an index that starts with her id, newest first, and compares text only within
 * a window of her messages, so what a search reads is bounded by her own messages, whatever the word
 * and however many messages the network holds. Which of the other nurses she may see is asked apart, for the few a page names:
 * joined into the match, the optimiser would rather start from her conversations and sort.
 */
@Injectable()
export class MessageSearchRepository {
  private readonly windowFloor: ReadRows;
  /** The match, written once per number of words. */
  private readonly matchesByWordCount = new Map<number, ReadRows>();
  /** Her visible conversations with the nurses a page names, written once per number of nurses. */
  private readonly facesByCount = new Map<number, ReadRows>();
  private readonly foldedContent: string;
  /** A stream's messages, read through its index. */
  private readonly streamOf: (index: string) => string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    const mysql = dataSource.options.type === 'mysql';
    // MySQL/MariaDB compare text under the tables' case- and accent-insensitive collation; SQLite's LIKE
    // folds only ASCII case, so there the content is folded as the words were (search-fold.ts).
    this.foldedContent = mysql ? 'm.content' : `${SEARCH_FOLD_FUNCTION}(m.content)`;
    // The index is named: left to choose, MariaDB read her sent messages through the pair index and
    // sorted them, or walked the whole table backwards by id to avoid the sort.
    this.streamOf = (index) => (mysql ? `messages m FORCE INDEX (${index})` : `messages m INDEXED BY ${index}`);
    // Each stream's oldest id in the window: an index-only read of at most windowSize entries, no sort.
    const floors = STREAMS.map(
      ({ source, index }) => `(SELECT m.id FROM ${source(this.streamOf(index))} AND m.id < ? ORDER BY m.id DESC LIMIT 1 OFFSET ?)`,
    );
    this.windowFloor = readerOn(dataSource, `SELECT ${floors.map((floor, index) => `${floor} AS floor${index}`).join(', ')}`);
  }

  /**
   * Where the window a search page compares text in ends: each stream's `windowSize`-th newest
   * message before `beforeId`, and the newest of those, so that the window holds at most that many of
   * each. Null when no stream has that many, and the window is all of her messages before `beforeId`.
   */
  async windowFloorOf(nurseId: number, beforeId: number, windowSize: number): Promise<number | null> {
    const [row] = await this.windowFloor(STREAMS.flatMap(() => [nurseId, beforeId, windowSize - 1]));
    const floors = STREAMS.map((_, index) => row?.[`floor${index}`]).filter((floor) => floor !== null && floor !== undefined);
    return floors.length === 0 ? null : Math.max(...floors.map(Number));
  }

  /**
   * Her messages with an id in [fromId, beforeId) holding every one of `words` (folded, as
   * searchWords gives them), newest first, at most `limit`.
   */
  async matches(nurseId: number, words: readonly string[], fromId: number, beforeId: number, limit: number): Promise<MessageMatch[]> {
    const params = STREAMS.flatMap(() => [nurseId, beforeId, fromId, ...words.map(containsPattern), limit]);
    const rows = await this.matchesFor(words.length)([...params, limit]);
    const contents = await this.contentsOf(rows.map((row) => Number(row.id)));
    return rows.flatMap((row) => {
      const id = Number(row.id);
      const content = contents.get(id);
      // A message deleted between the two reads is no longer there to find.
      if (content === undefined) return [];
      return [
        {
          id,
          fromUserId: Number(row.fromUserId),
          toUserId: row.toUserId === null || row.toUserId === undefined ? null : Number(row.toUserId),
          groupId: row.groupId === null || row.groupId === undefined ? null : Number(row.groupId),
          content,
          createdAt: dateFromDatabase(row.createdAt)!,
        },
      ];
    });
  }

  /** The text of these messages, by primary key. */
  private async contentsOf(ids: readonly number[]): Promise<Map<number, string>> {
    if (ids.length === 0) return new Map();
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT id, content FROM messages WHERE id IN (${ids.map(() => '?').join(', ')})`,
      [...ids],
    );
    return new Map(rows.map((row) => [Number(row.id), String(row.content)]));
  }

  /**
   * Of `otherUserIds`, the nurses she has a conversation with (not a request she has not accepted)
   * who are live and with no block between them, as her conversation list shows them: by the
   * conversations' primary key, one row each.
   */
  async conversationFaces(nurseId: number, otherUserIds: readonly number[]): Promise<Map<number, ConversationFace>> {
    if (otherUserIds.length === 0) return new Map();
    const rows = await this.facesFor(otherUserIds.length)([nurseId, ...otherUserIds]);
    return new Map(
      rows.map((row) => [Number(row.id), { name: String(row.name), profileImage: (row.profileImage as string | null) ?? null }]),
    );
  }

  /** Names and photos of these nurses, whoever they are: the senders of group messages she may read. */
  async faces(userIds: readonly number[]): Promise<Map<number, ConversationFace>> {
    if (userIds.length === 0) return new Map();
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      `SELECT u.id, u.name, u.profileImage FROM users u WHERE u.id IN (${userIds.map(() => '?').join(', ')})`,
      [...userIds],
    );
    return new Map(
      rows.map((row) => [Number(row.id), { name: String(row.name), profileImage: (row.profileImage as string | null) ?? null }]),
    );
  }

  /** Her groups' names and where her view of each starts: the groups whose messages she may find. */
  async groupsOf(nurseId: number): Promise<Map<number, { name: string; visibleAfterId: number }>> {
    const rows: Record<string, unknown>[] = await this.dataSource.query(
      'SELECT g.id, g.name, mm.visibleAfterId FROM message_group_members mm JOIN message_groups g ON g.id = mm.groupId WHERE mm.userId = ?',
      [nurseId],
    );
    return new Map(rows.map((row) => [Number(row.id), { name: String(row.name), visibleAfterId: Number(row.visibleAfterId) }]));
  }

  /**
   * The match, without the text it compared: the streams' pages and their union are held in temporary
   * tables, which MySQL/MariaDB must keep on disk when a row has a TEXT column (`contentsOf` reads it after).
   */
  private matchesFor(wordCount: number): ReadRows {
    let read = this.matchesByWordCount.get(wordCount);
    if (!read) {
      const everyWord = Array.from({ length: wordCount }, () => `AND ${this.foldedContent} LIKE ? ${LIKE_ESCAPE}`).join(' ');
      const streams = STREAMS.map(
        ({ source, index }) =>
          `SELECT * FROM (SELECT m.id, m.fromUserId, m.toUserId, m.groupId, m.createdAt FROM ${source(this.streamOf(index))} ` +
          `AND m.id < ? AND m.id >= ? ${everyWord} ORDER BY m.id DESC LIMIT ?) s`,
      );
      read = readerOn(this.dataSource, `${streams.join(' UNION ALL ')} ORDER BY id DESC LIMIT ?`);
      this.matchesByWordCount.set(wordCount, read);
    }
    return read;
  }

  private facesFor(count: number): ReadRows {
    let read = this.facesByCount.get(count);
    if (!read) {
      const ids = Array.from({ length: count }, () => '?').join(', ');
      read = readerOn(
        this.dataSource,
        "SELECT u.id, u.name, u.profileImage FROM conversations c JOIN users u ON u.id = c.otherUserId AND u.accountStatus = 'live' " +
          `WHERE c.ownerId = ? AND c.otherUserId IN (${ids}) AND ${noBlockBetween('c.ownerId', 'c.otherUserId')}`,
      );
      this.facesByCount.set(count, read);
    }
    return read;
  }
}
