import type { PracticeStateAnswer } from '@nurse/api-client';
import { SecondaryText } from '@nurse/ui-kit';
import { Alert, Skeleton } from '@nurse/ui-kit/feedback';
import { SectionCard } from '../../shared/components/section-card';
import { usePracticeQuery } from '../api/wallet-api';
import { groupPractice, moveLine, stateLabel } from '../utils/practice-groups';
import { formatDay } from '../utils/wallet-texts';

function StateGroup({ id, title, states }: { id: string; title: string; states: readonly PracticeStateAnswer[] }) {
  if (states.length === 0) return null;
  return (
    <div className="wl-practice-group">
      <h3 id={id} className="pf-subtitle">{`${title} (${states.length})`}</h3>
      <ul className="wl-practice-list" aria-labelledby={id}>
        {states.map(({ state, reasons }) => (
          <li key={state}>
            <strong>{stateLabel(state)}</strong>
            <span className="wl-practice-reason">{reasons.join('; ')}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Where she can practise today from her licences (or, while the wallet holds none, those she declared at
 * onboarding) and the compact's rules, each state with its reason.
 */
export function PracticeSection() {
  const { data, isLoading, isError } = usePracticeQuery();
  const groups = data ? groupPractice(data.states) : null;
  return (
    <SectionCard titleId="wallet-practice-title" title="Where I can practise">
      {isLoading ? <Skeleton active /> : null}
      {isError ? (
        <Alert type="error" showIcon title="Where you can practise could not be worked out. Reload the page to try again." />
      ) : null}
      {data && groups ? (
        <>
          {data.moves.map((move) => (
            <Alert key={move.licenceId} type={move.standing === 'apply-window' ? 'info' : 'warning'} showIcon title={moveLine(move)} />
          ))}
          {data.source === 'declared' ? (
            <Alert
              type="info"
              showIcon
              title="From the licences you declared at onboarding. Add them above so that their dates and any move count too."
            />
          ) : null}
          {groups.canPractise.length === 0 ? (
            <SecondaryText>No licence in your wallet lets you practise today. Add your licences above.</SecondaryText>
          ) : null}
          <StateGroup id="wallet-practice-can" title="You can practise" states={groups.canPractise} />
          <StateGroup id="wallet-practice-pending" title="Compact enacted, not yet issuing" states={groups.pending} />
          <StateGroup id="wallet-practice-not" title="Not covered" states={groups.notCovered} />
          <SecondaryText>
            {`Any state not listed is not covered by your licences. As of ${formatDay(data.day)}; compact data checked on ${formatDay(data.compactDataCheckedOn)}.`}
          </SecondaryText>
        </>
      ) : null}
    </SectionCard>
  );
}
