import { Injectable } from '@nestjs/common';
import { MESSAGE_SEARCH } from '@nurse/domain';
import { decodeIdCursor, encodeCursor } from '../../common/page-cursor';
import type { UserEntity } from '../users/entities/user.entity';
import type { MessageSearchHitDto, MessageSearchPageDto } from './dto/message-search.dto';
import { messageSnippet, searchWords } from './message-search';
import { MessageSearchRepository, type MessageMatch } from './message-search.repository';

/**
 * How many of the messages she received, of those she sent and of those others sent in her groups, one page compares text in at most,
 * newest first. Nearly every nurse has fewer, so one page searches them all; a page of a nurse with
 * more searches this many and hands on a cursor.
 */
export const SEARCH_WINDOW = 2000;

const FIRST_PAGE = Number.MAX_SAFE_INTEGER;

/**
 * Her search of her own messages by words: every word must appear, newest first. Only her messages
 * are read (by index), and a page compares text within at most SEARCH_WINDOW of each stream.
 */
@Injectable()
export class MessageSearchService {
  constructor(private readonly repository: MessageSearchRepository) {}

  async search(nurse: Pick<UserEntity, 'id' | 'name'>, query: string, before?: string): Promise<MessageSearchPageDto> {
    const { pageSize } = MESSAGE_SEARCH;
    const words = searchWords(query);
    const beforeId = before === undefined ? FIRST_PAGE : decodeIdCursor(before);
    const floor = await this.repository.windowFloorOf(nurse.id, beforeId, SEARCH_WINDOW);
    const rows = await this.repository.matches(nurse.id, words, floor ?? 0, beforeId, pageSize + 1);
    const matches = rows.slice(0, pageSize);
    // A full page goes on after its last match; otherwise after the window, while older messages remain.
    const nextId = rows.length > pageSize ? matches[matches.length - 1].id : floor;
    const pairMatches = matches.filter((match) => match.groupId === null);
    const groupMatches = matches.filter((match) => match.groupId !== null);
    const otherOf = (match: MessageMatch) => (match.fromUserId === nurse.id ? match.toUserId! : match.fromUserId);
    // A conversation she cannot open (a block, a nurse no longer live, a request she has not accepted) shows none of its messages;
    // a group she is no longer in (her own messages there included) none of its.
    const [faces, groups, senders] = await Promise.all([
      this.repository.conversationFaces(nurse.id, [...new Set(pairMatches.map(otherOf))]),
      groupMatches.length > 0 ? this.repository.groupsOf(nurse.id) : new Map<number, { name: string; visibleAfterId: number }>(),
      this.repository.faces([...new Set(groupMatches.map((match) => match.fromUserId))]),
    ]);
    const items = matches.flatMap((match): MessageSearchHitDto[] => {
      const snippet = messageSnippet(match.content, words);
      const createdAt = match.createdAt.toISOString();
      if (match.groupId !== null) {
        const group = groups.get(match.groupId);
        const sender = senders.get(match.fromUserId);
        if (!group || match.id <= group.visibleAfterId || !sender) return [];
        return [
          {
            id: match.id,
            conversation: { userId: match.fromUserId, userName: sender.name, userProfileImage: sender.profileImage },
            group: { id: match.groupId, name: group.name },
            sender: { id: match.fromUserId, name: sender.name },
            createdAt,
            snippet,
          },
        ];
      }
      const otherUserId = otherOf(match);
      const other = faces.get(otherUserId);
      if (!other) return [];
      const sender = match.fromUserId === nurse.id ? { id: nurse.id, name: nurse.name } : { id: otherUserId, name: other.name };
      return [
        {
          id: match.id,
          conversation: { userId: otherUserId, userName: other.name, userProfileImage: other.profileImage },
          sender,
          createdAt,
          snippet,
        },
      ];
    });
    return { items, pageSize, nextCursor: nextId === null ? null : encodeCursor([nextId]) };
  }
}
