import { useNavigate } from 'react-router-dom';
import { ROUTES } from '@nurse/domain';
import { Button } from '@nurse/ui-kit';
import { Panel } from '@nurse/ui-kit/data';
import { ConnectionsList } from '../../shared/components/connections-list';
import { PendingRequests } from '../../shared/components/pending-requests';
import { NETWORK_TEXTS } from '../../shared/texts';
import { PeopleSearch } from './people-search';

/** /network: find nurses, answer the requests addressed to her, and reach her connections. */
export function NetworkScreen() {
  const navigate = useNavigate();
  return (
    <div className="nw-page">
      <h1 className="nw-page__title">Network</h1>
      <Panel>
        <PeopleSearch />
      </Panel>
      <Panel title={<h2 className="nw-section-title">{NETWORK_TEXTS.pendingConnectionRequests}</h2>}>
        <PendingRequests />
      </Panel>
      <Panel title={<h2 className="nw-section-title">{NETWORK_TEXTS.yourConnections}</h2>}>
        <ConnectionsList
          actionFor={(person) => (
            <Button onClick={() => void navigate(`${ROUTES.messages}?userId=${person.id}`)} aria-label={`Message ${person.name}`}>
              {NETWORK_TEXTS.message}
            </Button>
          )}
        />
      </Panel>
    </div>
  );
}
