import { useEffect, useMemo, useRef, useState } from 'react';
import { readErrorMessage } from '@nurse/api-client';
import { POLL_INTERVALS_MS } from '@nurse/domain';
import { Alert, Button, Spin, UserAvatar } from '@nurse/ui-kit';
import { useMarkReadMutation, useThreadInfiniteQuery } from '../../shared/api/network-api';
import { useLivePolling } from '../../shared/hooks/use-live-polling';
import { useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../../shared/texts';
import { relativeTime } from '../../shared/utils/relative-time';
import { threadMessages } from '../utils/thread-messages';
import { BlockDialog, ReportDialog } from '../../shared/components/dialogs';
import { Composer } from './composer';

export interface ThreadPerson {
  id: number;
  name: string;
  profileImage: string | null;
}

interface ThreadViewProps {
  other: ThreadPerson;
  /** Back to the list: the back button of narrow screens, or after she blocks the other nurse. */
  onClose: () => void;
}

/**
 * One conversation: the messages in the order sent, scrolled to the latest, earlier ones on request,
 * marked read as they arrive, and the composer. Report and Block are at hand in the header.
 */
export function ThreadView({ other, onClose }: ThreadViewProps) {
  const { nurse } = useSignedInNurse();
  const pair = { userId: nurse.id, otherUserId: other.id };
  const thread = useThreadInfiniteQuery(pair, useLivePolling(POLL_INTERVALS_MS.unreadMessages));
  const [markRead] = useMarkReadMutation();
  const [dialog, setDialog] = useState<{ kind: 'report'; messageId?: number } | { kind: 'block' } | null>(null);
  const end = useRef<HTMLLIElement>(null);

  const messages = useMemo(() => threadMessages(thread.data?.pages ?? []), [thread.data]);
  const latestId = messages.at(-1)?.id ?? null;
  const latestUnreadId = messages.filter((message) => message.toUserId === nurse.id && message.readAt === null).at(-1)?.id ?? null;

  useEffect(() => {
    if (latestUnreadId !== null) void markRead({ userId: nurse.id, otherUserId: other.id });
  }, [latestUnreadId, markRead, nurse.id, other.id]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [latestId]);

  return (
    <section className="nw-thread" aria-label={`Conversation with ${other.name}`}>
      <header className="nw-thread__head">
        <Button className="nw-thread__back" onClick={onClose} aria-label="Back to conversations">
          ←
        </Button>
        <UserAvatar name={other.name} src={other.profileImage} size={40} />
        <h2 className="nw-thread__name" title={other.name}>
          {other.name}
        </h2>
        <Button type="text" onClick={() => setDialog({ kind: 'report' })}>
          {NETWORK_TEXTS.report}
        </Button>
        <Button type="text" danger onClick={() => setDialog({ kind: 'block' })}>
          {NETWORK_TEXTS.block}
        </Button>
      </header>
      {thread.isLoading ? (
        <div className="nw-thread__center">
          <Spin />
        </div>
      ) : thread.isError ? (
        <Alert type="warning" showIcon title={readErrorMessage(thread.error, NETWORK_TEXTS.loadFailed)} className="nw-thread__notice" />
      ) : (
        <>
          <ol className="nw-thread__messages" aria-label="Messages">
            {thread.hasNextPage ? (
              <li className="nw-thread__earlier">
                <Button size="small" onClick={() => void thread.fetchNextPage()} loading={thread.isFetchingNextPage}>
                  Show earlier messages
                </Button>
              </li>
            ) : null}
            {messages.map((message) => {
              const mine = message.fromUserId === nurse.id;
              return (
                <li key={message.id} className={`nw-bubble nw-bubble--${mine ? 'mine' : 'theirs'}`}>
                  <p className="nw-bubble__text">{message.content}</p>
                  <span className="nw-bubble__meta">
                    <time dateTime={message.createdAt}>{relativeTime(message.createdAt)}</time>
                    {mine && message.readAt ? ' · Read' : null}
                    {mine ? null : (
                      <Button
                        type="link"
                        size="small"
                        className="nw-bubble__report"
                        onClick={() => setDialog({ kind: 'report', messageId: message.id })}
                        aria-label="Report this message"
                      >
                        {NETWORK_TEXTS.report}
                      </Button>
                    )}
                  </span>
                </li>
              );
            })}
            <li ref={end} className="nw-thread__end" aria-hidden="true" />
          </ol>
          <Composer toUserId={other.id} toName={other.name} />
        </>
      )}
      {dialog?.kind === 'report' ? <ReportDialog person={other} messageId={dialog.messageId} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'block' ? <BlockDialog person={other} onClose={() => setDialog(null)} onBlocked={onClose} /> : null}
    </section>
  );
}
