import { ROUTES } from '@nurse/domain';
import { ButtonLink } from '@nurse/ui-kit';
import { Panel } from '@nurse/ui-kit/data';
import { ConnectionsList } from '../../shared/components/connections-list';
import { PendingRequests } from '../../shared/components/pending-requests';
import { NETWORK_TEXTS } from '../../shared/texts';

/** /my-connections: requests waiting for her answer and her connections, as grids; messages from a dialog. */
export function MyConnectionsScreen() {
  return (
    <div className="nw-page">
      <ButtonLink to={ROUTES.dashboard} type="default">
        {NETWORK_TEXTS.backToDashboard}
      </ButtonLink>
      <h1 className="nw-page__title">{NETWORK_TEXTS.myConnections}</h1>
      <Panel title={<h2 className="nw-section-title">{NETWORK_TEXTS.pendingRequests}</h2>}>
        <PendingRequests layout="grid" />
      </Panel>
      <Panel title={<h2 className="nw-section-title">{NETWORK_TEXTS.myConnections}</h2>}>
        <ConnectionsList sendOnShiftEnter />
      </Panel>
    </div>
  );
}
