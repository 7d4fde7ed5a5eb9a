import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';

export interface FormFieldProps {
  id: string;
  label: string;
  error?: string | null;
  /** A hint under the control (format, limits), read out with it. */
  hint?: ReactNode;
  /** The same as `hint`, under antd's name for it. */
  extra?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

const hintId = (id: string) => `${id}-hint`;
const errorId = (id: string) => `${id}-error`;

/** A labelled form row: the label points at the control, the hint and the error are announced with it. */
export function FormField({ id, label, error, hint, extra, required, children }: FormFieldProps) {
  const help = hint ?? extra;
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={errorId(id)}>{error}</span> : undefined}
      extra={help ? <span id={hintId(id)}>{help}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/**
 * aria attributes tying a control to its FormField's error and hint. The hint is named either by a
 * flag or by an options object: `describedBy(id, error, true)` or `describedBy(id, { error, hint: true })`.
 */
export function describedBy(
  id: string,
  errorOrOptions?: string | null | { error?: string | null; hint?: boolean },
  hasHint = false,
): { 'aria-invalid': true | undefined; 'aria-describedby': string | undefined } {
  const { error, hint } =
    typeof errorOrOptions === 'object' && errorOrOptions !== null ? errorOrOptions : { error: errorOrOptions, hint: hasHint };
  const ids = [error ? errorId(id) : null, hint ? hintId(id) : null].filter(Boolean).join(' ');
  return { 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

export interface PasswordInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  autoComplete: 'current-password' | 'new-password';
  error?: string | null;
}

/** Password input with a keyboard-reachable Show/Hide button. */
export function PasswordInput({ id, value, onChange, autoComplete, error }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      id={id}
      type={visible ? 'text' : 'password'}
      value={value}
      autoComplete={autoComplete}
      onChange={(event) => onChange(event.target.value)}
      {...describedBy(id, error)}
      suffix={
        <Button
          type="link"
          size="small"
          aria-pressed={visible}
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((shown) => !shown)}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      }
    />
  );
}
