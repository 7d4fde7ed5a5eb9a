import { Suspense, type ReactNode } from 'react';
import { Modal, Skeleton } from '@nurse/ui-kit/feedback';

interface EntryDialogProps {
  open: boolean;
  title: string;
  onClose: () => void;
  /** The form, which closes the dialog itself once saved or cancelled. */
  children: ReactNode;
}

/** The add/edit dialog around a wallet form; its content is dropped on close so each opening starts afresh. */
export function EntryDialog({ open, title, onClose, children }: EntryDialogProps) {
  return (
    <Modal open={open} title={title} footer={null} onCancel={onClose} destroyOnHidden>
      <Suspense fallback={<Skeleton active />}>{open ? children : null}</Suspense>
    </Modal>
  );
}
