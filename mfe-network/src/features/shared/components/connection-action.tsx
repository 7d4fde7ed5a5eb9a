import { useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useNavigate } from 'react-router-dom';
import type { PublicUser } from '@nurse/api-client';
import { ROUTES } from '@nurse/domain';
import { Button, Space } from '@nurse/ui-kit';
import { useConnectionStatusQuery, useContactStandingQuery } from '../api/network-api';
import { useAnswerRequest } from '../hooks/use-answer-request';
import { useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../texts';
import { connectionActionFor } from '../utils/connection-action-for';
import { ConnectDialog } from './dialogs';

interface ConnectionActionProps {
  person: Pick<PublicUser, 'id' | 'name'>;
  declineAs?: 'ignored' | 'rejected';
}

/**
 * The button on a person's card, from where the two of them stand: Message once connected, a disabled
 * Request Sent while her request waits, Accept and Decline when the other nurse asked, otherwise Connect
 * (also when the status could not be read), with Message beside it when the other nurse's setting lets
 * her write first, or they write already, or her message request waits (its thread says so).
 */
export function ConnectionAction({ person, declineAs = 'ignored' }: ConnectionActionProps) {
  const { nurse } = useSignedInNurse();
  const navigate = useNavigate();
  const [connecting, setConnecting] = useState(false);
  const status = useConnectionStatusQuery({ userId: nurse.id, otherUserId: person.id });
  const { accept, decline, answering } = useAnswerRequest(declineAs);
  const action = connectionActionFor(nurse.id, status.isError ? null : (status.data ?? null));
  const unconnected = !status.isLoading && action.kind === 'connect';
  const standing = useContactStandingQuery(unconnected ? { userId: nurse.id, otherUserId: person.id } : skipToken).data?.standing;
  const writes = standing === 'conversation' || standing === 'request' || standing === 'awaiting-answer';

  const message = (primary: boolean) => (
    <Button
      type={primary ? 'primary' : 'default'}
      onClick={() => void navigate(`${ROUTES.messages}?userId=${person.id}`)}
      aria-label={`Message ${person.name}`}
    >
      {NETWORK_TEXTS.message}
    </Button>
  );

  if (status.isLoading) return <Button loading disabled aria-label={`Checking your connection with ${person.name}`} />;
  switch (action.kind) {
    case 'message':
      return message(true);
    case 'sent':
      return <Button disabled>{NETWORK_TEXTS.requestSent}</Button>;
    case 'answer':
      return (
        <Space>
          <Button
            type="primary"
            loading={answering === action.connectionId}
            onClick={() => void accept(action.connectionId)}
            aria-label={`Accept ${person.name}`}
          >
            {NETWORK_TEXTS.accept}
          </Button>
          <Button onClick={() => void decline(action.connectionId)} aria-label={`Decline ${person.name}`}>
            {NETWORK_TEXTS.decline}
          </Button>
        </Space>
      );
    default:
      return (
        <>
          {writes ? message(false) : null}
          <Button type="primary" ghost onClick={() => setConnecting(true)} aria-label={`Connect with ${person.name}`}>
            {NETWORK_TEXTS.connect}
          </Button>
          {connecting ? <ConnectDialog person={person} onClose={() => setConnecting(false)} /> : null}
        </>
      );
  }
}
