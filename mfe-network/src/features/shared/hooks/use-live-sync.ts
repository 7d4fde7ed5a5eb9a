import { useDispatch } from 'react-redux';
import { LIVE_EVENTS } from '@nurse/domain';
import { useLiveEvent, useRemoteHost } from '@nurse/host';
import { NETWORK_TAGS, networkApi } from '../api/network-api';
import { eventGroupId } from '../../groups/utils/group-event';

type NetworkTag = (typeof NETWORK_TAGS)[number] | { type: (typeof NETWORK_TAGS)[number]; id: number };

/**
 * Keeps the cached lists current from the live socket: a message or a read mark refreshes the
 * conversations and threads, a reaction the threads, an edit or a deletion the threads and conversations, a request or a connection change refreshes requests, connections and the
 * status of each card. An event about a group (`groupId`) refreshes her groups and that group's thread
 * and details; a group she is no longer in leaves the list. When the socket comes back after a drop,
 * everything is read again.
 */
export function useLiveSync(): void {
  const { live } = useRemoteHost();
  const dispatch = useDispatch();
  const refresh = (tags: NetworkTag[]) => dispatch(networkApi.util.invalidateTags(tags));
  /** The pair tags for an event about a pair, the group's for one naming a group. */
  const refreshThread = (payload: unknown, pairTags: NetworkTag[]) => {
    const groupId = eventGroupId(payload);
    refresh(groupId === null ? pairTags : ['Groups', { type: 'GroupThread', id: groupId }]);
  };

  useLiveEvent(
    live,
    LIVE_EVENTS.message,
    (payload) => refreshThread(payload, ['Conversations', 'Thread']),
    () => refresh([...NETWORK_TAGS]),
  );
  useLiveEvent(live, LIVE_EVENTS.read, (payload) => refreshThread(payload, ['Thread', 'Conversations']));
  useLiveEvent(live, LIVE_EVENTS.reactions, (payload) => refreshThread(payload, ['Thread']));
  // A message edited or deleted by its sender: the thread and, when it was the last one, the previews.
  useLiveEvent(live, LIVE_EVENTS.messageChanged, (payload) => refreshThread(payload, ['Thread', 'Conversations']));
  // A group renamed, its members or her mute changed: the list, its details and its thread (who wrote what).
  useLiveEvent(live, LIVE_EVENTS.groupChanged, (payload) => {
    const groupId = eventGroupId(payload);
    refresh(groupId === null ? ['Groups', 'Group'] : ['Groups', { type: 'Group', id: groupId }, { type: 'GroupThread', id: groupId }]);
  });
  // She is no longer in a group: it leaves her list (its open thread says so, groups/hooks/use-group-removal.ts).
  useLiveEvent(live, LIVE_EVENTS.groupRemoved, () => refresh(['Groups']));
  useLiveEvent(live, LIVE_EVENTS.requests, () => refresh(['Requests', 'Status']));
  useLiveEvent(live, LIVE_EVENTS.messageRequests, () => refresh(['MessageRequests', 'Status']));
  // A connection accepted, declined or ended by a block: every list and thread of the pair may change.
  useLiveEvent(live, LIVE_EVENTS.connections, () => refresh(['Requests', 'Connections', 'Status', 'Conversations', 'Thread', 'People']));
}
