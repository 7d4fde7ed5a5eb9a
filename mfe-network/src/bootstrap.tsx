import { ROUTES } from '@nurse/domain';
import { mountDevPages } from '@nurse/host';
import InterestsPage from './remote/interests-page';
import MessagesPage from './remote/messages-page';
import MyConnectionsPage from './remote/my-connections-page';
import NetworkPage from './remote/network-page';

mountDevPages({
  title: 'mfe-network (standalone)',
  forNurse: true,
  pages: [
    { path: ROUTES.network, Page: NetworkPage },
    { path: ROUTES.myConnections, Page: MyConnectionsPage },
    { path: ROUTES.messages, Page: MessagesPage },
    { path: ROUTES.areasOfInterest, Page: InterestsPage },
  ],
});
