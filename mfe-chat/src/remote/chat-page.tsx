import { remotePage } from '@nurse/host';
import { chatApi } from '../features/chat/api/chat-api';
import { ChatScreen } from '../features/chat/components/chat-screen';
import '../features/chat/chat-layout.css';

/** Exposed as `mfe_chat/ChatPage`; the shell renders it at /dashboard for a live nurse. */
export default remotePage(ChatScreen, 'ChatPage', { sessionApis: [chatApi] });
