import { Input } from '@nurse/ui-kit';

interface SearchBoxProps {
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
}

/** A labelled search input; the caller debounces the value it sends to the server. */
export function SearchBox({ label, placeholder, value, onChange }: SearchBoxProps) {
  return (
    <Input
      type="search"
      aria-label={label}
      placeholder={placeholder}
      allowClear
      value={value}
      onChange={(event) => onChange(event.target.value)}
      style={{ maxWidth: 420, marginBottom: 16 }}
    />
  );
}
