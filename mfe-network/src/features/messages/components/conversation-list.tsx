import { MESSAGE_ATTACHMENT_TEXTS } from '@nurse/domain';
import { CountBadge, UserAvatar } from '@nurse/ui-kit';
import { NETWORK_TEXTS } from '../../shared/texts';
import { relativeTime } from '../../shared/utils/relative-time';
import type { ConversationEntry } from '../utils/conversation-entries';
import { memberCountText } from '../../groups/utils/group-texts';

/** The conversation open on the right: a pair's (by the other nurse) or a group's. */
export type OpenConversation = { kind: 'pair'; id: number } | { kind: 'group'; id: number } | null;

interface ConversationListProps {
  entries: readonly ConversationEntry[];
  open: OpenConversation;
  onSelectPair: (userId: number) => void;
  onSelectGroup: (groupId: number) => void;
}

/**
 * Her conversations and groups, the latest activity first: the other nurse (or the group's name and
 * how many are in it), the last message, when, whether she muted it, and what she has not read.
 */
export function ConversationList({ entries, open, onSelectPair, onSelectGroup }: ConversationListProps) {
  return (
    <nav aria-label={NETWORK_TEXTS.conversations}>
      <ul className="nw-conversations">
        {entries.map((entry) => {
          const row =
            entry.kind === 'pair'
              ? {
                  id: entry.conversation.userId,
                  name: entry.conversation.userName,
                  image: entry.conversation.userProfileImage,
                  detail: null,
                  last: entry.conversation.lastMessage || MESSAGE_ATTACHMENT_TEXTS.attachment,
                  muted: entry.conversation.muted,
                  unread: entry.conversation.unreadCount,
                  select: () => onSelectPair(entry.conversation.userId),
                }
              : {
                  id: entry.group.id,
                  name: entry.group.name,
                  image: null,
                  detail: memberCountText(entry.group.memberCount),
                  last:
                    entry.group.lastMessage === null
                      ? NETWORK_TEXTS.noGroupMessages
                      : entry.group.lastMessage || MESSAGE_ATTACHMENT_TEXTS.attachment,
                  muted: entry.group.muted,
                  unread: entry.group.unreadCount,
                  select: () => onSelectGroup(entry.group.id),
                };
          const selected = open !== null && open.kind === entry.kind && open.id === row.id;
          return (
            <li key={entry.key}>
              <button
                type="button"
                className={`nw-conversation${selected ? ' nw-conversation--selected' : ''}`}
                aria-current={selected ? 'true' : undefined}
                onClick={row.select}
              >
                <UserAvatar name={row.name} src={row.image} size={40} />
                <span className="nw-conversation__text">
                  <span className="nw-conversation__head">
                    <strong className="nw-conversation__name">{row.name}</strong>
                    {row.muted ? (
                      <span className="nw-conversation__muted" role="img" aria-label={NETWORK_TEXTS.muted} title={NETWORK_TEXTS.muted}>
                        🔕
                      </span>
                    ) : null}
                    <CountBadge count={row.unread} label="unread messages" />
                  </span>
                  {row.detail ? <span className="nw-muted nw-conversation__group">{`${NETWORK_TEXTS.group} · ${row.detail}`}</span> : null}
                  <span className="nw-conversation__last">{row.last}</span>
                  <span className="nw-muted nw-conversation__time">{relativeTime(entry.time)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
