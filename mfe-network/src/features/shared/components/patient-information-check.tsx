import { useEffect } from 'react';
import { preloadModal } from '@nurse/ui-kit/feedback';
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
 * gives her the draft back to edit; the primary button sends (or saves) it with her confirmation. Shown
 * with every composer, it downloads the dialog's code while she is online.
 */
export function PatientInformationCheck({
  question,
  onConfirm,
  onClose,
  actionLabel = NETWORK_TEXTS.patientInformationConfirm,
}: PatientInformationCheckProps) {
  // A message she writes offline is checked too, when the dialog's code cannot be downloaded.
  useEffect(() => {
    if (navigator.onLine) preloadModal();
  }, []);
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
