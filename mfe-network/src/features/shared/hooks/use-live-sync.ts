import { useDispatch } from 'react-redux';
import { LIVE_EVENTS } from '@nurse/domain';
import { useLiveEvent, useRemoteHost } from '@nurse/host';
import { NETWORK_TAGS, networkApi } from '../api/network-api';

/**
 * Keeps the cached lists current from the live socket: a message or a read mark refreshes the
 * conversations and threads, a reaction the threads, an edit or a deletion the threads and conversations, a request or a connection change refreshes requests, connections and the
 * status of each card. When the socket comes back after a drop, everything is read again.
 */
export function useLiveSync(): void {
  const { live } = useRemoteHost();
  const dispatch = useDispatch();
  const refresh = (tags: (typeof NETWORK_TAGS)[number][]) => dispatch(networkApi.util.invalidateTags(tags));

  useLiveEvent(
    live,
    LIVE_EVENTS.message,
    () => refresh(['Conversations', 'Thread']),
    () => refresh([...NETWORK_TAGS]),
  );
  useLiveEvent(live, LIVE_EVENTS.read, () => refresh(['Thread', 'Conversations']));
  useLiveEvent(live, LIVE_EVENTS.reactions, () => refresh(['Thread']));
  // A message edited or deleted by its sender: the thread and, when it was the last one, the previews.
  useLiveEvent(live, LIVE_EVENTS.messageChanged, () => refresh(['Thread', 'Conversations']));
  useLiveEvent(live, LIVE_EVENTS.requests, () => refresh(['Requests', 'Status']));
  useLiveEvent(live, LIVE_EVENTS.messageRequests, () => refresh(['MessageRequests', 'Status']));
  // A connection accepted, declined or ended by a block: every list and thread of the pair may change.
  useLiveEvent(live, LIVE_EVENTS.connections, () => refresh(['Requests', 'Connections', 'Status', 'Conversations', 'Thread', 'People']));
}
