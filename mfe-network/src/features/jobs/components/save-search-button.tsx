import { useId, useState } from 'react';
import { failureDescription } from '@nurse/api-client';
import { Button, Input, SecondaryText, useNotify } from '@nurse/ui-kit';
import { Modal } from '@nurse/ui-kit/feedback';
import { NETWORK_TEXTS } from '../../shared/texts';
import { jobFilterValues, type JobSearch } from '../../shared/utils/job-search';
import { useCreateJobAlertMutation } from '../api/jobs-api';
import { JOBS_TEXTS } from '../texts';
import { describeSavedFilters } from '../utils/saved-search';

/** The longest name a saved search takes. */
const NAME_MAX = 80;

/** Save this search: names the board's current filters and chips as a saved search, its alerts on. */
export function SaveSearchButton({ search }: { search: JobSearch }) {
  const id = useId();
  const notify = useNotify();
  const [open, setOpen] = useState(false);
  const [name, setName] = useState('');
  const [create, creating] = useCreateJobAlertMutation();
  const filters = jobFilterValues(search);

  const save = async () => {
    try {
      await create({ name: name.trim(), filters, alertsOn: true }).unwrap();
      notify.success(JOBS_TEXTS.searchSaved, name.trim());
      setOpen(false);
      setName('');
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, JOBS_TEXTS.saveSearchFailed));
    }
  };

  return (
    <>
      <Button onClick={() => setOpen(true)} aria-haspopup="dialog">
        {JOBS_TEXTS.saveSearch}
      </Button>
      <Modal
        open={open}
        title={JOBS_TEXTS.saveSearch}
        onCancel={() => setOpen(false)}
        okText={JOBS_TEXTS.save}
        onOk={() => void save()}
        okButtonProps={{ disabled: name.trim() === '', loading: creating.isLoading }}
      >
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (name.trim()) void save();
          }}
        >
          <label htmlFor={`${id}-name`} className="nw-field__label">
            {JOBS_TEXTS.searchName}
          </label>
          <Input id={`${id}-name`} value={name} maxLength={NAME_MAX} onChange={(event) => setName(event.target.value)} />
          <SecondaryText>{describeSavedFilters(filters)}</SecondaryText>
          <SecondaryText>{JOBS_TEXTS.searchNameHint}</SecondaryText>
        </form>
      </Modal>
    </>
  );
}
