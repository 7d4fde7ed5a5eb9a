import { lazyComponent, Spin } from '@nurse/ui-kit';
import type { JobBoardProps } from './job-board';

/**
 * The Jobs tab, downloaded when she first opens it: its filters, tracker and saved searches stay out
 * of the Interests page's first download (the People tab shows first).
 */
export const JobsTab = lazyComponent<JobBoardProps>(() => import('./job-board').then((module) => module.JobBoard), <Spin />);
