import type { ConversationSummary } from '@nurse/api-client';
import { MESSAGE_ATTACHMENT_TEXTS } from '@nurse/domain';
import { CountBadge, UserAvatar } from '@nurse/ui-kit';
import { NETWORK_TEXTS } from '../../shared/texts';
import { relativeTime } from '../../shared/utils/relative-time';

interface ConversationListProps {
  conversations: readonly ConversationSummary[];
  selectedUserId: number | null;
  onSelect: (userId: number) => void;
}

/** Her conversations, latest first: the other nurse, the last message, when, and what she has not read. */
export function ConversationList({ conversations, selectedUserId, onSelect }: ConversationListProps) {
  return (
    <nav aria-label={NETWORK_TEXTS.conversations}>
      <ul className="nw-conversations">
        {conversations.map((conversation) => {
          const selected = conversation.userId === selectedUserId;
          return (
            <li key={conversation.userId}>
              <button
                type="button"
                className={`nw-conversation${selected ? ' nw-conversation--selected' : ''}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onSelect(conversation.userId)}
              >
                <UserAvatar name={conversation.userName} src={conversation.userProfileImage} size={40} />
                <span className="nw-conversation__text">
                  <span className="nw-conversation__head">
                    <strong className="nw-conversation__name">{conversation.userName}</strong>
                    {conversation.muted ? (
                      <span className="nw-conversation__muted" role="img" aria-label={NETWORK_TEXTS.muted} title={NETWORK_TEXTS.muted}>
                        🔕
                      </span>
                    ) : null}
                    <CountBadge count={conversation.unreadCount} label="unread messages" />
                  </span>
                  <span className="nw-conversation__last">{conversation.lastMessage || MESSAGE_ATTACHMENT_TEXTS.attachment}</span>
                  <span className="nw-muted nw-conversation__time">{relativeTime(conversation.lastMessageTime)}</span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
