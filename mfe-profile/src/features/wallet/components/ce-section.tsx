import { API_PATHS, type CeActivity } from '@nurse/api-client';
import { Button } from '@nurse/ui-kit';
import { useCeActivitiesQuery } from '../api/ce-api';
import { CeActivityCard } from './ce-activity-card';
import { CeProgressList } from './ce-progress-list';
import { EntriesSection } from './entries-section';
import { CeActivityForm } from './entry-forms';

/** Continuing education: progress per licence, her activities with their certificates, and her transcript. */
export function CeSection() {
  return (
    <EntriesSection<CeActivity>
      titleId="wallet-ce-title"
      title="Continuing education"
      noun="CE activity"
      plural="CE activities"
      actions={
        <Button href={API_PATHS.ceTranscript()} download>
          Download transcript (CSV)
        </Button>
      }
      before={<CeProgressList />}
      query={useCeActivitiesQuery()}
      card={(activity, edit) => <CeActivityCard activity={activity} onEdit={edit} />}
      form={(activity, done) => <CeActivityForm activity={activity} onDone={done} />}
    />
  );
}
