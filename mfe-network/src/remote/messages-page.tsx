import { remotePage } from '@nurse/host';
import { MessagesScreen } from '../features/messages/components/messages-screen';
import { NETWORK_REMOTE } from './network-remote';

/** Exposed as `mfe_network/MessagesPage`; the shell renders it at /messages. */
export default remotePage(MessagesScreen, 'MessagesPage', NETWORK_REMOTE);
