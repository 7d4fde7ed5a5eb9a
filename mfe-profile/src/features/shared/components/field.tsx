import type { ReactNode } from 'react';
import { Form } from '@nurse/ui-kit/forms';

interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form row (antd Form.Item): the label points at the control, hint and error are tied to it by id. */
export function Field({ id, label, error, hint, required, children }: FieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={hint ? <span id={`${id}-hint`}>{hint}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** aria-describedby for a control with an optional hint and error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string | null | undefined }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
