import { useCitySuggestions } from '../hooks/use-city-suggestions';
import { SuggestInput } from '@nurse/pickers';

interface LocationInputProps {
  id: string;
  value: string;
  onChange: (value: string) => void;
  describedBy?: string;
  disabled?: boolean;
}

/** Location as free text with 'City, ST' suggestions from the city list. */
export function LocationInput({ id, value, onChange, describedBy, disabled }: LocationInputProps) {
  const { suggestions, prepare } = useCitySuggestions(value);
  return (
    <SuggestInput
      id={id}
      value={value}
      onChange={onChange}
      suggestions={suggestions}
      onPick={onChange}
      onFocus={prepare}
      placeholder="City, ST"
      describedBy={describedBy}
      autoComplete="address-level2"
      maxLength={100}
      disabled={disabled}
    />
  );
}
