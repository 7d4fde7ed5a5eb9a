import { NETWORK_TEXTS } from '../texts';
import { ActionDialog } from './action-dialog';

interface PatientInformationCheckProps {
  /** What was seen in her message (`patientInformationQuestion`), or null while there is nothing to ask. */
  question: string | null;
  onConfirm: () => void;
  onClose: () => void;
  /** The primary button: sends the message by default; an edit saves it. */
  actionLabel?: string;
}

/**
 * Asks her, before a message that looks like it holds patient information goes out, to check it: Cancel
 * gives her the draft back to edit; the primary button sends (or saves) it with her confirmation.
 */
export function PatientInformationCheck({
  question,
  onConfirm,
  onClose,
  actionLabel = NETWORK_TEXTS.patientInformationConfirm,
}: PatientInformationCheckProps) {
  if (question === null) return null;
  return (
    <ActionDialog
      title={NETWORK_TEXTS.patientInformationTitle}
      actionLabel={actionLabel}
      actionDisabled={false}
      busy={false}
      onAction={onConfirm}
      onClose={onClose}
    >
      <p>{question}</p>
    </ActionDialog>
  );
}
