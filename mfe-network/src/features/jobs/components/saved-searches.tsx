import { failureDescription, type JobAlert } from '@nurse/api-client';
import { Button, SecondaryText, useNotify } from '@nurse/ui-kit';
import { Switch } from '@nurse/ui-kit/forms';
import { QueryView } from '../../shared/components/query-view';
import { NETWORK_TEXTS } from '../../shared/texts';
import { useDeleteJobAlertMutation, useJobAlertsQuery, useUpdateJobAlertMutation } from '../api/jobs-api';
import { JOBS_TEXTS } from '../texts';
import { describeSavedFilters } from '../utils/saved-search';

/** One saved search: its name and filters, its alert switch, Use this search and Delete. */
function SavedSearch({ alert, onUse }: { alert: JobAlert; onUse: (alert: JobAlert) => void }) {
  const notify = useNotify();
  const [update, updating] = useUpdateJobAlertMutation();
  const [remove, removing] = useDeleteJobAlertMutation();
  const switchAlerts = async (alertsOn: boolean) => {
    try {
      await update({ id: alert.id, name: alert.name, filters: alert.filters, alertsOn }).unwrap();
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, JOBS_TEXTS.alertFailed));
    }
  };
  const deleteSearch = async () => {
    try {
      await remove(alert.id).unwrap();
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, JOBS_TEXTS.deleteFailed));
    }
  };
  const switchId = `nw-job-alert-${alert.id}`;
  return (
    <article className="nw-saved-search" aria-label={alert.name}>
      <h3 className="nw-card__title">{alert.name}</h3>
      <SecondaryText>{describeSavedFilters(alert.filters)}</SecondaryText>
      <div className="nw-saved-search__actions">
        <span className="nw-saved-search__alerts">
          <Switch
            id={switchId}
            checked={alert.alertsOn}
            loading={updating.isLoading}
            onChange={(on) => void switchAlerts(on)}
            aria-label={`${JOBS_TEXTS.alerts} for ${alert.name}`}
          />
          <label htmlFor={switchId}>{JOBS_TEXTS.alerts}</label>
        </span>
        <Button type="primary" onClick={() => onUse(alert)} aria-label={`${JOBS_TEXTS.useSearch}: ${alert.name}`}>
          {JOBS_TEXTS.useSearch}
        </Button>
        <Button danger onClick={() => void deleteSearch()} loading={removing.isLoading} aria-label={`${JOBS_TEXTS.delete} ${alert.name}`}>
          {JOBS_TEXTS.delete}
        </Button>
      </div>
    </article>
  );
}

/** Her saved searches: each fills the search's filters when used, and tells her of new matches while its alerts are on. */
export function SavedSearches({ onUse }: { onUse: (alert: JobAlert) => void }) {
  const alerts = useJobAlertsQuery(undefined, { refetchOnMountOrArgChange: true });
  return (
    <QueryView
      query={alerts}
      failedTitle={NETWORK_TEXTS.loadFailed}
      isEmpty={(items: JobAlert[]) => items.length === 0}
      emptyTitle={JOBS_TEXTS.noSavedSearches}
      emptyDescription={JOBS_TEXTS.noSavedSearchesHint}
    >
      {(items) => (
        <ul className="nw-cards" aria-label={JOBS_TEXTS.savedSearches}>
          {items.map((alert) => (
            <li key={alert.id} className="nw-card">
              <SavedSearch alert={alert} onUse={onUse} />
            </li>
          ))}
        </ul>
      )}
    </QueryView>
  );
}
