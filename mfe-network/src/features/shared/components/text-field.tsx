import type { KeyboardEvent } from 'react';
import { TextArea } from '@nurse/ui-kit';

interface TextFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  maxLength: number;
  placeholder?: string;
  onKeyDown?: (event: KeyboardEvent<HTMLTextAreaElement>) => void;
}

/** A labelled text area that grows with its text and counts characters against its limit. */
export function TextField({ label, value, onChange, maxLength, placeholder, onKeyDown }: TextFieldProps) {
  return (
    <label className="nw-field">
      <span className="nw-field__label">{label}</span>
      <TextArea
        value={value}
        onChange={(event) => onChange(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder={placeholder}
        maxLength={maxLength}
        showCount
        autoSize={{ minRows: 3, maxRows: 8 }}
      />
    </label>
  );
}
