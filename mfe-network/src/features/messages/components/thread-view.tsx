import { useEffect, useMemo, useRef, useState } from 'react';
import { httpStatusOf, type ContactStanding } from '@nurse/api-client';
import { POLL_INTERVALS_MS } from '@nurse/domain';
import { Button, UserAvatar, useNotify } from '@nurse/ui-kit';
import { failureDescription } from '@nurse/api-client';
import {
  useContactStandingQuery,
  useMarkReadMutation,
  useSetConversationMutedMutation,
  useThreadInfiniteQuery,
} from '../../shared/api/network-api';
import { useLivePolling } from '../../shared/hooks/use-live-polling';
import { useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../../shared/texts';
import { threadMessages } from '../utils/thread-messages';
import { readMarkedMessageId } from '../utils/read-mark';
import { useOtherTyping } from '../hooks/use-other-typing';
import { BlockDialog, ReportDialog } from '../../shared/components/dialogs';
import { Composer } from './composer';
import { ConversationUnavailable } from './conversation-unavailable';
import { useSendMessage } from '../../shared/hooks/use-send-message';
import { useNow } from '../hooks/use-now';
import { useFocusedMessage } from '../hooks/use-focused-message';
import { useThreadQueue } from '../hooks/use-thread-queue';
import { ThreadMessage } from './thread-message';
import { ThreadPages } from './thread-pages';

/** How often the thread reads the clock again, so that Edit and Delete leave her messages as their windows close. */
const WINDOW_CHECK_MS = 15_000;

export interface ThreadPerson {
  id: number;
  name: string;
  profileImage: string | null;
  /** She muted the conversation: its messages do not count in her unread total or notify her. */
  muted: boolean;
}

interface ThreadViewProps {
  other: ThreadPerson;
  /** A message to show (a search hit she chose): earlier pages load up to it, and it is scrolled to and marked for a moment. */
  focusMessageId?: number | null;
  /** Back to the list: the back button of narrow screens, or after she blocks the other nurse. */
  onClose: () => void;
}

/**
 * One conversation: the messages in the order sent, scrolled to the latest, earlier ones on request,
 * marked read as they arrive, "Read" under her last message once the other read it and a typing line
 * (both only while both nurses show them), the message she is sending marked "Sending…" until it is
 * stored, the messages she wrote offline marked "Waiting to send" (or why the server refused one, with
 * Delete), and the composer. In a conversation each message has its reactions, and her own a menu to
 * edit or delete it while its windows are open (thread-message.tsx). Mute, Report and Block are in the header. Outside a conversation it says
 * where she stands: her first message goes as a request, her request waits for the other's answer (no
 * composer then), or the other's request waits for hers; typing is told only in a conversation.
 */
export function ThreadView({ other, focusMessageId = null, onClose }: ThreadViewProps) {
  const { nurse } = useSignedInNurse();
  const pair = { userId: nurse.id, otherUserId: other.id };
  const thread = useThreadInfiniteQuery(pair, useLivePolling(POLL_INTERVALS_MS.unreadMessages));
  const queue = useThreadQueue(other.id, thread);
  const standing = useContactStandingQuery(pair).data?.standing;
  const [markRead] = useMarkReadMutation();
  const [setMuted, muting] = useSetConversationMutedMutation();
  const notify = useNotify();
  const [dialog, setDialog] = useState<{ kind: 'report'; messageId?: number } | { kind: 'block' } | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const sender = useSendMessage(other.id, NETWORK_TEXTS.messageFailed, NETWORK_TEXTS.tryAgain, { showsOutgoing: true });

  const now = useNow(WINDOW_CHECK_MS);
  const names = useMemo(() => new Map([[other.id, other.name]]), [other.id, other.name]);
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

  // The message she chose from a search: earlier pages load until it is among them, then it is
  // scrolled to, focused and marked for a moment. Found missing (deleted since), the thread stays as it is.
  const focused = useFocusedMessage(focusMessageId, messages, thread);

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
      <ThreadPages
        thread={thread}
        pending={pending}
        endRef={end}
        queue={queue}
        footer={
          <>
            <p className="nw-muted nw-thread__typing" aria-live="polite">
              {otherTyping ? NETWORK_TEXTS.typing(other.name.split(' ')[0] ?? other.name) : ''}
            </p>
            <StandingNotice standing={standing} name={other.name} />
            {standing === 'awaiting-answer' || standing === 'asked-by-other' ? null : (
              <Composer to={other.id} toName={other.name} sender={sender} signalsTyping={standing === 'conversation'} />
            )}
          </>
        }
      >
        {messages.map((message) => (
          <ThreadMessage
            key={message.id}
            message={message}
            nurseId={nurse.id}
            thread={{ otherUserId: other.id }}
            names={names}
            now={now}
            inConversation={standing === 'conversation'}
            readMarked={message.id === readMarkId}
            onReport={(messageId) => setDialog({ kind: 'report', messageId })}
            focusRef={message.id === focusMessageId ? focused.ref : undefined}
            found={message.id === focused.markedId}
          />
        ))}
      </ThreadPages>
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
