import { useEffect, useRef, useState } from 'react';
import type { PayUnit } from '@nurse/catalogue';
import type { Job, JobApplication } from '@nurse/api-client';
import { Button } from '@nurse/ui-kit';
import { JOBS_TEXTS } from '../texts';
import { JobDetailsDrawer } from './job-details-drawer';

interface JobDetailsButtonProps {
  job: Job;
  payUnit: PayUnit;
  entry: JobApplication | undefined;
  onApply: (job: Job) => void;
  /** Opens the panel without a click, as when a notification about the listing leads here. */
  openNow?: boolean;
  onClosed?: () => void;
}

/** Details: opens the listing's side panel with all its fields and pay history. */
export function JobDetailsButton({ job, payUnit, entry, onApply, openNow = false, onClosed }: JobDetailsButtonProps) {
  const [open, setOpen] = useState(openNow);
  useEffect(() => {
    if (openNow) setOpen(true);
  }, [openNow]);
  const close = () => {
    setOpen(false);
    onClosed?.();
  };
  // Kept once opened, so that closing runs the panel's own animation and hands focus back.
  const opened = useRef(false);
  if (open) opened.current = true;
  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog" aria-label={`${JOBS_TEXTS.details} of ${job.title}`}>
        {JOBS_TEXTS.details}
      </Button>
      {opened.current ? <JobDetailsDrawer open={open} job={job} payUnit={payUnit} entry={entry} onApply={onApply} onClose={close} /> : null}
    </>
  );
}
