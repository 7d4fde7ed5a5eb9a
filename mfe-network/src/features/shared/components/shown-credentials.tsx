import { Tag } from '@nurse/ui-kit/data';
import { useProfileCredentialsQuery } from '../api/network-api';

/**
 * The licences and certifications a nurse chose to show ("RN, compact licence", "ACLS current"); nothing
 * while loading, on a failure, or when she shows none.
 */
export function ShownCredentials({ userId }: { userId: number }) {
  const { data } = useProfileCredentialsQuery(userId);
  const summaries = data ? [...data.licences, ...data.certifications].map((entry) => entry.summary) : [];
  if (summaries.length === 0) return null;
  return (
    <ul className="nw-person__credentials" aria-label="Credentials">
      {summaries.map((summary) => (
        <li key={summary}>
          <Tag>{summary}</Tag>
        </li>
      ))}
    </ul>
  );
}
