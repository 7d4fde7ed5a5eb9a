import type { JobPayChange } from '@nurse/api-client';
import { formatPostedDay } from '../../interests/utils/posted-day';
import { JOBS_TEXTS } from '../texts';

/** Its pay as first published and each change after, newest first, each with the day it took effect. */
export function PayHistory({ changes }: { changes: readonly JobPayChange[] }) {
  const newestFirst = changes.map((change, index) => ({ change, first: index === 0 })).reverse();
  return (
    <section className="nw-job-detail__section" aria-label={JOBS_TEXTS.payHistory}>
      <h3 className="nw-section-title">{JOBS_TEXTS.payHistory}</h3>
      <ol className="nw-pay-history">
        {newestFirst.map(({ change, first }) => {
          const day = formatPostedDay(change.changedAt.slice(0, 10));
          return (
            <li key={change.changedAt}>
              <strong>{change.text}</strong>{' '}
              <span className="nw-muted">{first ? `${JOBS_TEXTS.published}, ${day}` : JOBS_TEXTS.changedOn(day)}</span>
              {change.includes ? <div className="nw-muted">{change.includes}</div> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
