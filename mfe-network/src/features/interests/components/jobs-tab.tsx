import { lazyComponent, Spin } from '@nurse/ui-kit';

/**
 * The Jobs tab, downloaded when she first opens it: its filters and selects stay out of the Interests
 * page's first download (the People tab shows first).
 */
export const JobsTab = lazyComponent<{ specialties: readonly string[] }>(
  () => import('./job-board').then((module) => module.JobBoard),
  <Spin />,
);
