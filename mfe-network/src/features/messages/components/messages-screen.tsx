import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSearchParams } from 'react-router-dom';
import { POLL_INTERVALS_MS } from '@nurse/domain';
import { Spin } from '@nurse/ui-kit';
import { EmptyState } from '@nurse/ui-kit/data';
import { useConversationsQuery, usePublicUserQuery } from '../../shared/api/network-api';
import { LoadFailure } from '../../shared/components/load-failure';
import { useLivePolling } from '../../shared/hooks/use-live-polling';
import { useNurse } from '../../shared/hooks/use-nurse';
import { NETWORK_TEXTS } from '../../shared/texts';
import { ConversationList } from './conversation-list';
import { ThreadView, type ThreadPerson } from './thread-view';

/** The conversation named by `?userId=`, when it is a whole number other than her own id. */
function chosenUserId(value: string | null, ownId: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id === ownId ? null : id;
}

/**
 * /messages: her conversations on the left, the chosen one on the right. `?userId=` opens a conversation,
 * also one not started yet (with a connection), whose name comes from her public profile.
 */
export function MessagesScreen() {
  const { nurse } = useNurse();
  const [params, setParams] = useSearchParams();
  const selectedId = chosenUserId(params.get('userId'), nurse.id);
  const conversations = useConversationsQuery(nurse.id, useLivePolling(POLL_INTERVALS_MS.conversationUnread));
  const items = conversations.data?.items ?? [];
  const listed = items.find((conversation) => conversation.userId === selectedId);
  const profile = usePublicUserQuery(selectedId !== null && !listed && !conversations.isLoading ? selectedId : skipToken);

  const other: ThreadPerson | null = listed
    ? { id: listed.userId, name: listed.userName, profileImage: listed.userProfileImage }
    : profile.data
      ? { id: profile.data.id, name: profile.data.name, profileImage: profile.data.profileImage }
      : null;

  const select = (userId: number | null) => setParams(userId === null ? {} : { userId: String(userId) });

  let list;
  if (conversations.isLoading) list = <Spin />;
  else if (conversations.isError)
    list = (
      <LoadFailure
        title={NETWORK_TEXTS.loadFailed}
        error={conversations.error}
        retrying={conversations.isFetching}
        onRetry={() => void conversations.refetch()}
      />
    );
  else if (items.length === 0) list = <EmptyState title={NETWORK_TEXTS.noConversations} description={NETWORK_TEXTS.noConversationsHint} />;
  else list = <ConversationList conversations={items} selectedUserId={selectedId} onSelect={select} />;

  let thread;
  if (other) thread = <ThreadView key={other.id} other={other} onBlocked={() => select(null)} />;
  else if (selectedId !== null && (profile.isLoading || conversations.isLoading)) thread = <Spin />;
  else if (selectedId !== null && profile.isError)
    thread = (
      <LoadFailure
        title={NETWORK_TEXTS.loadFailed}
        error={profile.error}
        retrying={profile.isFetching}
        onRetry={() => void profile.refetch()}
      />
    );
  else thread = <EmptyState title={NETWORK_TEXTS.selectConversation} />;

  return (
    <div className="nw-page nw-page--wide">
      <h1 className="nw-page__title">Messages</h1>
      <div className={`nw-messages${other ? ' nw-messages--open' : ''}`}>
        <aside className="nw-messages__list">{list}</aside>
        <div className="nw-messages__thread">{thread}</div>
      </div>
    </div>
  );
}
