import type { ReactNode, Ref } from 'react';
import { readErrorMessage } from '@nurse/api-client';
import { MESSAGE_ATTACHMENT_TEXTS } from '@nurse/domain';
import { Alert, Button, Spin } from '@nurse/ui-kit';
import type { OutgoingMessage } from '../../shared/hooks/use-send-message';
import type { ThreadQueue } from '../hooks/use-thread-queue';
import { NETWORK_TEXTS } from '../../shared/texts';

/** What the frame reads of a thread's paged query (a pair's or a group's). */
interface PagedThreadQuery {
  isLoading: boolean;
  isError: boolean;
  error?: unknown;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

interface ThreadPagesProps {
  thread: PagedThreadQuery;
  /** The stored messages, in the order sent. */
  children: ReactNode;
  /** The message on its way, until it is stored (shown "Sending…"). */
  pending: OutgoingMessage | null;
  /** The messages she wrote offline to this conversation, shown after the pending one (use-thread-queue.ts). */
  queue: ThreadQueue;
  /** The last item, scrolled to as messages arrive. */
  endRef: Ref<HTMLLIElement>;
  /** Under the list: the typing line, notices and the composer. */
  footer: ReactNode;
}

/**
 * The part of a thread below its header, shared by pair and group threads: a spinner while the first
 * page loads, why it failed, or the messages with "Show earlier messages" above them, the message
 * being sent below, then those waiting on the device ("Waiting to send", or why the server refused
 * one, with Delete), then the footer.
 */
export function ThreadPages({ thread, children, pending, queue, endRef, footer }: ThreadPagesProps) {
  if (thread.isLoading)
    return (
      <div className="nw-thread__center">
        <Spin />
      </div>
    );
  if (thread.isError)
    return <Alert type="warning" showIcon title={readErrorMessage(thread.error, NETWORK_TEXTS.loadFailed)} className="nw-thread__notice" />;
  return (
    <>
      <ol className="nw-thread__messages" aria-label="Messages">
        {thread.hasNextPage ? (
          <li className="nw-thread__earlier">
            <Button size="small" onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage}>
              Show earlier messages
            </Button>
          </li>
        ) : null}
        {children}
        {pending ? (
          <li className="nw-bubble nw-bubble--mine nw-bubble--pending">
            <p className="nw-bubble__text">{pending.content || MESSAGE_ATTACHMENT_TEXTS.attachment}</p>
            {pending.messageId === null ? <span className="nw-bubble__meta">{NETWORK_TEXTS.pendingMessage}</span> : null}
          </li>
        ) : null}
        {queue.queued.map((queued) => (
          <li key={queued.key} className="nw-bubble nw-bubble--mine nw-bubble--pending">
            <p className="nw-bubble__text">{queued.content}</p>
            <span className="nw-bubble__meta">
              {queued.refusal === undefined ? NETWORK_TEXTS.waitingToSend : NETWORK_TEXTS.notSent(queued.refusal)}
              {queued.refusal === undefined ? null : (
                <Button type="link" size="small" className="nw-bubble__report" onClick={() => void queue.remove(queued.key)}>
                  {NETWORK_TEXTS.deleteUnsent}
                </Button>
              )}
            </span>
          </li>
        ))}
        <li ref={endRef} className="nw-thread__end" aria-hidden="true" />
      </ol>
      {footer}
    </>
  );
}
