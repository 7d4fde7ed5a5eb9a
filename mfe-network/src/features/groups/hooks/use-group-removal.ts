import { useState } from 'react';
import { LIVE_EVENTS } from '@nurse/domain';
import { useLiveEvent, useRemoteHost } from '@nurse/host';
import { eventGroupId } from '../utils/group-event';

/** Whether the live `group-removed` event said she is no longer in the open group (removed, or she left in another tab). */
export function useGroupRemoval(groupId: number): boolean {
  const { live } = useRemoteHost();
  const [removed, setRemoved] = useState(false);
  useLiveEvent(live, LIVE_EVENTS.groupRemoved, (payload) => {
    if (eventGroupId(payload) === groupId) setRemoved(true);
  });
  return removed;
}
