import type { ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: string;
  error?: string | null;
  hint?: string;
  required?: boolean;
  children: ReactNode;
}

/** A labelled form field with its hint and error, tied to the control by id (aria-describedby). */
export function Field({ id, label, error, hint, required, children }: FieldProps) {
  return (
    <div className="pf-field">
      <label htmlFor={id} className="pf-field__label">
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children}
      {hint ? (
        <p id={`${id}-hint`} className="pf-field__hint">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${id}-error`} className="pf-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** aria-describedby for a control with an optional hint and error. */
export function describedBy(id: string, { hint, error }: { hint?: boolean; error?: string | null | undefined }): string | undefined {
  const ids = [hint ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean);
  return ids.length > 0 ? ids.join(' ') : undefined;
}
