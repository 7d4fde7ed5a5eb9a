import type { ReactNode } from 'react';
import { Form } from '@nurse/ui-kit/forms';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | null;
  /** A hint under the control (format, limits), read out with it. */
  hint?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** A labelled form row (antd Form.Item): the label points at the control, hint and error are announced with it. */
export function FormField({ id, label, error, hint, required, children }: FormFieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId(id)}>{error}</span> : undefined}
      extra={hint ? <span id={hintId(id)}>{hint}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** aria attributes tying a control to its FormField's error and hint. */
export function describedBy(
  id: string,
  { error, hint }: { error?: string | null; hint?: boolean },
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const ids = [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}
