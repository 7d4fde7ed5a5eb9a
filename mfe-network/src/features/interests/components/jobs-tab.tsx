import { Suspense } from 'react';
import { JOBS_TAB } from '@nurse/domain';
import { preloadable } from '@nurse/host';
import { Spin } from '@nurse/ui-kit';
import { readInterestsAddress } from '../utils/interests-address';
import type { JobBoardProps } from './job-board';

const JobBoard = preloadable<JobBoardProps>(() => import('./job-board').then((module) => ({ default: module.JobBoard })));

/**
 * The Jobs tab, downloaded when she first opens it: its filters, tracker and saved searches stay out
 * of the Interests page's first download (the People tab shows first).
 */
export function JobsTab(props: JobBoardProps) {
  return (
    <Suspense fallback={<Spin />}>
      <JobBoard {...props} />
    </Suspense>
  );
}

/**
 * When the address (`search`, a notification's link or a reload) opens the Jobs tab, downloads its code
 * (with the page, rather than once the page has rendered); resolves when it is there.
 */
export async function preloadJobsTabFor(search: string): Promise<void> {
  if (readInterestsAddress(new URLSearchParams(search)).tab === JOBS_TAB) await JobBoard.preload();
}
