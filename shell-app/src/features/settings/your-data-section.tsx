import { useEffect } from 'react';
import { API_PATHS } from '@nurse/api-client';
import { DATA_EXPORT_TEXTS as T, formatArchiveSize, YOUR_DATA_SECTION } from '@nurse/domain';
import { Alert, Button, Spin } from '@nurse/ui-kit';
import { useDataExportQuery, useRequestDataExportMutation, type DataExport } from './settings-api';
import { useSaveFeedback } from './use-save-feedback';

/** While her archive is being prepared the screen asks again this often, until it is ready. */
const PREPARING_POLL_MS = 2000;

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' }) : '');

function preparing(state: DataExport | undefined): boolean {
  return state?.status === 'queued' || state?.status === 'building';
}

/** "Your data": she asks for a copy of what the product holds about her, sees it prepared, and downloads it. */
export function YourDataSection() {
  const query = useDataExportQuery(undefined, { refetchOnMountOrArgChange: true });
  const state = query.data;
  // Asks again while it is being prepared; stops once it is ready (or failed).
  useDataExportQuery(undefined, { pollingInterval: preparing(state) ? PREPARING_POLL_MS : 0, skip: !preparing(state) });
  const [request, { isLoading }] = useRequestDataExportMutation();
  const saveWithFeedback = useSaveFeedback();

  // A link from the notification or the email lands here: bring the section into view.
  useEffect(() => {
    if (new URLSearchParams(window.location.search).get('section') === YOUR_DATA_SECTION) {
      document.getElementById(YOUR_DATA_SECTION)?.scrollIntoView?.({ block: 'start' });
    }
  }, []);

  return (
    <section className="nk-settings__section" id={YOUR_DATA_SECTION} aria-labelledby="settings-your-data">
      <h2 id="settings-your-data">{T.sectionTitle}</h2>
      <p>{T.sectionIntro}</p>
      <p>{T.keptFor}</p>
      <div role="status" aria-live="polite" className="nk-settings__data-status">
        {state === undefined && !query.isError && <Spin aria-label="Loading your data status" />}
        {preparing(state) && (
          <p>
            <Spin size="small" /> {T.preparing}
          </p>
        )}
        {state?.status === 'ready' && (
          <p>
            <strong>{T.ready}</strong>: {formatArchiveSize(state.bytes ?? 0)}, available until {when(state.expiresAt)}.
          </p>
        )}
        {state?.status === 'failed' && <Alert type="error" showIcon title={T.failed} />}
        {state?.status === 'expired' && <p>{T.expiredStatus}</p>}
      </div>
      <div className="nk-settings__data-actions">
        {state?.status === 'ready' && (
          <Button type="primary" href={API_PATHS.dataExportDownload} download>
            {T.downloadButton}
          </Button>
        )}
        {!preparing(state) && (
          <Button
            type={state?.status === 'ready' ? 'default' : 'primary'}
            loading={isLoading}
            onClick={() => void saveWithFeedback(() => request().unwrap(), { saved: T.requested, failed: T.failed })}
          >
            {T.requestButton}
          </Button>
        )}
      </div>
    </section>
  );
}
