import { ROUTES } from '@nurse/domain';
import type { DevPage } from '@nurse/host';
import InterestsPage from './interests-page';
import MessagesPage from './messages-page';
import MyConnectionsPage from './my-connections-page';
import NetworkPage from './network-page';

/** The exposed pages at the routes the shell renders them on: for the dev page and the screen tests. */
export const NETWORK_PAGES: readonly DevPage[] = [
  { path: ROUTES.network, Page: NetworkPage },
  { path: ROUTES.myConnections, Page: MyConnectionsPage },
  { path: ROUTES.messages, Page: MessagesPage },
  { path: ROUTES.areasOfInterest, Page: InterestsPage },
];
