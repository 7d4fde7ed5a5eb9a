import { useState, type ReactNode } from 'react';
import type { ConnectedUser } from '@nurse/api-client';
import { POLL_INTERVALS_MS } from '@nurse/domain';
import { Button } from '@nurse/ui-kit';
import { Skeleton } from '@nurse/ui-kit/data';
import { useConnectionsQuery } from '../api/network-api';
import { useLivePolling } from '../hooks/use-live-polling';
import { useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../texts';
import { MessageDialog } from './dialogs';
import { PersonCard } from './person-card';
import { hasNoItems, QueryView } from './query-view';

interface ConnectionsListProps {
  /** The button on each card; by default Message opens the message dialog. */
  actionFor?: (person: ConnectedUser) => ReactNode;
  /** My Connections sends from the dialog with Shift+Enter. */
  sendOnShiftEnter?: boolean;
}

/** Her accepted connections as person cards, each with a way to message her. */
export function ConnectionsList({ actionFor, sendOnShiftEnter = false }: ConnectionsListProps) {
  const { nurse } = useSignedInNurse();
  const connections = useConnectionsQuery(nurse.id, useLivePolling(POLL_INTERVALS_MS.connectionRequests));
  const [messaging, setMessaging] = useState<ConnectedUser | null>(null);

  return (
    <>
      <QueryView
        query={connections}
        failedTitle={NETWORK_TEXTS.fetchConnectionsFailed}
        isEmpty={hasNoItems}
        emptyTitle={NETWORK_TEXTS.noConnections}
        emptyDescription={NETWORK_TEXTS.noConnectionsHint}
        loading={<Skeleton active avatar paragraph={{ rows: 2 }} />}
      >
        {({ items }) => (
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
        )}
      </QueryView>
      {messaging ? <MessageDialog person={messaging} sendOnShiftEnter={sendOnShiftEnter} onClose={() => setMessaging(null)} /> : null}
    </>
  );
}
