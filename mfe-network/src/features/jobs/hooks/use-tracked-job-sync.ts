import { useDispatch } from 'react-redux';
import { LIVE_EVENTS } from '@nurse/domain';
import { useLiveEvent, useRemoteHost } from '@nurse/host';
import { jobsApi } from '../api/jobs-api';

/**
 * Keeps the Jobs tab current when a listing in her tracker closes or changes its pay: her tracker,
 * that listing's details and the search results are read again. When the socket comes back after a
 * drop, her tracker and every listing's details are read again.
 */
export function useTrackedJobSync(): void {
  const { live } = useRemoteHost();
  const dispatch = useDispatch();
  useLiveEvent(
    live,
    LIVE_EVENTS.trackedJob,
    (payload) => {
      const { jobId } = payload as { jobId: number };
      dispatch(jobsApi.util.invalidateTags(['JobApplications', { type: 'JobDetail', id: jobId }, 'Jobs']));
    },
    () => dispatch(jobsApi.util.invalidateTags(['JobApplications', 'JobDetail'])),
  );
}
