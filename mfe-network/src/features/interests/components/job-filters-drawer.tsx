import { useState } from 'react';
import { Button } from '@nurse/ui-kit';
import { Drawer } from '@nurse/ui-kit/drawer';
import { activeFilterCount, type JobFilters } from '../../shared/utils/job-search';
import { JobFilterFields } from './job-filter-fields';

interface JobFiltersDrawerProps {
  filters: JobFilters;
  onChange: (change: Partial<JobFilters>) => void;
}

/** Small screens: a Filters button (with how many are set) opening the filters in a side panel. */
export function JobFiltersDrawer({ filters, onChange }: JobFiltersDrawerProps) {
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(filters);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        {count > 0 ? `Filters (${count})` : 'Filters'}
      </Button>
      <Drawer
        open={open}
        onClose={close}
        title="Filters"
        size="min(400px, 100vw)"
        footer={
          <Button type="primary" block onClick={close}>
            Show jobs
          </Button>
        }
      >
        <JobFilterFields filters={filters} onChange={onChange} />
      </Drawer>
    </>
  );
}
