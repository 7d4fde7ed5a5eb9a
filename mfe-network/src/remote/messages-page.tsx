import { MessagesScreen } from '../features/messages/components/messages-screen';
import { networkPage } from './network-remote-root';

/** Exposed as `mfe_network/MessagesPage`; the shell renders it at /messages. */
export default networkPage(MessagesScreen, 'MessagesPage');
