import type { JobPayChange } from '@nurse/api-client';
import { formatAdminDate } from '@nurse/domain';
import { JOB_TEXT } from '../texts';

/** A listing's pay as published and each change after it, oldest first, each with its date. */
export function PayHistory({ changes }: { changes: readonly JobPayChange[] }) {
  return (
    <section aria-labelledby="job-pay-history" style={{ marginBottom: 24 }}>
      <h3 id="job-pay-history" style={{ fontSize: 16, margin: '0 0 8px' }}>
        {JOB_TEXT.payHistory}
      </h3>
      {changes.length === 0 ? (
        <p style={{ margin: 0 }}>{JOB_TEXT.noPayHistory}</p>
      ) : (
        <ol style={{ paddingLeft: 20, margin: 0 }}>
          {changes.map((change, index) => (
            <li key={`${index}-${change.changedAt}`}>
              {change.text}
              {change.includes ? ` (${change.includes})` : ''} ·{' '}
              <time dateTime={change.changedAt}>{formatAdminDate(change.changedAt)}</time>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
