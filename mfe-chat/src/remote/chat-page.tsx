import type { RemoteModuleProps } from '@nurse/ui-kit';
import { RemoteHostContext, WithApis } from '@nurse/host';
import { chatApi } from '../features/chat/api/chat-api';
import { ChatScreen } from '../features/chat/components/chat-screen';
import '../features/chat/chat-layout.css';

/** Exposed as `mfe_chat/ChatPage`; the shell renders it at /dashboard for a live nurse. */
export default function ChatPage({ host }: RemoteModuleProps) {
  return (
    <WithApis host={host} sessionApis={[chatApi]}>
      <RemoteHostContext.Provider value={host}>
        <ChatScreen />
      </RemoteHostContext.Provider>
    </WithApis>
  );
}
