import type { KeyboardEvent } from 'react';
import type { PublicUser } from '@nurse/api-client';
import { LIMITS } from '@nurse/domain';
import { useNotify } from '@nurse/ui-kit';
import { useSendMessage } from '../hooks/use-send-message';
import { NETWORK_TEXTS } from '../texts';
import { ActionDialog } from './action-dialog';
import { PatientInformationCheck } from './patient-information-check';
import { TextField } from './text-field';

interface MessageDialogProps {
  person: Pick<PublicUser, 'id' | 'name'>;
  onClose: () => void;
  /** My Connections sends with Shift+Enter from the text area; elsewhere only the button sends. */
  sendOnShiftEnter?: boolean;
}

/** Send Message: a note to a connection without leaving the screen. The draft is kept when sending fails. */
export function MessageDialog({ person, onClose, sendOnShiftEnter = false }: MessageDialogProps) {
  const notify = useNotify();
  const { draft, setDraft, blank, sending, send, patientInformationCheck, dismissPatientInformationCheck } = useSendMessage(
    person.id,
    NETWORK_TEXTS.error,
    NETWORK_TEXTS.messageFailedBody,
  );

  const sendAndClose = async (patientInformationConfirmed = false) => {
    if (!(await send(patientInformationConfirmed))) return;
    notify.success(NETWORK_TEXTS.messageSentSuccessfully, `Your message to ${person.name} was sent.`);
    onClose();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!sendOnShiftEnter || event.key !== 'Enter' || !event.shiftKey) return;
    event.preventDefault();
    void sendAndClose();
  };

  return (
    <ActionDialog
      title={`${NETWORK_TEXTS.sendMessageTitle} to ${person.name}`}
      actionLabel={NETWORK_TEXTS.sendMessage}
      actionDisabled={blank}
      busy={sending}
      onAction={() => void sendAndClose()}
      onClose={onClose}
    >
      <TextField
        label={sendOnShiftEnter ? 'Message (Shift+Enter sends)' : 'Message'}
        value={draft}
        onChange={setDraft}
        onKeyDown={onKeyDown}
        placeholder={NETWORK_TEXTS.messagePlaceholder}
        maxLength={LIMITS.messageMax}
      />
      <PatientInformationCheck
        question={patientInformationCheck}
        onConfirm={() => void sendAndClose(true)}
        onClose={dismissPatientInformationCheck}
      />
    </ActionDialog>
  );
}
