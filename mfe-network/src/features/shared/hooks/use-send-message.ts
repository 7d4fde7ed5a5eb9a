import { useRef, useState } from 'react';
import { failureDescription } from '@nurse/api-client';
import { attachmentAwareQuestion, findPatientInformation, patientInformationQuestion } from '@nurse/domain';
import { useNotify } from '@nurse/ui-kit';
import { useSendMessageMutation } from '../api/network-api';
import { useSendGroupMessageMutation } from '../api/groups-api';
import { queueOfflineMessage, seemsOffline, useSignedInNurse, type QueueTarget } from '@nurse/host';
import { newIdempotencyKey } from '../utils/idempotency-key';
import { isRetryableSendFailure, sendWithRetries } from '../utils/send-with-retries';

/** The message on its way: `messageId` is set once the server has stored it. */
export interface OutgoingMessage {
  content: string;
  messageId: number | null;
}

/** The uploads the message carries (use-attachment-uploads.ts): their ids, and how many are photos. */
export interface AttachedFiles {
  ids: number[];
  photos: number;
}

const NOTHING_ATTACHED: AttachedFiles = { ids: [], photos: 0 };

/** Whom a message goes to: one nurse (by id) or a group she is in (the device queue's `QueueTarget`). */
export type MessageTarget = QueueTarget;

export interface SendMessageOptions {
  /**
   * The screen shows the message on its way (the Messages screen's pending bubble), so the draft is
   * cleared as soon as it is sent, and given back if sending fails. Written offline, the message is
   * kept on the device and sent once the connection is back (the screen lists it, `useQueuedMessages`).
   */
  showsOutgoing?: boolean;
}

/**
 * A draft to one nurse or a group and the way to send it: blank drafts are not sent, nor is a second
 * one while the first is on its way. Each message carries its own Idempotency-Key, and a send that
 * failed for a network reason is retried with it a few times, so a lost answer never sends a message
 * twice; if every retry fails, sending the same text again reuses the key. The draft is kept (or given back) when
 * sending fails, whose reason shows in a toast titled `failureTitle`. A draft that looks like it holds
 * patient information, or that carries a photo, is not sent until she confirms it holds none:
 * `patientInformationCheck` is then the question to put to her, and `send(true)` sends it with her
 * confirmation. A message with attachments may have no text; it is not kept for later while offline
 * (the device's queue holds text, to a nurse or a group).
 */
export function useSendMessage(to: MessageTarget, failureTitle: string, failureFallback: string, options: SendMessageOptions = {}) {
  const { nurse } = useSignedInNurse();
  const notify = useNotify();
  const [draft, setDraft] = useState('');
  const [outgoing, setOutgoing] = useState<OutgoingMessage | null>(null);
  const [patientInformationCheck, setPatientInformationCheck] = useState<string | null>(null);
  const unanswered = useRef<{ content: string; key: string } | null>(null);
  const [sendMessage] = useSendMessageMutation();
  const [sendGroupMessage] = useSendGroupMessageMutation();
  const queuesOffline = options.showsOutgoing === true;
  const blank = draft.trim() === '';
  const sending = outgoing !== null && outgoing.messageId === null;

  const send = async (patientInformationConfirmed = false, attached: AttachedFiles = NOTHING_ATTACHED): Promise<boolean> => {
    const withFiles = attached.ids.length > 0;
    if ((blank && !withFiles) || sending) return false;
    const content = draft;
    const signs = findPatientInformation(content);
    const question = attachmentAwareQuestion(signs.length > 0 ? patientInformationQuestion(signs) : null, attached.photos > 0);
    setPatientInformationCheck(question !== null && !patientInformationConfirmed ? question : null);
    if (question !== null && !patientInformationConfirmed) return false;
    const confirmation = patientInformationConfirmed ? { patientInformationConfirmed } : {};
    const sentWith = withFiles ? { attachmentIds: attached.ids } : {};
    const what = `${content}\u0000${attached.ids.join(',')}`;
    const key = unanswered.current?.content === what ? unanswered.current.key : newIdempotencyKey();
    if (queuesOffline && seemsOffline() && !withFiles) return queueWhileOffline(content, key, confirmation);
    setOutgoing({ content, messageId: null });
    if (options.showsOutgoing) setDraft('');
    try {
      const message = { content, ...confirmation, ...sentWith, idempotencyKey: key };
      const sent = await sendWithRetries(() =>
        typeof to === 'number'
          ? sendMessage({ fromUserId: nurse.id, toUserId: to, ...message }).unwrap()
          : sendGroupMessage({ groupId: to.groupId, ...message }).unwrap(),
      );
      unanswered.current = null;
      setOutgoing({ content, messageId: sent.id });
      if (!options.showsOutgoing) setDraft('');
      return true;
    } catch (error) {
      if (queuesOffline && !withFiles && seemsOffline() && isRetryableSendFailure(error)) {
        // The connection went while it was on its way: it waits on the device with the same key.
        setOutgoing(null);
        return queueWhileOffline(content, key, confirmation);
      }
      unanswered.current = isRetryableSendFailure(error) ? { content: what, key } : null;
      setOutgoing(null);
      setDraft((current) => (current === '' ? content : current));
      notify.error(failureTitle, failureDescription(error, failureFallback));
      return false;
    }
  };

  const queueWhileOffline = async (
    content: string,
    key: string,
    confirmation: { patientInformationConfirmed?: boolean },
  ): Promise<boolean> => {
    try {
      const recipient = typeof to === 'number' ? { toUserId: to } : { groupId: to.groupId };
      await queueOfflineMessage({ key, userId: nurse.id, ...recipient, content, ...confirmation });
      unanswered.current = null;
      setDraft((current) => (current === content ? '' : current));
      return true;
    } catch (error) {
      setDraft((current) => (current === '' ? content : current));
      notify.error(failureTitle, failureDescription(error, failureFallback));
      return false;
    }
  };

  const dismissPatientInformationCheck = () => setPatientInformationCheck(null);

  return { draft, setDraft, blank, sending, outgoing, send, patientInformationCheck, dismissPatientInformationCheck };
}

export type MessageSender = ReturnType<typeof useSendMessage>;
