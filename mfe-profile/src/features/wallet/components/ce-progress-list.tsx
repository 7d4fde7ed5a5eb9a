import { useState } from 'react';
import { API_PATHS, type CeProgress, type Licence } from '@nurse/api-client';
import { Button, SecondaryText } from '@nurse/ui-kit';
import { Alert, Skeleton } from '@nurse/ui-kit/feedback';
import { useCeProgressQuery, useDeleteCeRequirementMutation } from '../api/ce-api';
import { useLicencesQuery } from '../api/wallet-api';
import { basisText, hoursText, progressShare, sourceText, topicDueText } from '../utils/ce-texts';
import { licenceTitle } from '../utils/wallet-texts';
import { ConfirmButton } from './card-parts';
import { EntryDialog } from './entry-dialog';
import { CeRequirementForm } from './entry-forms';
import { useNotifiedCall } from './use-notified-call';

/** "Source: Texas Board of Nursing, checked 2026-11-28", with the rule's citation and a link to the board's page. */
function SourceLine({ progress }: { progress: CeProgress }) {
  const text = sourceText(progress);
  if (!text) return null;
  return (
    <p className="wl-progress__source">
      {text}
      {progress.sourceCitation ? ` (${progress.sourceCitation})` : ''}
      {progress.sourceUrl ? (
        <>
          {' · '}
          <a href={progress.sourceUrl} target="_blank" rel="noopener noreferrer">
            Board’s page
          </a>
        </>
      ) : null}
    </p>
  );
}

interface ProgressItemProps {
  licence: Licence;
  onEnterRequirement: (licence: Licence, entered: boolean) => void;
}

/** One licence's CE for its current cycle, as the server counts it, with her own requirement's actions. */
function ProgressItem({ licence, onEnterRequirement }: ProgressItemProps) {
  const { data: progress, isLoading, isError } = useCeProgressQuery(licence.id);
  const [removeRequirement] = useDeleteCeRequirementMutation();
  const run = useNotifiedCall();
  const name = licenceTitle(licence);
  const headingId = `wl-ce-progress-${licence.id}`;
  const share = progress ? progressShare(progress) : null;

  const deleteRequirement = async () => {
    await run(() => removeRequirement(licence.id).unwrap(), 'Your CE requirement was deleted', 'Your CE requirement was not deleted');
  };

  return (
    <li className="wl-card wl-card--progress">
      <h3 id={headingId} className="wl-card__title">
        {name}
      </h3>
      {isLoading ? <Skeleton active paragraph={{ rows: 1 }} /> : null}
      {isError ? <Alert type="error" showIcon title="Its CE progress could not be loaded. Reload the page to try again." /> : null}
      {progress ? (
        <>
          <p className={`wl-progress__summary${progress.complete ? ' wl-progress__summary--complete' : ''}`}>{progress.summary}</p>
          {share !== null ? (
            <progress className="wl-progress__bar" max={1} value={share} aria-label={`CE hours counted for ${name}`} />
          ) : null}
          {progress.missingTopics.length > 0 ? (
            <ul className="wl-progress__missing" aria-label={`Topics still missing for ${name}`}>
              {progress.missingTopics.map((topic) => (
                <li key={topic.topic}>
                  {topic.missingHours === null
                    ? `${topic.label}: any activity on it`
                    : `${topic.label}: ${hoursText(topic.missingHours)} more`}
                </li>
              ))}
            </ul>
          ) : null}
          {progress.exemption ? <p className="wl-progress__exemption">{`First renewal: ${progress.exemption}`}</p> : null}
          {progress.basis === 'catalogue' && progress.topics.length > 0 ? (
            <ul className="wl-progress__topics" aria-label={`Topics the board requires for ${name}`}>
              {progress.topics.map((topic) => (
                <li key={topic.topic}>{topicDueText(topic)}</li>
              ))}
            </ul>
          ) : null}
          <SecondaryText>{basisText(progress)}</SecondaryText>
          {progress.basis !== 'unknown' && progress.note ? <SecondaryText>{progress.note}</SecondaryText> : null}
          {progress.alternatives.length > 0 ? (
            <>
              <SecondaryText>Accepted instead of the hours:</SecondaryText>
              <ul className="wl-progress__alternatives" aria-label={`Accepted instead of the hours for ${name}`}>
                {progress.alternatives.map((alternative) => (
                  <li key={alternative}>{alternative}</li>
                ))}
              </ul>
            </>
          ) : null}
          <SourceLine progress={progress} />
          <div className="wl-actions">
            {progress.basis !== 'custom' ? (
              <Button onClick={() => onEnterRequirement(licence, false)} aria-label={`Enter my requirement for ${name}`}>
                Enter my requirement
              </Button>
            ) : null}
            {progress.basis === 'custom' ? (
              <>
                <Button onClick={() => onEnterRequirement(licence, true)} aria-label={`Edit my requirement for ${name}`}>
                  Edit my requirement
                </Button>
                <ConfirmButton
                  text="Delete my requirement"
                  label={`Delete my requirement for ${name}`}
                  question={`Delete my CE requirement for ${name}?`}
                  okText="Delete"
                  cancelText="Keep it"
                  onConfirm={deleteRequirement}
                >
                  <p>Your hours are then counted against the state’s rule, if we have one.</p>
                </ConfirmButton>
              </>
            ) : null}
            {progress.cycleStart ? (
              <Button href={API_PATHS.ceTranscript(licence.id)} download aria-label={`Download transcript for this cycle of ${name}`}>
                Download transcript for this cycle
              </Button>
            ) : null}
          </div>
        </>
      ) : null}
    </li>
  );
}

/** CE progress for each of her licences, and the dialog where she enters her own requirement. */
export function CeProgressList() {
  const { data: licences = [] } = useLicencesQuery();
  const [editing, setEditing] = useState<{ licence: Licence; entered: boolean } | null>(null);
  const close = () => setEditing(null);

  if (licences.length === 0) return <SecondaryText>Add a licence to see how far your CE is for its renewal.</SecondaryText>;
  return (
    <>
      <ul className="wl-cards" aria-label="CE progress per licence">
        {licences.map((licence) => (
          <ProgressItem
            key={licence.id}
            licence={licence}
            onEnterRequirement={(entry, entered) => setEditing({ licence: entry, entered })}
          />
        ))}
      </ul>
      <EntryDialog open={editing !== null} title={editing ? `CE requirement for ${licenceTitle(editing.licence)}` : ''} onClose={close}>
        {editing ? <CeRequirementForm licence={editing.licence} entered={editing.entered} onDone={close} /> : null}
      </EntryDialog>
    </>
  );
}
