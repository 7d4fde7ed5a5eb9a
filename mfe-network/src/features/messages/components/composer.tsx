import { useState, type KeyboardEvent } from 'react';
import { failureDescription } from '@nurse/api-client';
import { LIMITS } from '@nurse/domain';
import { Button, Input, useNotify } from '@nurse/ui-kit';
import { useSendMessageMutation } from '../../shared/api/network-api';
import { useNurse } from '../../shared/hooks/use-nurse';
import { NETWORK_TEXTS } from '../../shared/texts';

/**
 * The reply box under a thread: Enter sends, Shift+Enter starts a new line; it grows from 40 to 128 px.
 * It clears once the message is stored and keeps the draft when sending fails.
 */
export function Composer({ toUserId, toName }: { toUserId: number; toName: string }) {
  const { nurse } = useNurse();
  const notify = useNotify();
  const [content, setContent] = useState('');
  const [sendMessage, { isLoading }] = useSendMessageMutation();
  const blank = content.trim() === '';

  const send = async () => {
    if (blank || isLoading) return;
    try {
      await sendMessage({ fromUserId: nurse.id, toUserId, content }).unwrap();
      setContent('');
    } catch (error) {
      notify.error(NETWORK_TEXTS.messageFailed, failureDescription(error, NETWORK_TEXTS.tryAgain));
    }
  };

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
      <Input.TextArea
        className="nw-composer__input"
        value={content}
        onChange={(event) => setContent(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={`Message ${toName}`}
        aria-label={`Message to ${toName}`}
        maxLength={LIMITS.messageMax}
        autoSize={{ minRows: 1, maxRows: 5 }}
      />
      <Button type="primary" htmlType="submit" disabled={blank} loading={isLoading}>
        {isLoading ? NETWORK_TEXTS.sending : NETWORK_TEXTS.send}
      </Button>
    </form>
  );
}
