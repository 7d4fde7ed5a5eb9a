import { describedBy, Input } from '@nurse/ui-kit/forms';
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
}

/** A calendar date (YYYY-MM-DD) in the browser's own date field, usable from the keyboard. */
export function DateInput({ id, value, onChange, error }: DateInputProps) {
  return (
    <Input
      id={id}
      type="date"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      status={error ? 'error' : undefined}
      {...describedBy(id, error)}
    />
  );
}
