import { useState } from 'react';
import { failureDescription, type PublicUser } from '@nurse/api-client';
import { LIMITS } from '@nurse/domain';
import { useNotify } from '@nurse/ui-kit';
import { useRequestConnectionMutation } from '../api/network-api';
import { useSignedInNurse } from '@nurse/host';
import { NETWORK_TEXTS } from '../texts';
import { ActionDialog } from './action-dialog';
import { TextField } from './text-field';

interface ConnectDialogProps {
  person: Pick<PublicUser, 'id' | 'name'>;
  onClose: () => void;
}

/**
 * Send Connection Request: a short note to the nurse asked. The note is called optional on screen but a
 * request needs one, so Send stays disabled until it has text. The draft is kept when sending fails.
 */
export function ConnectDialog({ person, onClose }: ConnectDialogProps) {
  const { nurse } = useSignedInNurse();
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
    <ActionDialog
      title={`${NETWORK_TEXTS.sendRequestTitle} to ${person.name}`}
      actionLabel={NETWORK_TEXTS.sendRequest}
      actionDisabled={blank}
      busy={isLoading}
      onAction={() => void send()}
      onClose={onClose}
    >
      <TextField
        label={NETWORK_TEXTS.requestNoteLabel}
        value={note}
        onChange={setNote}
        placeholder={NETWORK_TEXTS.requestNotePlaceholder}
        maxLength={LIMITS.connectionNoteMax}
      />
    </ActionDialog>
  );
}
