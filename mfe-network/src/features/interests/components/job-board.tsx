import { useId, useState } from 'react';
import type { PayUnit } from '@nurse/catalogue';
import { TIMINGS_MS } from '@nurse/domain';
import { Input, useDebouncedValue } from '@nurse/ui-kit';
import { useJobsInfiniteQuery } from '../../shared/api/network-api';
import { QueryView } from '../../shared/components/query-view';
import { useMediaQuery } from '../../shared/hooks/use-media-query';
import { NETWORK_TEXTS } from '../../shared/texts';
import { NO_JOB_FILTERS, type JobFilters } from '../../shared/utils/job-search';
import { JobFilterFields } from './job-filter-fields';
import { JobFiltersDrawer } from './job-filters-drawer';
import { JobResults } from './job-results';
import './job-board.css';

/** Below this width the filters move into a side panel behind a Filters button. */
const NARROW_SCREEN = '(max-width: 720px)';

/**
 * The Jobs tab: open listings the server finds by her words, filters and the specialty chips she
 * selected, sorted and paged by the server, with pay shown in the unit she picks. A search is sent
 * once she stops changing the filters; a changed search starts again at the first page.
 */
export function JobBoard({ specialties }: { specialties: readonly string[] }) {
  const searchId = useId();
  const [filters, setFilters] = useState<JobFilters>(NO_JOB_FILTERS);
  const [payUnit, setPayUnit] = useState<PayUnit>('hourly');
  const narrow = useMediaQuery(NARROW_SCREEN);
  const sent = useDebouncedValue(filters, TIMINGS_MS.searchDebounce);
  const jobs = useJobsInfiniteQuery({ filters: sent, specialties });
  const change = (patch: Partial<JobFilters>) => setFilters((current) => ({ ...current, ...patch }));

  return (
    <div className="nw-jobs">
      <div className="nw-jobs__search">
        <div className="nw-job-filters__field nw-jobs__words">
          <label htmlFor={searchId} className="nw-field__label">
            Search jobs
          </label>
          <Input
            id={searchId}
            type="search"
            value={filters.q}
            maxLength={100}
            placeholder="Title, employer, city or words in the description"
            onChange={(event) => change({ q: event.target.value })}
          />
        </div>
        {narrow ? <JobFiltersDrawer filters={filters} onChange={change} /> : null}
      </div>
      {narrow ? null : <JobFilterFields filters={filters} onChange={change} />}
      <QueryView
        query={jobs}
        failedTitle={NETWORK_TEXTS.loadFailed}
        isEmpty={(found) => found.pages.every((page) => page.items.length === 0)}
        emptyTitle="No jobs found"
      >
        {(found) => (
          <JobResults
            jobs={found.pages.flatMap((page) => page.items)}
            total={found.pages[0]?.total ?? 0}
            payUnit={payUnit}
            onPayUnit={setPayUnit}
            onLoadMore={jobs.hasNextPage ? () => void jobs.fetchNextPage() : undefined}
            loadingMore={jobs.isFetchingNextPage}
          />
        )}
      </QueryView>
    </div>
  );
}
