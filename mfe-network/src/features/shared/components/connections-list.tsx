import { useState, type ReactNode } from 'react';
import type { ConnectedUser } from '@nurse/api-client';
import { POLL_INTERVALS_MS } from '@nurse/domain';
import { Button } from '@nurse/ui-kit';
import { EmptyState, Skeleton } from '@nurse/ui-kit/data';
import { useConnectionsQuery } from '../api/network-api';
import { useLivePolling } from '../hooks/use-live-polling';
import { useNurse } from '../hooks/use-nurse';
import { NETWORK_TEXTS } from '../texts';
import { LoadFailure } from './load-failure';
import { MessageDialog } from './message-dialog';
import { PersonCard } from './person-card';

interface ConnectionsListProps {
  /** The button on each card; by default Message opens the message dialog. */
  actionFor?: (person: ConnectedUser) => ReactNode;
  /** My Connections sends from the dialog with Shift+Enter. */
  sendOnShiftEnter?: boolean;
}

/** Her accepted connections as person cards, each with a way to message her. */
export function ConnectionsList({ actionFor, sendOnShiftEnter = false }: ConnectionsListProps) {
  const { nurse } = useNurse();
  const connections = useConnectionsQuery(nurse.id, useLivePolling(POLL_INTERVALS_MS.connectionRequests));
  const [messaging, setMessaging] = useState<ConnectedUser | null>(null);

  if (connections.isLoading) return <Skeleton active avatar paragraph={{ rows: 2 }} />;
  if (connections.isError) {
    return (
      <LoadFailure
        title={NETWORK_TEXTS.fetchConnectionsFailed}
        error={connections.error}
        retrying={connections.isFetching}
        onRetry={() => void connections.refetch()}
      />
    );
  }
  const items = connections.data?.items ?? [];
  if (items.length === 0) return <EmptyState title={NETWORK_TEXTS.noConnections} description={NETWORK_TEXTS.noConnectionsHint} />;
  return (
    <>
      <ul className="nw-people" aria-label={NETWORK_TEXTS.yourConnections}>
        {items.map((person) => (
          <li key={person.id}>
            <PersonCard
              person={person}
              action={
                actionFor?.(person) ?? (
                  <Button onClick={() => setMessaging(person)} aria-label={`Message ${person.name}`}>
                    {NETWORK_TEXTS.message}
                  </Button>
                )
              }
            />
          </li>
        ))}
      </ul>
      {messaging ? <MessageDialog person={messaging} sendOnShiftEnter={sendOnShiftEnter} onClose={() => setMessaging(null)} /> : null}
    </>
  );
}
