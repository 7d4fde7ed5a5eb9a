import { INTERESTS_PARAMS, JOBS_TAB, JOBS_VIEWS, type JobsView } from '@nurse/domain';

export const INTERESTS_TABS = ['people', JOBS_TAB, 'learning'] as const;
export type InterestsTab = (typeof INTERESTS_TABS)[number];

/** What the address of /areas-of-interest opens: a tab, the job board's view, a listing's details. */
export interface InterestsAddress {
  tab: InterestsTab;
  view: JobsView;
  jobId: number | null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T => list.includes(value as T);

/** Reads the address a notification or a link gave; anything it does not know opens the first tab or view. */
export function readInterestsAddress(params: URLSearchParams): InterestsAddress {
  const tab = params.get(INTERESTS_PARAMS.tab);
  const view = params.get(INTERESTS_PARAMS.view);
  const job = Number(params.get(INTERESTS_PARAMS.job));
  return {
    tab: isOneOf(INTERESTS_TABS, tab) ? tab : 'people',
    view: isOneOf(JOBS_VIEWS, view) ? view : 'search',
    jobId: Number.isSafeInteger(job) && job > 0 ? job : null,
  };
}
