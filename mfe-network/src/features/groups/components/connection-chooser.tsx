import { useId, useState } from 'react';
import { POLL_INTERVALS_MS } from '@nurse/domain';
import { UserAvatar } from '@nurse/ui-kit';
import { Checkbox, Input } from '@nurse/ui-kit/forms';
import { useSignedInNurse } from '@nurse/host';
import { useConnectionsQuery } from '../../shared/api/network-api';
import { QueryView } from '../../shared/components/query-view';
import { useLivePolling } from '../../shared/hooks/use-live-polling';
import { NETWORK_TEXTS } from '../../shared/texts';
import { GROUP_UI_TEXTS } from '../texts';
import { choosableConnections } from '../utils/choosable-connections';

interface ConnectionChooserProps {
  /** Nurses already in the group: not offered. */
  excludeIds: readonly number[];
  chosen: readonly number[];
  onChange: (chosen: number[]) => void;
  /** How many she may still choose; once chosen, the others are disabled. */
  room: number;
  /** The limit's message, shown (and announced) when the choice goes past the room. */
  error?: string | null;
}

/**
 * Her connections to choose from for a group, filtered by name as she types, each a checkbox with her
 * photo; how many are chosen and how many more fit is said under the list.
 */
export function ConnectionChooser({ excludeIds, chosen, onChange, room, error }: ConnectionChooserProps) {
  const { nurse } = useSignedInNurse();
  const connections = useConnectionsQuery(nurse.id, useLivePolling(POLL_INTERVALS_MS.connectionRequests));
  const [filter, setFilter] = useState('');
  const id = useId();
  const full = chosen.length >= room;

  const toggle = (userId: number, on: boolean) => onChange(on ? [...chosen, userId] : chosen.filter((chosenId) => chosenId !== userId));

  return (
    <fieldset className="nw-chooser" aria-describedby={`${id}-count`}>
      <legend className="nw-field__label">{GROUP_UI_TEXTS.chooseConnections}</legend>
      <Input
        value={filter}
        onChange={(event) => setFilter(event.target.value)}
        placeholder={GROUP_UI_TEXTS.filterConnections}
        aria-label={GROUP_UI_TEXTS.filterConnections}
        allowClear
      />
      <QueryView
        query={connections}
        failedTitle={NETWORK_TEXTS.fetchConnectionsFailed}
        isEmpty={(page) => choosableConnections(page.items, excludeIds, '').length === 0}
        emptyTitle={GROUP_UI_TEXTS.noConnectionsToAdd}
      >
        {(page) => {
          const shown = choosableConnections(page.items, excludeIds, filter);
          if (shown.length === 0) return <p className="nw-muted">{GROUP_UI_TEXTS.noMatch}</p>;
          return (
            <ul className="nw-chooser__list">
              {shown.map((person) => {
                const on = chosen.includes(person.id);
                return (
                  <li key={person.id}>
                    <Checkbox checked={on} disabled={!on && full} onChange={(event) => toggle(person.id, event.target.checked)}>
                      <span className="nw-chooser__person">
                        <UserAvatar name={person.name} src={person.profileImage} size={28} />
                        <span className="nw-chooser__name">{person.name}</span>
                      </span>
                    </Checkbox>
                  </li>
                );
              })}
            </ul>
          );
        }}
      </QueryView>
      <p id={`${id}-count`} className="nw-muted" aria-live="polite">
        {full && room === 0 ? GROUP_UI_TEXTS.full : GROUP_UI_TEXTS.chosen(chosen.length, Math.max(0, room - chosen.length))}
      </p>
      {error ? (
        <p className="nw-group-error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
