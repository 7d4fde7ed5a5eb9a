import type { CeActivity } from '@nurse/api-client';
import { useDeleteCeActivityMutation } from '../api/ce-api';
import { hoursText, topicsText } from '../utils/ce-texts';
import { formatDay } from '../utils/wallet-texts';
import { CardDetails, EntryActions } from './card-parts';
import { DocumentActions } from './document-actions';
import { useNotifiedCall } from './use-notified-call';

interface CeActivityCardProps {
  activity: CeActivity;
  onEdit: (activity: CeActivity) => void;
}

/** A CE activity she completed: provider, day, contact hours, topics, its certificate and actions. */
export function CeActivityCard({ activity, onEdit }: CeActivityCardProps) {
  const run = useNotifiedCall();
  const [remove] = useDeleteCeActivityMutation();
  const headingId = `wl-ce-${activity.id}-title`;
  const { title } = activity;

  const deleteActivity = async () => {
    await run(() => remove(activity.id).unwrap(), 'CE activity deleted', 'The CE activity was not deleted');
  };

  return (
    <article className="wl-card wl-card--ce" aria-labelledby={headingId}>
      <h3 id={headingId} className="wl-card__title">
        {title}
      </h3>
      <CardDetails
        details={[
          ['Provider', activity.provider],
          ['Completed', formatDay(activity.completedOn)],
          ['Contact hours', hoursText(activity.hours)],
          ['Topics', topicsText(activity.topics)],
        ]}
      />
      <DocumentActions kind="ce-activities" entryId={activity.id} entryName={title} document={activity.document} noun="certificate" />
      <EntryActions title={title} onEdit={() => onEdit(activity)} onDelete={deleteActivity}>
        <p>It is removed from your CE record with its certificate, and its hours no longer count. This cannot be undone.</p>
      </EntryActions>
    </article>
  );
}
