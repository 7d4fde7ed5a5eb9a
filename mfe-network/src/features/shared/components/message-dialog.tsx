import { useState, type KeyboardEvent } from 'react';
import { failureDescription, type PublicUser } from '@nurse/api-client';
import { LIMITS } from '@nurse/domain';
import { Button, Input, useNotify } from '@nurse/ui-kit';
import { Modal } from '@nurse/ui-kit/feedback';
import { useSendMessageMutation } from '../api/network-api';
import { useNurse } from '../hooks/use-nurse';
import { NETWORK_TEXTS } from '../texts';

interface MessageDialogProps {
  person: Pick<PublicUser, 'id' | 'name'>;
  onClose: () => void;
  /** My Connections sends with Shift+Enter from the text area; elsewhere only the button sends. */
  sendOnShiftEnter?: boolean;
}

/** Send Message: a note to a connection without leaving the screen. The draft is kept when sending fails. */
export function MessageDialog({ person, onClose, sendOnShiftEnter = false }: MessageDialogProps) {
  const { nurse } = useNurse();
  const notify = useNotify();
  const [content, setContent] = useState('');
  const [sendMessage, { isLoading }] = useSendMessageMutation();
  const blank = content.trim() === '';

  const send = async () => {
    if (blank || isLoading) return;
    try {
      await sendMessage({ fromUserId: nurse.id, toUserId: person.id, content }).unwrap();
      notify.success(NETWORK_TEXTS.messageSentSuccessfully, `Your message to ${person.name} was sent.`);
      onClose();
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, NETWORK_TEXTS.messageFailedBody));
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendOnShiftEnter || event.key !== 'Enter' || !event.shiftKey) return;
    event.preventDefault();
    void send();
  };

  return (
    <Modal
      open
      title={`${NETWORK_TEXTS.sendMessageTitle} to ${person.name}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" onClick={() => void send()} disabled={blank} loading={isLoading}>
          {NETWORK_TEXTS.sendMessage}
        </Button>,
      ]}
    >
      <label className="nw-field">
        <span className="nw-field__label">{sendOnShiftEnter ? 'Message (Shift+Enter sends)' : 'Message'}</span>
        <Input.TextArea
          value={content}
          onChange={(event) => setContent(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={NETWORK_TEXTS.messagePlaceholder}
          maxLength={LIMITS.messageMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 8 }}
        />
      </label>
    </Modal>
  );
}
