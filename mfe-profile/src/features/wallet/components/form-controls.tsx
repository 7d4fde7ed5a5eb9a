import type { ReactNode } from 'react';
import { ErrorText } from '@nurse/ui-kit';
import { describedBy, FormField, Input } from '@nurse/ui-kit/forms';
import { Select } from '@nurse/ui-kit/choice';
import { US_STATES } from '@nurse/catalogue';

const STATE_OPTIONS = US_STATES.map(({ code, name }) => ({ value: code, label: `${name} (${code})` }));

interface StateSelectProps {
  id: string;
  value: string | null;
  onChange: (code: string) => void;
  error?: string;
}

/** A US state picked by typing its name or code. */
export function StateSelect({ id, value, onChange, error }: StateSelectProps) {
  return (
    <Select
      id={id}
      showSearch
      optionFilterProp="label"
      options={STATE_OPTIONS}
      value={value || undefined}
      placeholder="Type a state"
      onChange={onChange}
      status={error ? 'error' : undefined}
      {...describedBy(id, error)}
    />
  );
}

interface DateInputProps {
  id: string;
  value: string;
  onChange: (day: string) => void;
  error?: string;
  /** Whether its FormField shows a hint, announced with the field. */
  hint?: boolean;
}

/** A calendar date (YYYY-MM-DD) in the browser's own date field, usable from the keyboard. */
export function DateInput({ id, value, onChange, error, hint }: DateInputProps) {
  return (
    <Input
      id={id}
      type="date"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      status={error ? 'error' : undefined}
      {...describedBy(id, { error, hint })}
    />
  );
}

interface FieldsetProps {
  id: string;
  legend: string;
  error?: string;
  children: ReactNode;
}

/** A group of controls under one legend (topics), with the server's message for the group under it. */
export function Fieldset({ id, legend, error, children }: FieldsetProps) {
  return (
    <fieldset id={id} className="wl-fieldset" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="wl-fieldset__legend">{legend}</legend>
      {children}
      {error ? (
        <div role="alert" className="wl-field-error">
          <ErrorText id={`${id}-error`}>{error}</ErrorText>
        </div>
      ) : null}
    </fieldset>
  );
}

interface HoursFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  onChange: (typed: string) => void;
  error?: string;
  required?: boolean;
}

/** A number of hours as typed ('1.5'), with a decimal keypad on a phone; the server checks the number. */
export function HoursField({ id, label, hint, value, onChange, error, required }: HoursFieldProps) {
  return (
    <FormField id={id} label={label} hint={hint} error={error} required={required}>
      <Input
        id={id}
        inputMode="decimal"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        {...describedBy(id, { error, hint: Boolean(hint) })}
      />
    </FormField>
  );
}
