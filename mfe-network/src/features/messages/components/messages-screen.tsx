import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSearchParams } from 'react-router-dom';
import { httpStatusOf } from '@nurse/api-client';
import type { MessageSearchHit } from '@nurse/api-client';
import { GROUP_PARAM, MESSAGE_SEARCH, MESSAGE_SEARCH_TEXTS, POLL_INTERVALS_MS, TIMINGS_MS } from '@nurse/domain';
import { Alert, Button, SearchInput, Spin, useDebouncedValue } from '@nurse/ui-kit';
import { Tabs } from '@nurse/ui-kit/navigation';
import { EmptyState } from '@nurse/ui-kit/data';
import { useConversationsQuery, useMessageRequestsQuery, usePublicUserQuery } from '../../shared/api/network-api';
import { LoadFailure } from '../../shared/components/load-failure';
import { hasNoItems, QueryView } from '../../shared/components/query-view';
import { useGroupsQuery } from '../../shared/api/groups-api';
import { GroupThread, NewGroupDialog } from '../../groups/components/lazy';
import { conversationEntries } from '../utils/conversation-entries';
import { useLivePolling } from '../../shared/hooks/use-live-polling';
import { isQueuedTo, savedCopyLabel, useQueuedMessages, useSavedCopyTime, useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../../shared/texts';
import { ConversationList, type OpenConversation } from './conversation-list';
import { ConversationUnavailable } from './conversation-unavailable';
import { MessageRequests } from './message-requests';
import { MessageSearchResults } from './message-search-results';
import { ThreadView, type ThreadPerson } from './thread-view';

/** The conversation named by `?userId=`, when it is a whole number other than her own id. */
function chosenUserId(value: string | null, ownId: number): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return id === ownId ? null : id;
}

/** The group named by `?groupId=` (a group thread's address, also in notifications), when it is a whole number. */
const chosenGroupId = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/** The message named by `?message=` (a search hit she chose), when it is a whole number. */
const chosenMessageId = (value: string | null): number | null => (value && /^\d+$/.test(value) ? Number(value) : null);

/** The reads of this screen kept on the device: her conversations and the latest page of each thread. */
const showsConversations = (address: string) =>
  address.startsWith('/api/conversations/') || address.startsWith('/api/messages/') || address.startsWith('/api/groups');

/** The list tab named by `?tab=` (the message-request links open `requests`); Conversations otherwise. */
const REQUESTS_TAB = 'requests';
const CONVERSATIONS_TAB = 'conversations';

/**
 * /messages: her conversations (and, on a tab beside them, message requests waiting for her answer)
 * on the left, the chosen one on the right. `?tab=requests` opens the Requests tab. `?userId=` opens a conversation,
 * also one not started yet (with a connection), whose name comes from her public profile; one whose
 * nurse is no longer found says only that it is no longer available. Above the list she searches her
 * messages by words; a hit opens its conversation at that message (`?userId=…&message=…`). Her groups
 * are listed beside the pairs by latest activity; `?groupId=` opens one, and New group makes one (the
 * group screens are downloaded when first shown: groups/components/lazy.ts).
 */
export function MessagesScreen() {
  const { nurse } = useSignedInNurse();
  const [params, setParams] = useSearchParams();
  const groupId = chosenGroupId(params.get(GROUP_PARAM));
  const selectedId = groupId === null ? chosenUserId(params.get('userId'), nurse.id) : null;
  const [creatingGroup, setCreatingGroup] = useState(false);
  const focusMessageId = selectedId === null && groupId === null ? null : chosenMessageId(params.get('message'));
  const [searchText, setSearchText] = useState('');
  const typed = useDebouncedValue(searchText.trim(), TIMINGS_MS.searchDebounce);
  const searched = typed.length >= MESSAGE_SEARCH.minLength ? typed.slice(0, MESSAGE_SEARCH.maxLength) : null;
  const savedAt = useSavedCopyTime(nurse.id, showsConversations);
  const queue = useQueuedMessages(nurse.id, null);
  const conversations = useConversationsQuery(nurse.id, useLivePolling(POLL_INTERVALS_MS.conversationUnread));
  const requests = useMessageRequestsQuery(undefined, useLivePolling(POLL_INTERVALS_MS.conversationUnread));
  const groups = useGroupsQuery(undefined, useLivePolling(POLL_INTERVALS_MS.conversationUnread));
  // The pairs decide whether the list loaded; groups that failed to load leave the pairs listed.
  const groupItems = groups.data?.items ?? [];
  const items = conversations.data?.items ?? [];
  const listed = items.find((conversation) => conversation.userId === selectedId);
  const profile = usePublicUserQuery(selectedId !== null && !listed && !conversations.isLoading ? selectedId : skipToken);

  const other: ThreadPerson | null = listed
    ? { id: listed.userId, name: listed.userName, profileImage: listed.userProfileImage, muted: listed.muted }
    : profile.data
      ? { id: profile.data.id, name: profile.data.name, profileImage: profile.data.profileImage, muted: false }
      : null;

  // The nurse she chose is not found (a block either way, or she left the network): the conversation is gone.
  const unavailable = selectedId !== null && !listed && profile.isError && httpStatusOf(profile.error) === 404;

  const select = (userId: number | null) => setParams(userId === null ? {} : { userId: String(userId) });
  const selectGroup = (id: number) => setParams({ [GROUP_PARAM]: String(id) });
  const open: OpenConversation =
    groupId !== null ? { kind: 'group', id: groupId } : selectedId !== null ? { kind: 'pair', id: selectedId } : null;
  const openHit = (hit: MessageSearchHit) =>
    setParams(
      hit.group
        ? { [GROUP_PARAM]: String(hit.group.id), message: String(hit.id) }
        : { userId: String(hit.conversation.userId), message: String(hit.id) },
    );
  const tab = params.get('tab') === REQUESTS_TAB ? REQUESTS_TAB : CONVERSATIONS_TAB;
  const chooseTab = (key: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (key === REQUESTS_TAB) next.set('tab', REQUESTS_TAB);
      else next.delete('tab');
      return next;
    });

  const conversationList = (
    <QueryView
      query={conversations}
      failedTitle={NETWORK_TEXTS.loadFailed}
      isEmpty={(page) => hasNoItems(page) && groupItems.length === 0}
      emptyTitle={NETWORK_TEXTS.noConversations}
      emptyDescription={NETWORK_TEXTS.noConversationsHint}
    >
      {(page) => (
        <ConversationList
          entries={conversationEntries(page.items, groupItems)}
          open={open}
          onSelectPair={select}
          onSelectGroup={selectGroup}
        />
      )}
    </QueryView>
  );
  const requestList = (
    <QueryView
      query={requests}
      failedTitle={NETWORK_TEXTS.loadFailed}
      isEmpty={hasNoItems}
      emptyTitle={NETWORK_TEXTS.noMessageRequests}
      emptyDescription={NETWORK_TEXTS.noMessageRequestsHint}
    >
      {(list) => <MessageRequests requests={list.items} onAccepted={select} />}
    </QueryView>
  );
  const tabs = (
    <Tabs
      aria-label={NETWORK_TEXTS.conversations}
      activeKey={tab}
      onChange={chooseTab}
      items={[
        { key: CONVERSATIONS_TAB, label: NETWORK_TEXTS.conversationsTab, children: conversationList },
        { key: REQUESTS_TAB, label: NETWORK_TEXTS.requestsTab(requests.data?.items.length ?? 0), children: requestList },
      ]}
    />
  );
  const list = (
    <>
      <div className="nw-messages__actions">
        <Button onClick={() => setCreatingGroup(true)}>{NETWORK_TEXTS.newGroup}</Button>
      </div>
      <div role="search" className="nw-message-search">
        <SearchInput
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
          placeholder={MESSAGE_SEARCH_TEXTS.placeholder}
          aria-label={MESSAGE_SEARCH_TEXTS.label}
          maxLength={MESSAGE_SEARCH.maxLength}
          allowClear
        />
      </div>
      <div aria-live="polite">
        {searched === null ? null : (
          <MessageSearchResults query={searched} ownId={nurse.id} selectedMessageId={focusMessageId} onOpen={openHit} />
        )}
      </div>
      {searched === null ? tabs : null}
    </>
  );

  let thread;
  if (groupId !== null)
    thread = (
      <GroupThread
        key={groupId}
        groupId={groupId}
        summary={groupItems.find((group) => group.id === groupId)}
        onClose={() => select(null)}
      />
    );
  else if (other) thread = <ThreadView key={other.id} other={other} focusMessageId={focusMessageId} onClose={() => select(null)} />;
  else if (unavailable) thread = <ConversationUnavailable onBack={() => select(null)} />;
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

  // A message written offline that the server refused holds back the ones after it: she sees it here
  // even when its conversation is no longer listed (the other nurse blocked her, she left the group),
  // and deletes it. The open thread shows its own.
  const shown = groupId !== null ? { groupId } : (other?.id ?? null);
  const refusedElsewhere = queue.queued.filter((queued) => queued.refusal !== undefined && (shown === null || !isQueuedTo(queued, shown)));

  return (
    <div className="nw-page nw-page--wide">
      <h1 className="nw-page__title">Messages</h1>
      {savedAt ? (
        <p className="nw-muted nw-saved-copy" role="status">
          {savedCopyLabel(savedAt)}
        </p>
      ) : null}
      {refusedElsewhere.map((queued) => (
        <Alert
          key={queued.key}
          type="error"
          showIcon
          className="nw-unsent"
          title={NETWORK_TEXTS.unsentTitle(queued.content)}
          description={NETWORK_TEXTS.notSent(queued.refusal ?? '')}
          action={
            <Button size="small" onClick={() => void queue.remove(queued.key)}>
              {NETWORK_TEXTS.deleteUnsent}
            </Button>
          }
        />
      ))}
      <div className={`nw-messages${other || unavailable || groupId !== null ? ' nw-messages--open' : ''}`}>
        <aside className="nw-messages__list">{list}</aside>
        <div className="nw-messages__thread">{thread}</div>
      </div>
      {creatingGroup ? <NewGroupDialog onClose={() => setCreatingGroup(false)} onCreated={selectGroup} /> : null}
    </div>
  );
}
