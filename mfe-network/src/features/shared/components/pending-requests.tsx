import { POLL_INTERVALS_MS } from '@nurse/domain';
import { Button, Space, UserAvatar } from '@nurse/ui-kit';
import { Skeleton } from '@nurse/ui-kit/data';
import { useConnectionRequestsQuery } from '../api/network-api';
import { useAnswerRequest } from '../hooks/use-answer-request';
import { useLivePolling } from '../hooks/use-live-polling';
import { useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../texts';
import { relativeTime } from '../utils/relative-time';
import { hasNoItems, QueryView } from './query-view';

/** Requests addressed to her, newest first, each with the requester's note, Accept and Decline. */
export function PendingRequests({ layout = 'list' }: { layout?: 'list' | 'grid' }) {
  const { nurse } = useSignedInNurse();
  const requests = useConnectionRequestsQuery(nurse.id, useLivePolling(POLL_INTERVALS_MS.connectionRequests));
  const { accept, decline, answering } = useAnswerRequest();

  return (
    <QueryView
      query={requests}
      failedTitle={NETWORK_TEXTS.fetchRequestsFailed}
      isEmpty={hasNoItems}
      emptyTitle={NETWORK_TEXTS.noPendingRequests}
      loading={<Skeleton active avatar paragraph={{ rows: 1 }} />}
    >
      {({ items }) => (
        <ul className={`nw-requests nw-requests--${layout}`} aria-label={NETWORK_TEXTS.pendingRequests}>
          {items.map((request) => (
            <li key={request.id} className="nw-tile nw-request" aria-label={`Request from ${request.requester.name}`}>
              <UserAvatar name={request.requester.name} src={request.requester.profileImage} size={40} />
              <div className="nw-tile__body">
                <strong>{request.requester.name}</strong>
                <span className="nw-muted"> · {relativeTime(request.createdAt)}</span>
                {request.message ? <p className="nw-request__note">{request.message}</p> : null}
              </div>
              <Space>
                <Button
                  type="primary"
                  loading={answering === request.id}
                  onClick={() => void accept(request.id)}
                  aria-label={`Accept ${request.requester.name}`}
                >
                  {NETWORK_TEXTS.accept}
                </Button>
                <Button onClick={() => void decline(request.id)} aria-label={`Decline ${request.requester.name}`}>
                  {NETWORK_TEXTS.decline}
                </Button>
              </Space>
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
