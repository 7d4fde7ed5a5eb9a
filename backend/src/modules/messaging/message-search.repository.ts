import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { dateFromDatabase } from '../../database/entity-row-mapper';
import { readerOn, type ReadRows } from '../../database/key-lookup';
import { containsPattern, LIKE_ESCAPE } from '../../database/like-pattern';
import { SEARCH_FOLD_FUNCTION } from '../../database/search-fold';
import { noBlockBetween } from '../users/no-block-between';

/** A message of hers that holds every searched word, with the other nurse of its conversation. */
export interface MessageHit {
  id: number;
  fromUserId: number;
  toUserId: number;
  content: string;
  createdAt: Date;
  otherUserId: number;
  otherUserName: string;
  otherUserProfileImage: string | null;
}

/**
 * Her messages, each stream read from an index in id order (newest first): the ones she received
 * (`idx_messages_recipient`) and the ones she sent (`idx_messages_pair`). A conversation of several
 * nurses would add its own stream (its messages by conversation and id, for the conversations she is
 * a member of); the window and the match below stay as they are.
 */
const STREAMS = [
  // She received it: the other nurse sent it.
  { mine: 'm.toUserId', other: 'm.fromUserId' },
  // She sent it.
  { mine: 'm.fromUserId', other: 'm.toUserId' },
] as const;

/**
 * Data access of her message search. It never reads the messages table as a whole: each statement
 * starts from her messages in an index, newest first, and compares text only within a window of at
 * most `windowSize` of them, so a search costs the same whatever the word and however many messages
 * the network holds.
 */
@Injectable()
export class MessageSearchRepository {
  private readonly windowFloor: ReadRows;
  /** The match, written once per number of words. */
  private readonly matchesByWordCount = new Map<number, ReadRows>();
  private readonly foldedContent: string;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {
    // MySQL/MariaDB compare text under the tables' case- and accent-insensitive collation; SQLite's LIKE
    // folds only ASCII case, so there the content is folded as the words were (search-fold.ts).
    this.foldedContent = dataSource.options.type === 'mysql' ? 'm.content' : `${SEARCH_FOLD_FUNCTION}(m.content)`;
    const newestIds = STREAMS.map(
      ({ mine }) => `SELECT id FROM (SELECT m.id FROM messages m WHERE ${mine} = ? AND m.id < ? ORDER BY m.id DESC LIMIT ?) s`,
    );
    this.windowFloor = readerOn(dataSource, `${newestIds.join(' UNION ALL ')} ORDER BY id DESC LIMIT 1 OFFSET ?`);
  }

  /**
   * The oldest of her `windowSize` newest messages before `beforeId`: the window a search page
   * compares text in goes down to it. Null when she has fewer than that, and the window is all of them.
   */
  async windowFloorOf(nurseId: number, beforeId: number, windowSize: number): Promise<number | null> {
    const params = STREAMS.flatMap(() => [nurseId, beforeId, windowSize]);
    const [row] = await this.windowFloor([...params, windowSize - 1]);
    return row ? Number(row.id) : null;
  }

  /**
   * Her messages with an id in [fromId, beforeId) holding every one of `words` (folded, as
   * searchWords gives them), newest first, at most `limit`: only those in a conversation she has (so
   * not a request she has not accepted) with a live nurse and no block between them, as her
   * conversation list shows them.
   */
  async matches(nurseId: number, words: readonly string[], fromId: number, beforeId: number, limit: number): Promise<MessageHit[]> {
    const params = STREAMS.flatMap(() => [nurseId, beforeId, fromId, ...words.map(containsPattern), limit]);
    const rows = await this.matchesFor(words.length)([...params, limit]);
    return rows.map((row) => ({
      id: Number(row.id),
      fromUserId: Number(row.fromUserId),
      toUserId: Number(row.toUserId),
      content: String(row.content),
      createdAt: dateFromDatabase(row.createdAt)!,
      otherUserId: Number(row.otherUserId),
      otherUserName: String(row.otherUserName),
      otherUserProfileImage: (row.otherUserProfileImage as string | null) ?? null,
    }));
  }

  private matchesFor(wordCount: number): ReadRows {
    let read = this.matchesByWordCount.get(wordCount);
    if (!read) {
      const everyWord = Array.from({ length: wordCount }, () => `AND ${this.foldedContent} LIKE ? ${LIKE_ESCAPE}`).join(' ');
      const streams = STREAMS.map(
        ({ mine, other }) =>
          'SELECT * FROM (SELECT m.id, m.fromUserId, m.toUserId, m.content, m.createdAt, ' +
          'u.id AS otherUserId, u.name AS otherUserName, u.profileImage AS otherUserProfileImage FROM messages m ' +
          `JOIN conversations c ON c.ownerId = ${mine} AND c.otherUserId = ${other} ` +
          `JOIN users u ON u.id = ${other} AND u.accountStatus = 'live' ` +
          `WHERE ${mine} = ? AND m.id < ? AND m.id >= ? ${everyWord} AND ${noBlockBetween(mine, other)} ` +
          'ORDER BY m.id DESC LIMIT ?) s',
      );
      read = readerOn(this.dataSource, `${streams.join(' UNION ALL ')} ORDER BY id DESC LIMIT ?`);
      this.matchesByWordCount.set(wordCount, read);
    }
    return read;
  }
}
