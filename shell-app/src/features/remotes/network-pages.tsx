import { remoteRoute } from './remote-route';
import { REMOTE_MODULES } from './remotes';

/** /network, /my-connections, /messages and the Interests screen, from the network remote. */
export const NetworkRoute = remoteRoute(REMOTE_MODULES.network);
export const MyConnectionsRoute = remoteRoute(REMOTE_MODULES.myConnections);
export const MessagesRoute = remoteRoute(REMOTE_MODULES.messages);
export const InterestsRoute = remoteRoute(REMOTE_MODULES.interests);
