import { useMemo, useState, type ReactNode, type Ref } from 'react';
import { Button, theme, type InputRef } from 'antd';
import Input from 'antd/es/input/Input';
// Not part of antd's documented API: the context through which Form.Item gives its control the error
// status (the red border). The kit is the one place that imports antd, so an upgrade is checked here.
import { FormItemInputContext } from 'antd/es/form/context';
import './form-field.css';

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

/**
 * A labelled form row: the label points at the control, the hint and the error are announced with it,
 * and an antd control inside shows the error status as it would in antd's Form.Item.
 */
export function FormField({ id, label, error, hint, extra, required, children }: FormFieldProps) {
  const { token } = theme.useToken();
  const help = hint ?? extra;
  const status = useMemo(() => ({ status: error ? ('error' as const) : undefined, isFormItemInput: true }), [error]);
  const note = { marginTop: token.marginXXS, fontSize: token.fontSize, lineHeight: token.lineHeight };
  return (
    <div className="nk-form-field" style={{ marginBottom: token.marginLG }}>
      <label
        htmlFor={id}
        className={required ? 'nk-form-field__label nk-form-field__label--required' : 'nk-form-field__label'}
        style={{
          display: 'block',
          paddingBottom: token.paddingXS,
          color: token.colorTextHeading,
          lineHeight: token.lineHeight,
          ['--nk-required-mark-color' as string]: token.colorError,
        }}
      >
        {label}
      </label>
      <FormItemInputContext.Provider value={status}>{children}</FormItemInputContext.Provider>
      {error ? (
        <div id={errorId(id)} role="alert" style={{ ...note, color: token.colorError }}>
          {error}
        </div>
      ) : null}
      {help ? (
        <div id={hintId(id)} style={{ ...note, color: token.colorTextDescription }}>
          {help}
        </div>
      ) : null}
    </div>
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
  name?: string;
  ref?: Ref<InputRef>;
}

/** Password input with a keyboard-reachable Show/Hide button. */
export function PasswordInput({ id, value, onChange, autoComplete, error, name, ref }: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <Input
      id={id}
      type={visible ? 'text' : 'password'}
      value={value}
      ref={ref}
      name={name}
      autoComplete={autoComplete}
      onChange={(event) => onChange(event.target.value)}
      status={error ? 'error' : undefined}
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
