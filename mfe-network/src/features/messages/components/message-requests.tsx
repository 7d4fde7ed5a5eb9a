import { useState } from 'react';
import { failureDescription, type MessageRequest } from '@nurse/api-client';
import { Button, UserAvatar, useNotify } from '@nurse/ui-kit';
import { useAnswerMessageRequestMutation } from '../../shared/api/network-api';
import { BlockDialog } from '../../shared/components/dialogs';
import { NETWORK_TEXTS } from '../../shared/texts';
import { relativeTime } from '../../shared/utils/relative-time';

interface MessageRequestsProps {
  requests: readonly MessageRequest[];
  /** After she accepts: the conversation with the sender opens. */
  onAccepted: (senderId: number) => void;
}

/** First messages from nurses who are not her connections, each with Accept, Decline and Block. */
export function MessageRequests({ requests, onAccepted }: MessageRequestsProps) {
  const notify = useNotify();
  const [answer, { isLoading, originalArgs }] = useAnswerMessageRequestMutation();
  const [blocking, setBlocking] = useState<{ id: number; name: string } | null>(null);

  const respond = async (request: MessageRequest, action: 'accept' | 'decline') => {
    try {
      await answer({ senderId: request.sender.id, action }).unwrap();
      if (action === 'accept') {
        notify.success(NETWORK_TEXTS.messageRequestAccepted(request.sender.name));
        onAccepted(request.sender.id);
      } else notify.success(NETWORK_TEXTS.messageRequestDeclined);
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, NETWORK_TEXTS.messageRequestFailed));
    }
  };

  return (
    <>
      <ul className="nw-message-requests" aria-label={NETWORK_TEXTS.messageRequests}>
        {requests.map((request) => {
          const { sender } = request;
          const busy = isLoading && originalArgs?.senderId === sender.id;
          return (
            <li key={sender.id} className="nw-message-request">
              <div className="nw-message-request__head">
                <UserAvatar name={sender.name} src={sender.profilePhoto} size={40} />
                <span className="nw-conversation__text">
                  <strong className="nw-conversation__name">{sender.name}</strong>
                  {sender.specialties.length > 0 ? <span className="nw-muted">{sender.specialties.join(', ')}</span> : null}
                  <span className="nw-muted nw-conversation__time">{relativeTime(request.createdAt)}</span>
                </span>
              </div>
              <p className="nw-message-request__text">{request.message}</p>
              <div className="nw-message-request__actions">
                <Button
                  type="primary"
                  disabled={busy}
                  onClick={() => void respond(request, 'accept')}
                  aria-label={`${NETWORK_TEXTS.accept} message request from ${sender.name}`}
                >
                  {NETWORK_TEXTS.accept}
                </Button>
                <Button
                  disabled={busy}
                  onClick={() => void respond(request, 'decline')}
                  aria-label={`${NETWORK_TEXTS.decline} message request from ${sender.name}`}
                >
                  {NETWORK_TEXTS.decline}
                </Button>
                <Button danger type="text" onClick={() => setBlocking(sender)} aria-label={`${NETWORK_TEXTS.block} ${sender.name}`}>
                  {NETWORK_TEXTS.block}
                </Button>
              </div>
            </li>
          );
        })}
      </ul>
      {blocking ? <BlockDialog person={blocking} onClose={() => setBlocking(null)} onBlocked={() => setBlocking(null)} /> : null}
    </>
  );
}
