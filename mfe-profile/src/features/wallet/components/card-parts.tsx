import { useState, type ReactNode } from 'react';
import { Button } from '@nurse/ui-kit';
import { Modal } from '@nurse/ui-kit/feedback';

/** Label and value pairs under a card's heading. */
export function CardDetails({ details }: { details: ReadonlyArray<readonly [string, ReactNode]> }) {
  return (
    <dl className="wl-card__details">
      {details.map(([label, value]) => (
        <div key={label} className="wl-card__detail">
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

interface ConfirmButtonProps {
  /** The button's text ('Delete') and its name for screen readers ('Delete ACLS'). */
  text: string;
  label: string;
  /** The question in the dialog's title, its answer button and what it says. */
  question: string;
  okText: string;
  cancelText: string;
  children: ReactNode;
  onConfirm: () => Promise<void>;
}

/** A button for something that cannot be undone: it asks first, and runs `onConfirm` only when she says so. */
export function ConfirmButton({ text, label, question, okText, cancelText, children, onConfirm }: ConfirmButtonProps) {
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState(false);

  const confirm = async () => {
    setRunning(true);
    try {
      await onConfirm();
      setConfirming(false);
    } finally {
      setRunning(false);
    }
  };

  return (
    <>
      <Button danger onClick={() => setConfirming(true)} aria-label={label}>
        {text}
      </Button>
      <Modal
        open={confirming}
        title={question}
        okText={okText}
        okButtonProps={{ danger: true, loading: running }}
        cancelText={cancelText}
        onOk={() => void confirm()}
        onCancel={() => setConfirming(false)}
      >
        {children}
      </Modal>
    </>
  );
}

interface EntryActionsProps {
  /** The entry's name in the buttons' labels and the question. */
  title: string;
  onEdit: () => void;
  onDelete: () => Promise<void>;
  /** What deleting it takes with it. */
  children: ReactNode;
}

/** A card's Edit button, and its Delete button that asks first. */
export function EntryActions({ title, onEdit, onDelete, children }: EntryActionsProps) {
  return (
    <div className="wl-actions">
      <Button onClick={onEdit} aria-label={`Edit ${title}`}>
        Edit
      </Button>
      <ConfirmButton
        text="Delete"
        label={`Delete ${title}`}
        question={`Delete ${title}?`}
        okText="Delete"
        cancelText="Keep it"
        onConfirm={onDelete}
      >
        {children}
      </ConfirmButton>
    </div>
  );
}
