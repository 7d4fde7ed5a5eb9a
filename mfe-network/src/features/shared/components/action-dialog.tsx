import type { ReactNode } from 'react';
import { Button } from '@nurse/ui-kit';
import { Modal } from '@nurse/ui-kit/feedback';

interface ActionDialogProps {
  title: string;
  /** The primary button: 'Send Request', 'Send Message', 'Send report'. */
  actionLabel: string;
  actionDisabled: boolean;
  busy: boolean;
  danger?: boolean;
  onAction: () => void;
  onClose: () => void;
  children: ReactNode;
}

/** The network area's dialogs: the form, then Cancel and one primary action, disabled until it can run. */
export function ActionDialog({ title, actionLabel, actionDisabled, busy, danger, onAction, onClose, children }: ActionDialogProps) {
  return (
    <Modal
      open
      title={title}
      onCancel={onClose}
      destroyOnHidden
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        <Button key="action" type="primary" danger={danger} disabled={actionDisabled} loading={busy} onClick={onAction}>
          {actionLabel}
        </Button>,
      ]}
    >
      {children}
    </Modal>
  );
}
