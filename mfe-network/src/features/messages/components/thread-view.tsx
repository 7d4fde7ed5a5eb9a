import { useEffect, useMemo, useRef, useState } from 'react';
import { httpStatusOf, readErrorMessage, type ContactStanding } from '@nurse/api-client';
import { MESSAGE_ATTACHMENT_TEXTS, POLL_INTERVALS_MS } from '@nurse/domain';
import { Alert, Button, Spin, UserAvatar, useNotify } from '@nurse/ui-kit';
import { failureDescription } from '@nurse/api-client';
import {
  useContactStandingQuery,
  useMarkReadMutation,
  useSetConversationMutedMutation,
  useThreadInfiniteQuery,
} from '../../shared/api/network-api';
import { useLivePolling } from '../../shared/hooks/use-live-polling';
import { useQueuedMessages, useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../../shared/texts';
import { relativeTime } from '../../shared/utils/relative-time';
import { threadMessages } from '../utils/thread-messages';
import { readMarkedMessageId } from '../utils/read-mark';
import { useOtherTyping } from '../hooks/use-other-typing';
import { BlockDialog, ReportDialog } from '../../shared/components/dialogs';
import { Composer } from './composer';
import { ConversationUnavailable } from './conversation-unavailable';
import { useSendMessage } from '../../shared/hooks/use-send-message';
import { MessageAttachments } from './message-attachments';

export interface ThreadPerson {
  id: number;
  name: string;
  profileImage: string | null;
  /** She muted the conversation: its messages do not count in her unread total or notify her. */
  muted: boolean;
}

interface ThreadViewProps {
  other: ThreadPerson;
  /** Back to the list: the back button of narrow screens, or after she blocks the other nurse. */
  onClose: () => void;
}

/**
 * One conversation: the messages in the order sent, scrolled to the latest, earlier ones on request,
 * marked read as they arrive, "Read" under her last message once the other read it and a typing line
 * (both only while both nurses show them), the message she is sending marked "Sending…" until it is
 * stored, the messages she wrote offline marked "Waiting to send" (or why the server refused one, with
 * Delete), and the composer. Mute, Report and Block are in the header. Outside a conversation it says
 * where she stands: her first message goes as a request, her request waits for the other's answer (no
 * composer then), or the other's request waits for hers; typing is told only in a conversation.
 */
export function ThreadView({ other, onClose }: ThreadViewProps) {
  const { nurse } = useSignedInNurse();
  const pair = { userId: nurse.id, otherUserId: other.id };
  const thread = useThreadInfiniteQuery(pair, useLivePolling(POLL_INTERVALS_MS.unreadMessages));
  const standing = useContactStandingQuery(pair).data?.standing;
  const [markRead] = useMarkReadMutation();
  const [setMuted, muting] = useSetConversationMutedMutation();
  const notify = useNotify();
  const [dialog, setDialog] = useState<{ kind: 'report'; messageId?: number } | { kind: 'block' } | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const sender = useSendMessage(other.id, NETWORK_TEXTS.messageFailed, NETWORK_TEXTS.tryAgain, { showsOutgoing: true });

  const queue = useQueuedMessages(nurse.id, other.id);
  const messages = useMemo(() => threadMessages(thread.data?.pages ?? []), [thread.data]);
  const latestId = messages.at(-1)?.id ?? null;
  const readMarkId = readMarkedMessageId(messages, nurse.id);
  const latestTheirsId = messages.filter((message) => message.fromUserId === other.id).at(-1)?.id ?? null;
  const otherTyping = useOtherTyping(other.id, latestTheirsId);
  const { outgoing } = sender;
  const pending = outgoing && !messages.some((message) => message.id === outgoing.messageId) ? outgoing : null;
  const latestUnreadId = messages.filter((message) => message.toUserId === nurse.id && message.readAt === null).at(-1)?.id ?? null;

  useEffect(() => {
    if (latestUnreadId !== null) void markRead({ userId: nurse.id, otherUserId: other.id });
  }, [latestUnreadId, markRead, nurse.id, other.id]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [latestId, pending, queue.queued.length]);

  // A message of the queue went (sent once the connection came back): the thread shows it as stored.
  const queuedCount = queue.queued.length;
  const shownQueued = useRef(queuedCount);
  const { refetch } = thread;
  useEffect(() => {
    if (queuedCount < shownQueued.current && !thread.isUninitialized) void refetch();
    shownQueued.current = queuedCount;
  }, [queuedCount, refetch, thread.isUninitialized]);

  // Blocked either way, or she left the network, since the conversation was opened.
  if (thread.isError && httpStatusOf(thread.error) === 404) return <ConversationUnavailable onBack={onClose} />;

  const toggleMuted = async () => {
    const muted = !other.muted;
    try {
      await setMuted({ otherUserId: other.id, muted }).unwrap();
      notify.success(muted ? NETWORK_TEXTS.mutedTitle(other.name) : NETWORK_TEXTS.unmutedTitle(other.name));
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, NETWORK_TEXTS.muteFailed));
    }
  };

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
        {other.muted ? (
          <span className="nw-conversation__muted" role="img" aria-label={NETWORK_TEXTS.muted} title={NETWORK_TEXTS.muted}>
            🔕
          </span>
        ) : null}
        <Button type="text" onClick={() => void toggleMuted()} loading={muting.isLoading} aria-pressed={other.muted}>
          {other.muted ? NETWORK_TEXTS.unmute : NETWORK_TEXTS.mute}
        </Button>
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
                  {message.attachments.length > 0 ? <MessageAttachments attachments={message.attachments} /> : null}
                  {message.content === '' ? null : <p className="nw-bubble__text">{message.content}</p>}
                  <span className="nw-bubble__meta">
                    <time dateTime={message.createdAt}>{relativeTime(message.createdAt)}</time>
                    {message.id === readMarkId ? ` · ${NETWORK_TEXTS.read}` : null}
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
            <li ref={end} className="nw-thread__end" aria-hidden="true" />
          </ol>
          <p className="nw-muted nw-thread__typing" aria-live="polite">
            {otherTyping ? NETWORK_TEXTS.typing(other.name.split(' ')[0] ?? other.name) : ''}
          </p>
          <StandingNotice standing={standing} name={other.name} />
          {standing === 'awaiting-answer' || standing === 'asked-by-other' ? null : (
            <Composer toUserId={other.id} toName={other.name} sender={sender} signalsTyping={standing === 'conversation'} />
          )}
        </>
      )}
      {dialog?.kind === 'report' ? <ReportDialog person={other} messageId={dialog.messageId} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'block' ? <BlockDialog person={other} onClose={() => setDialog(null)} onBlocked={onClose} /> : null}
    </section>
  );
}

/** What a thread outside a conversation says about the message request between the two. */
function StandingNotice({ standing, name }: { standing: ContactStanding['standing'] | undefined; name: string }) {
  let text: string | null = null;
  if (standing === 'request') text = NETWORK_TEXTS.firstMessageIsRequest(name);
  else if (standing === 'awaiting-answer') text = NETWORK_TEXTS.requestAwaitsAnswer(name);
  else if (standing === 'asked-by-other') text = NETWORK_TEXTS.requestFromOther(name);
  if (text === null) return null;
  return (
    <p className="nw-muted nw-thread__standing" role="status">
      {text}
    </p>
  );
}
