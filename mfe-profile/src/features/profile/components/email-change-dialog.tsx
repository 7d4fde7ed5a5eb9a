import { Modal } from '@nurse/ui-kit/feedback';

export const EMAIL_CHANGE_TEXTS = {
  title: 'Change your email address?',
  confirm: 'Yes, Change Email',
} as const;

interface EmailChangeDialogProps {
  open: boolean;
  /** The address she will sign in with once saved. */
  newEmail: string;
  currentEmail: string;
  saving: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** Asks before saving a new email address: it is also her login. */
export function EmailChangeDialog({ open, newEmail, currentEmail, saving, onConfirm, onCancel }: EmailChangeDialogProps) {
  return (
    <Modal
      open={open}
      title={EMAIL_CHANGE_TEXTS.title}
      okText={EMAIL_CHANGE_TEXTS.confirm}
      cancelText="Cancel"
      onOk={onConfirm}
      onCancel={onCancel}
      confirmLoading={saving}
      destroyOnHidden
    >
      <p>
        You will sign in with <strong>{newEmail}</strong> from now on instead of {currentEmail}.
      </p>
    </Modal>
  );
}
