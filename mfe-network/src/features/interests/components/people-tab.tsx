import { usePeopleInSpecialtiesQuery } from '../../shared/api/network-api';
import { ConnectionAction } from '../../shared/components/connection-action';
import { PersonCard } from '../../shared/components/person-card';
import { QueryView } from '../../shared/components/query-view';
import { NETWORK_TEXTS } from '../../shared/texts';

/** Nurses in the chosen specialties (or, with none chosen, in hers and her interests), with a way to connect. */
export function PeopleTab({ specialties }: { specialties: readonly string[] }) {
  return (
    <QueryView
      query={usePeopleInSpecialtiesQuery(specialties)}
      failedTitle={NETWORK_TEXTS.loadFailed}
      isEmpty={(found) => found.length === 0}
      emptyTitle="No professionals found"
    >
      {(found) => (
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
      )}
    </QueryView>
  );
}
