import { useState } from 'react';
import { failureDescription, type PublicUser } from '@nurse/api-client';
import { LIMITS } from '@nurse/domain';
import { Button, Input, useNotify } from '@nurse/ui-kit';
import { Modal } from '@nurse/ui-kit/feedback';
import { useRequestConnectionMutation } from '../api/network-api';
import { useNurse } from '../hooks/use-nurse';
import { NETWORK_TEXTS } from '../texts';

interface ConnectDialogProps {
  person: Pick<PublicUser, 'id' | 'name'>;
  onClose: () => void;
}

/**
 * Send Connection Request: a short note to the nurse asked. The note is called optional on screen but a
 * request needs one, so Send stays disabled until it has text. The draft is kept when sending fails.
 */
export function ConnectDialog({ person, onClose }: ConnectDialogProps) {
  const { nurse } = useNurse();
  const notify = useNotify();
  const [note, setNote] = useState('');
  const [requestConnection, { isLoading }] = useRequestConnectionMutation();
  const blank = note.trim() === '';

  const send = async () => {
    if (blank || isLoading) return;
    try {
      await requestConnection({ userId1: nurse.id, userId2: person.id, requesterId: nurse.id, message: note.trim() }).unwrap();
      notify.success(NETWORK_TEXTS.requestSentTitle, `${person.name} will see your note with the request.`);
      onClose();
    } catch (error) {
      notify.error(NETWORK_TEXTS.error, failureDescription(error, NETWORK_TEXTS.requestFailed));
    }
  };

  return (
    <Modal
      open
      title={`${NETWORK_TEXTS.sendRequestTitle} to ${person.name}`}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="send" type="primary" onClick={() => void send()} disabled={blank} loading={isLoading}>
          {NETWORK_TEXTS.sendRequest}
        </Button>,
      ]}
    >
      <label className="nw-field">
        <span className="nw-field__label">{NETWORK_TEXTS.requestNoteLabel}</span>
        <Input.TextArea
          value={note}
          onChange={(event) => setNote(event.target.value)}
          placeholder={NETWORK_TEXTS.requestNotePlaceholder}
          maxLength={LIMITS.connectionNoteMax}
          showCount
          autoSize={{ minRows: 3, maxRows: 6 }}
        />
      </label>
    </Modal>
  );
}
