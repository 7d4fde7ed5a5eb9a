import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { failureDescription } from '@nurse/api-client';
import { TIMINGS_MS } from '@nurse/domain';
import { SearchInput, Spin, useDebouncedValue, useNotify } from '@nurse/ui-kit';
import { EmptyState } from '@nurse/ui-kit/data';
import { useSearchPeopleQuery } from '../../shared/api/network-api';
import { ConnectionAction } from '../../shared/components/connection-action';
import { PersonCard } from '../../shared/components/person-card';
import { useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../../shared/texts';

/**
 * The search box and its results: sent 300 ms after typing stops, by words of a name or a location or
 * by a specialty. An empty box clears the results; a failed search says so and clears them too.
 */
export function PeopleSearch() {
  const { nurse } = useSignedInNurse();
  const notify = useNotify();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text.trim(), TIMINGS_MS.searchDebounce);
  const search = useSearchPeopleQuery(query ? { q: query, excludeUserId: nurse.id } : skipToken);

  useEffect(() => {
    if (search.isError) notify.error(NETWORK_TEXTS.searchError, failureDescription(search.error, NETWORK_TEXTS.searchFailed));
  }, [search.isError, search.error, notify]);

  const people = query && !search.isError ? (search.currentData?.items ?? []) : [];
  const settled = query !== '' && !search.isFetching && !search.isError;
  return (
    <section aria-labelledby="nw-search-heading" className="nw-search">
      <h2 id="nw-search-heading" className="nw-section-title">
        Find nurses
      </h2>
      <SearchInput
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={NETWORK_TEXTS.searchPlaceholder}
        aria-label="Search nurses"
        allowClear
        size="large"
        loading={search.isFetching}
      />
      <div aria-live="polite" className="nw-search__results">
        {search.isFetching && people.length === 0 ? <Spin /> : null}
        {settled && people.length === 0 ? <EmptyState title={NETWORK_TEXTS.noUsersMatching} /> : null}
        {people.length > 0 ? (
          <ul className="nw-people" aria-label="Search results">
            {people.map((person) => (
              <li key={person.id}>
                <PersonCard person={person} action={<ConnectionAction person={person} />} />
              </li>
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}
