import type { MessageSearchHit, SnippetSegment } from '@nurse/api-client';
import { MESSAGE_SEARCH_TEXTS } from '@nurse/domain';
import { Button, Spin, UserAvatar } from '@nurse/ui-kit';
import { EmptyState } from '@nurse/ui-kit/data';
import { useSearchMessagesInfiniteQuery } from '../../shared/api/network-api';
import { LoadFailure } from '../../shared/components/load-failure';
import { relativeTime } from '../../shared/utils/relative-time';

interface MessageSearchResultsProps {
  /** The words, trimmed and long enough to search. */
  query: string;
  ownId: number;
  selectedMessageId: number | null;
  onOpen: (hit: MessageSearchHit) => void;
}

/** The text around the match as the server cut it, the matched words marked (text only, never HTML). */
export function Snippet({ segments }: { segments: readonly SnippetSegment[] }) {
  return (
    <>
      {segments.map((segment, index) =>
        segment.match ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>,
      )}
    </>
  );
}

/**
 * Her messages holding the words, newest first: the other nurse of each conversation (or the group), who wrote it,
 * when, and the text around the match with the words marked. Choosing one opens its thread at it.
 * Older messages are searched on request.
 */
export function MessageSearchResults({ query, ownId, selectedMessageId, onOpen }: MessageSearchResultsProps) {
  const search = useSearchMessagesInfiniteQuery(query);
  const pages = search.currentData?.pages;
  if (search.isError) {
    return (
      <LoadFailure
        title={MESSAGE_SEARCH_TEXTS.failed}
        error={search.error}
        retrying={search.isFetching}
        onRetry={() => void search.refetch()}
      />
    );
  }
  if (!pages) return <Spin />;
  const hits = pages.flatMap((page) => page.items);
  const older = search.hasNextPage ? (
    <Button className="nw-search-hits__older" onClick={() => void search.fetchNextPage()} loading={search.isFetchingNextPage}>
      {MESSAGE_SEARCH_TEXTS.searchOlder}
    </Button>
  ) : null;
  if (hits.length === 0) {
    return (
      <>
        <EmptyState title={search.hasNextPage ? MESSAGE_SEARCH_TEXTS.noRecentMatch(query) : MESSAGE_SEARCH_TEXTS.noMatch(query)} />
        {older}
      </>
    );
  }
  return (
    <>
      <ul className="nw-search-hits" aria-label={MESSAGE_SEARCH_TEXTS.results}>
        {hits.map((hit) => {
          const selected = hit.id === selectedMessageId;
          return (
            <li key={hit.id}>
              <button
                type="button"
                className={`nw-conversation nw-search-hit${selected ? ' nw-conversation--selected' : ''}`}
                aria-current={selected ? 'true' : undefined}
                onClick={() => onOpen(hit)}
              >
                <UserAvatar
                  name={hit.group?.name ?? hit.conversation.userName}
                  src={hit.group ? null : hit.conversation.userProfileImage}
                  size={40}
                />
                <span className="nw-conversation__text">
                  <span className="nw-conversation__head">
                    <strong className="nw-conversation__name">{hit.group?.name ?? hit.conversation.userName}</strong>
                    <time className="nw-muted nw-search-hit__time" dateTime={hit.createdAt}>
                      {relativeTime(hit.createdAt)}
                    </time>
                  </span>
                  <span className="nw-search-hit__snippet">
                    <span className="nw-search-hit__sender">
                      {MESSAGE_SEARCH_TEXTS.sentBy(hit.sender.id === ownId ? MESSAGE_SEARCH_TEXTS.you : hit.sender.name)}
                    </span>{' '}
                    <Snippet segments={hit.snippet} />
                  </span>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {older}
    </>
  );
}
