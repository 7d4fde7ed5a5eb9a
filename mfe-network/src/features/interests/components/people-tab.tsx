import { Spin } from '@nurse/ui-kit';
import { EmptyState } from '@nurse/ui-kit/data';
import { LoadFailure } from '../../shared/components/load-failure';
import { ConnectionAction } from '../../shared/components/connection-action';
import { PersonCard } from '../../shared/components/person-card';
import { usePeopleInSpecialtiesQuery } from '../../shared/api/network-api';
import { NETWORK_TEXTS } from '../../shared/texts';

/** Nurses in the chosen specialties (or, with none chosen, in hers and her interests), with a way to connect. */
export function PeopleTab({ specialties }: { specialties: readonly string[] }) {
  const people = usePeopleInSpecialtiesQuery(specialties);
  if (people.isLoading) return <Spin />;
  if (people.isError) {
    return (
      <LoadFailure
        title={NETWORK_TEXTS.loadFailed}
        error={people.error}
        retrying={people.isFetching}
        onRetry={() => void people.refetch()}
      />
    );
  }
  const found = people.data ?? [];
  if (found.length === 0) return <EmptyState title="No professionals found" />;
  return (
    <>
      <p className="nw-muted" aria-live="polite">
        {found.length === 1 ? '1 professional found' : `${found.length} professionals found`}
      </p>
      <ul className="nw-people nw-people--grid" aria-label="Professionals">
        {found.map((person) => (
          <li key={person.id}>
            <PersonCard person={person} action={<ConnectionAction person={person} declineAs="rejected" />} />
          </li>
        ))}
      </ul>
    </>
  );
}
