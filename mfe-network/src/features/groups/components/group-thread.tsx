import { useEffect, useMemo, useRef, useState } from 'react';
import { httpStatusOf, type GroupMember, type GroupSummary } from '@nurse/api-client';
import { GROUP_NOTICES, POLL_INTERVALS_MS } from '@nurse/domain';
import { Alert, Button, UserAvatar } from '@nurse/ui-kit';
import { useSignedInNurse } from '@nurse/host';
import { useGroupQuery, useGroupThreadInfiniteQuery, useMarkGroupReadMutation } from '../../shared/api/groups-api';
import { useLivePolling } from '../../shared/hooks/use-live-polling';
import { useSendMessage } from '../../shared/hooks/use-send-message';
import { ReportDialog } from '../../shared/components/dialogs';
import { NETWORK_TEXTS } from '../../shared/texts';
import { Composer } from '../../messages/components/composer';
import { ThreadMessage } from '../../messages/components/thread-message';
import { ThreadPages } from '../../messages/components/thread-pages';
import { useNow } from '../../messages/hooks/use-now';
import { useFocusedMessage } from '../../messages/hooks/use-focused-message';
import { useThreadQueue } from '../../messages/hooks/use-thread-queue';
import { threadMessages } from '../../messages/utils/thread-messages';
import { useGroupRemoval } from '../hooks/use-group-removal';
import { useGroupTyping } from '../hooks/use-group-typing';
import { memberCountText, readByText, typingText } from '../utils/group-texts';
import { GROUP_UI_TEXTS } from '../texts';
import { GroupDetails } from './lazy-details';
import '../groups.css';

/** How often the thread reads the clock again, so that Edit and Delete leave her messages as their windows close. */
const WINDOW_CHECK_MS = 15_000;
/** Members whose photos the header shows before "+N". */
const HEADER_AVATARS = 3;

interface GroupThreadProps {
  groupId: number;
  /** The group as her conversation list shows it (its name before the details arrive). */
  summary?: GroupSummary;
  /** A message to show (a search hit she chose): earlier pages load up to it, and it is scrolled to and marked for a moment. */
  focusMessageId?: number | null;
  onClose: () => void;
}

/**
 * A group conversation: its name and members in the header (the Details button opens its details:
 * rename, members, mute, leave), the messages in the order sent with each sender's name, "Read by N"
 * under hers, who is typing, and the composer with attachments and the patient-information check of a
 * pair thread. Her messages have the pair thread's menu (edit, delete) and every message its reactions.
 * Written offline, a message waits on the device as in a pair thread ("Waiting to send", or why the
 * server refused it, with Delete) and goes out when the connection is back.
 * When she is no longer a member (removed, or she left in another tab) the thread says so and closes.
 */
export function GroupThread({ groupId, summary, focusMessageId = null, onClose }: GroupThreadProps) {
  const { nurse } = useSignedInNurse();
  const group = useGroupQuery(groupId, useLivePolling(POLL_INTERVALS_MS.unreadMessages));
  const thread = useGroupThreadInfiniteQuery(groupId, useLivePolling(POLL_INTERVALS_MS.unreadMessages));
  const queue = useThreadQueue({ groupId }, thread);
  const [markRead] = useMarkGroupReadMutation();
  const removedLive = useGroupRemoval(groupId);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [reporting, setReporting] = useState<{ id: number; name: string; messageId: number } | null>(null);
  const end = useRef<HTMLLIElement>(null);
  const sender = useSendMessage({ groupId }, NETWORK_TEXTS.messageFailed, NETWORK_TEXTS.tryAgain, { showsOutgoing: true });
  const now = useNow(WINDOW_CHECK_MS);

  const detail = group.data;
  const members: readonly GroupMember[] = useMemo(() => detail?.members ?? [], [detail]);
  const name = detail?.name ?? summary?.name ?? '';
  const names = useMemo(() => new Map(members.map((member) => [member.userId, member.name])), [members]);
  const messages = useMemo(() => threadMessages(thread.data?.pages ?? []), [thread.data]);
  const latestId = messages.at(-1)?.id ?? null;
  const latestBySender = useMemo(() => new Map(messages.map((message) => [message.fromUserId, message.id])), [messages]);
  const typists = useGroupTyping(groupId, nurse.id, latestBySender);
  const latestOthersId = messages.filter((message) => message.fromUserId !== nurse.id).at(-1)?.id ?? null;
  const { outgoing } = sender;
  const pending = outgoing && !messages.some((message) => message.id === outgoing.messageId) ? outgoing : null;
  const otherMembers = Math.max(0, members.length - 1);

  // It opened with unread messages, or another member's message arrived while it is open: read.
  const unreadOnOpen = (summary?.unreadCount ?? 1) > 0;
  const readUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (latestOthersId === null || latestOthersId === readUpTo.current) return;
    const opening = readUpTo.current === null;
    readUpTo.current = latestOthersId;
    if (!opening || unreadOnOpen) void markRead(groupId);
  }, [latestOthersId, unreadOnOpen, groupId, markRead]);

  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [latestId, pending, queue.queued.length]);

  const focused = useFocusedMessage(focusMessageId, messages, thread);

  const gone =
    removedLive ||
    (group.isError && [403, 404].includes(httpStatusOf(group.error) ?? 0)) ||
    (thread.isError && [403, 404].includes(httpStatusOf(thread.error) ?? 0));
  if (gone) return <GroupGone onBack={onClose} />;

  const shownMembers = members.slice(0, HEADER_AVATARS);
  return (
    <section className="nw-thread" aria-label={GROUP_UI_TEXTS.threadLabel(name)}>
      <header className="nw-thread__head">
        <Button className="nw-thread__back" onClick={onClose} aria-label="Back to conversations">
          ←
        </Button>
        <span className="nw-group-avatars" aria-hidden="true">
          {shownMembers.map((member) => (
            <UserAvatar key={member.userId} name={member.name} src={member.profileImage} size={28} />
          ))}
          {members.length > HEADER_AVATARS ? (
            <span className="nw-group-avatars__more">{GROUP_UI_TEXTS.membersMore(members.length - HEADER_AVATARS)}</span>
          ) : null}
        </span>
        <div className="nw-thread__title">
          <h2 className="nw-thread__name" title={name}>
            {name}
          </h2>
          <span className="nw-muted nw-thread__members" title={members.map((member) => member.name).join(', ')}>
            {memberCountText(members.length || summary?.memberCount || 0)}
          </span>
        </div>
        {detail?.muted ? (
          <span className="nw-conversation__muted" role="img" aria-label={NETWORK_TEXTS.muted} title={NETWORK_TEXTS.muted}>
            🔕
          </span>
        ) : null}
        <Button type="text" onClick={() => setDetailsOpen(true)} disabled={!detail} aria-haspopup="dialog">
          {GROUP_UI_TEXTS.details}
        </Button>
      </header>
      <ThreadPages
        thread={thread}
        pending={pending}
        queue={queue}
        endRef={end}
        footer={
          <>
            <p className="nw-muted nw-thread__typing" aria-live="polite">
              {typingText(typists.map((userId) => names.get(userId) ?? '').filter(Boolean))}
            </p>
            <Composer to={{ groupId }} toName={name} sender={sender} signalsTyping />
          </>
        }
      >
        {messages.map((message) => (
          <ThreadMessage
            key={message.id}
            message={message}
            nurseId={nurse.id}
            thread={{ groupId }}
            names={names}
            senderName={message.fromUserName}
            readBy={message.fromUserId === nurse.id ? readByText(message.readByCount, otherMembers) : null}
            now={now}
            inConversation
            readMarked={false}
            onReport={(messageId) => setReporting({ id: message.fromUserId, name: message.fromUserName, messageId })}
            focusRef={message.id === focusMessageId ? focused.ref : undefined}
            found={message.id === focused.markedId}
          />
        ))}
      </ThreadPages>
      {detailsOpen && detail ? <GroupDetails group={detail} onClose={() => setDetailsOpen(false)} onLeft={onClose} /> : null}
      {reporting ? <ReportDialog person={reporting} messageId={reporting.messageId} onClose={() => setReporting(null)} /> : null}
    </section>
  );
}

/** Said in place of the thread once she is no longer in the group. */
function GroupGone({ onBack }: { onBack: () => void }) {
  return (
    <div className="nw-thread nw-thread__center" role="status">
      <Alert type="info" showIcon title={GROUP_NOTICES.removed} className="nw-thread__notice" />
      <Button onClick={onBack}>{GROUP_UI_TEXTS.removedFromGroup}</Button>
    </div>
  );
}
