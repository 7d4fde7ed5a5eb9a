import { Suspense, lazy, useState } from 'react';
import { Button, Space, useDebouncedValue } from '@nurse/ui-kit';
import type { Job } from '@nurse/api-client';
import { TIMINGS_MS } from '@nurse/domain';
import { ADMIN_PAGE_SIZE, JOB_STATUSES, useAdminJobsQuery, type JobStatus } from '../api/admin-api';
import { useCursorPages } from '../hooks/use-cursor-pages';
import { jobStatusAction, useJobStatusAction } from '../hooks/use-job-status-action';
import { JOB_COLUMNS, JOB_TEXT } from '../texts';
import { formatDay } from '../utils/format-day';
import { CloseListingDialog } from './close-listing-dialog';
import { DataTable, type Column } from './data-table';
import { Pager } from './pager';
import { SearchBox } from './search-box';
import { StatusTag } from './status-tag';

// The form (with the kit's form, choice and drawer code and the catalogue) is downloaded when first opened.
const JobFormDrawer = lazy(() => import('./job-form-drawer').then((module) => ({ default: module.JobFormDrawer })));

/** Whether the form is open, and for which listing: a new one (null) or the one with this id. */
interface FormTarget {
  open: boolean;
  jobId: number | null;
}

const FILTERS = ['all', ...JOB_STATUSES] as const;

/** Jobs tab: the job board's listings by words and status, with New listing, Edit and Publish/Close/Reopen. */
export function JobsPanel() {
  const [search, setSearch] = useState('');
  const q = useDebouncedValue(search.trim(), TIMINGS_MS.searchDebounce);
  const [filter, setFilter] = useState<'all' | JobStatus>('all');
  const pages = useCursorPages(`${filter} ${q}`);
  const [target, setTarget] = useState<FormTarget>({ open: false, jobId: null });
  const edit = (jobId: number | null) => setTarget({ open: true, jobId });
  // Stays mounted once opened, so that closing it animates.
  const [drawerUsed, setDrawerUsed] = useState(false);
  if (target.open && !drawerUsed) setDrawerUsed(true);
  const statusAction = useJobStatusAction();
  // Closing tells every nurse following the listing, so it is asked first.
  const [closing, setClosing] = useState<Job | null>(null);
  const changeStatus = (job: Job) => (job.status === 'open' ? setClosing(job) : void statusAction.run(job));
  const close = async (job: Job) => {
    await statusAction.run(job);
    setClosing(null);
  };
  const { data, isFetching } = useAdminJobsQuery({
    q,
    ...(filter === 'all' ? {} : { status: filter }),
    cursor: pages.cursor,
    pageSize: ADMIN_PAGE_SIZE,
  });

  const columns: Column<Job>[] = [
    // Titles and the actions wrap, so that title, status and actions fit a phone's width.
    { key: 'title', title: JOB_COLUMNS.title, render: (job) => <span style={{ whiteSpace: 'normal' }}>{job.title}</span> },
    { key: 'employer', title: JOB_COLUMNS.employer, render: (job) => job.employer, secondary: true },
    { key: 'location', title: JOB_COLUMNS.location, render: (job) => `${job.city}, ${job.state}`, secondary: true },
    { key: 'status', title: JOB_COLUMNS.status, render: (job) => <StatusTag status={job.status} /> },
    { key: 'pay', title: JOB_COLUMNS.pay, render: (job) => job.pay?.text ?? JOB_TEXT.noPay, secondary: true },
    { key: 'posted', title: JOB_COLUMNS.posted, render: (job) => formatDay(job.postedOn) || JOB_TEXT.notPosted, secondary: true },
    {
      key: 'actions',
      title: JOB_COLUMNS.actions,
      render: (job) => {
        const { label } = jobStatusAction(job);
        return (
          <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8 }}>
            <Button size="small" onClick={() => edit(job.id)} aria-label={`${JOB_TEXT.edit} ${job.title}`}>
              {JOB_TEXT.edit}
            </Button>
            <Button
              size="small"
              type={job.status === 'open' ? 'default' : 'primary'}
              danger={job.status === 'open'}
              loading={statusAction.pendingId === job.id}
              disabled={statusAction.pendingId !== null && statusAction.pendingId !== job.id}
              onClick={() => changeStatus(job)}
              aria-label={`${label} ${job.title}`}
            >
              {label}
            </Button>
          </span>
        );
      },
    },
  ];

  return (
    <>
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: '0 16px', alignItems: 'flex-start', justifyContent: 'space-between' }}>
        <SearchBox label={JOB_TEXT.search} placeholder={JOB_TEXT.searchPlaceholder} value={search} onChange={setSearch} />
        <Button type="primary" onClick={() => edit(null)} style={{ marginBottom: 16 }}>
          {JOB_TEXT.newListing}
        </Button>
      </div>
      <Space role="group" aria-label={JOB_TEXT.statusFilter} wrap style={{ marginBottom: 16 }}>
        {FILTERS.map((value) => (
          <Button
            key={value}
            type={value === filter ? 'primary' : 'default'}
            aria-pressed={value === filter}
            onClick={() => setFilter(value)}
          >
            {JOB_TEXT.statuses[value]}
          </Button>
        ))}
      </Space>
      <DataTable<Job>
        caption={JOB_TEXT.tab}
        columns={columns}
        rows={data?.items ?? []}
        rowKey={(job) => job.id}
        rowLabel={(job) => `${job.title}, ${job.employer}`}
        loading={isFetching}
        emptyText={JOB_TEXT.none}
      />
      <Pager
        label={JOB_TEXT.pages}
        page={pages.page}
        pageSize={ADMIN_PAGE_SIZE}
        total={data?.total ?? 0}
        nextCursor={data?.nextCursor}
        disabled={isFetching}
        onPrevious={pages.previous}
        onNext={pages.next}
      />
      <CloseListingDialog
        job={closing}
        closing={closing !== null && statusAction.pendingId === closing.id}
        onConfirm={() => closing && void close(closing)}
        onCancel={() => setClosing(null)}
      />
      {drawerUsed && (
        <Suspense fallback={null}>
          <JobFormDrawer open={target.open} jobId={target.jobId} onClose={() => setTarget((current) => ({ ...current, open: false }))} />
        </Suspense>
      )}
    </>
  );
}
