import { useState, type ReactNode } from 'react';
import { Button, Form, Input } from 'antd';

export interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  extra?: ReactNode;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form row: the label points at the control, the error is announced with it. */
export function Field({ id, label, error, extra, required, children }: FieldProps) {
  return (
    <Form.Item
      label={label}
      htmlFor={id}
      required={required}
      validateStatus={error ? 'error' : undefined}
      help={error ? <span id={`${id}-error`}>{error}</span> : undefined}
      extra={extra ? <span id={`${id}-extra`}>{extra}</span> : undefined}
    >
      {children}
    </Form.Item>
  );
}

/** aria attributes tying a control to its error and description. */
export function describedBy(id: string, error?: string | null, hasExtra = false) {
  const ids = [error ? `${id}-error` : null, hasExtra ? `${id}-extra` : null].filter(Boolean).join(' ');
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
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? 'Hide' : 'Show'}
        </Button>
      }
    />
  );
}
