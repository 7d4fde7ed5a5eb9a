import type { KeyboardEvent } from 'react';
import { LIMITS } from '@nurse/domain';
import { Button, TextArea } from '@nurse/ui-kit';
import { useSendMessage } from '../../shared/hooks/use-send-message';
import { NETWORK_TEXTS } from '../../shared/texts';
import { useTypingSignal } from '../hooks/use-typing-signal';

/**
 * The reply box under a thread: Enter sends, Shift+Enter starts a new line; it grows from 40 to 128 px.
 * It clears once the message is stored and keeps the draft when sending fails. Typing tells the other
 * nurse so, at most once every few seconds.
 */
export function Composer({ toUserId, toName }: { toUserId: number; toName: string }) {
  const { draft, setDraft, blank, sending, send } = useSendMessage(toUserId, NETWORK_TEXTS.messageFailed, NETWORK_TEXTS.tryAgain);
  const typing = useTypingSignal(toUserId);

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  };

  return (
    <form
      className="nw-composer"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <TextArea
        className="nw-composer__input"
        value={draft}
        onChange={(event) => {
          setDraft(event.target.value);
          if (event.target.value.trim() !== '') typing();
        }}
        onKeyDown={onKeyDown}
        placeholder={`Message ${toName}`}
        aria-label={`Message to ${toName}`}
        maxLength={LIMITS.messageMax}
        autoSize={{ minRows: 1, maxRows: 5 }}
      />
      <Button type="primary" htmlType="submit" disabled={blank} loading={sending}>
        {sending ? NETWORK_TEXTS.sending : NETWORK_TEXTS.send}
      </Button>
    </form>
  );
}
